/**
 * Issue 17 item 12: demo data a visitor would believe, kept so. Each demo mentor's bio speaks of one of their
 * own instruments, every mentor has a surname, a country and a zone of that country, reviewers have plausible
 * names, the first results' ratings spread as real ones do, and README.md documents every seeded mentor's
 * sign-in and the catalogue's counts exactly as seeded.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { MentorListResponse } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { seedDemoData } from '../src/seed.ts';
import { createTestContext, type TestContext } from './helpers.ts';

const README = readFileSync(path.join(import.meta.dirname, '../../../README.md'), 'utf8');
/** Surnames that name a role, not a person ("Maya Mentor"). */
const ROLE_WORDS = /^(mentor|student|staff|tester|teacher|user|demo)\d*$/i;

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({
    env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'seed-coherence-')) },
    now: '2026-03-01T12:00:00Z',
  });
  await seedDemoData(ctx.database, ctx.config, ctx.clock);
});
afterAll(() => ctx.close());

interface SeededMentor {
  email: string;
  first_name: string;
  last_name: string;
  bio: string;
  country: string;
  timezone: string;
  is_verified: boolean;
  skills: string[];
}

const seededMentors = () =>
  queryRows<SeededMentor>(
    ctx.database.db,
    sql`SELECT u.email, u.first_name, u.last_name, m.bio, m.country, m.timezone, m.is_verified,
          array(SELECT s.name FROM mentor_skills ms JOIN skills s ON s.id = ms.skill_id
                WHERE ms.mentor_id = m.id ORDER BY s.name) AS skills
        FROM mentors m JOIN users u ON u.id = m.user_id ORDER BY m.id`,
  );

/** The zones of a country by the runtime's CLDR data, in the runtime's canonical spelling. */
function zonesOf(country: string): string[] {
  const locale = new Intl.Locale(`und-${country}`) as Intl.Locale & {
    getTimeZones?: () => string[];
    timeZones?: string[];
  };
  return (locale.getTimeZones?.() ?? locale.timeZones ?? []).map(canonicalZone);
}
const canonicalZone = (zone: string) =>
  new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;

const list = async (query: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/mentors/list/${query}` })).json<MentorListResponse>();

describe('the demo seed reads as real people', () => {
  it("speaks in every mentor's bio of one of their own instruments", async () => {
    const mentors = await seededMentors();
    expect(mentors.length).toBeGreaterThan(60);
    for (const m of mentors) {
      const bio = m.bio.replace(/<[^>]*>/g, ' ').toLowerCase();
      expect(m.skills.length, m.email).toBeGreaterThan(0);
      expect(
        m.skills.some((skill) => bio.includes(skill.toLowerCase())),
        `${m.first_name} ${m.last_name} (${m.skills.join(', ')}): ${m.bio}`,
      ).toBe(true);
    }
  });

  it('gives every mentor a surname, a country and a time zone of that country', async () => {
    for (const m of await seededMentors()) {
      const who = `${m.first_name} ${m.last_name}`;
      expect(m.last_name.trim(), who).not.toBe('');
      expect(m.last_name, who).not.toMatch(ROLE_WORDS);
      expect(m.last_name, who).not.toBe(m.first_name);
      expect(m.country, who).toMatch(/^[A-Z]{2}$/);
      expect(zonesOf(m.country), `${who}: ${m.timezone} in ${m.country}`).toContain(
        canonicalZone(m.timezone),
      );
    }
  });

  it('shows the country and zone on every card of the list', async () => {
    const pages = [await list('?page_size=50'), await list('?page_size=50&page=2')];
    const cards = pages.flatMap((p) => p.results);
    expect(cards).toHaveLength(pages[0]!.count);
    for (const card of cards) {
      expect(card.country, card.user.full_name).toMatch(/^[A-Z]{2}$/);
      expect(zonesOf(card.country), card.user.full_name).toContain(canonicalZone(card.timezone));
    }
  });

  it('has reviewers with plausible full names', async () => {
    const reviewers = await queryRows<{ first_name: string; last_name: string }>(
      ctx.database.db,
      sql`SELECT DISTINCT u.first_name, u.last_name FROM reviews r JOIN users u ON u.id = r.reviewer_id`,
    );
    expect(reviewers.length).toBeGreaterThanOrEqual(10);
    for (const { first_name: first, last_name: last } of reviewers) {
      for (const part of [first, last]) {
        expect(part, `${first} ${last}`).toMatch(/^\p{Lu}[\p{L}' -]+$/u);
        expect(part, `${first} ${last}`).not.toMatch(ROLE_WORDS);
      }
    }
    expect(new Set(reviewers.map((r) => `${r.first_name} ${r.last_name}`)).size).toBe(reviewers.length);
  });

  it.each(['', '?sort_by=MOST_POPULAR', '?sort_by=NEWEST'])(
    'shows believable ratings on the first page of /listings%s',
    async (query) => {
      const rated = (await list(query)).results.filter((m) => m.reviews.total_count > 0);
      expect(rated.length).toBeGreaterThanOrEqual(5);
      const averages = rated.map((m) => m.reviews.average_rating);
      // Good teachers are rated well but not uniformly: a spread of values, none poor, not every one a 5.0.
      expect(Math.min(...averages), averages.join()).toBeGreaterThanOrEqual(3.8);
      expect(averages.filter((a) => a === 5).length, averages.join()).toBeLessThan(averages.length / 2);
      expect(new Set(averages).size, averages.join()).toBeGreaterThanOrEqual(Math.min(4, averages.length));
      expect(Math.max(...averages) - Math.min(...averages), averages.join()).toBeGreaterThanOrEqual(0.2);
    },
  );
});

describe('teaching facts and media (ADR 67)', () => {
  it('gives every mentor levels and ages, and at least a fifth of the approved a video or a playable sample', async () => {
    const [f] = await queryRows<{ without: number; approved: number; with_media: number; samples: number }>(
      ctx.database.db,
      sql`SELECT (SELECT count(*)::int FROM mentors WHERE cardinality(levels) = 0 OR cardinality(ages) = 0) AS without,
                 (SELECT count(*)::int FROM mentors WHERE is_verified) AS approved,
                 (SELECT count(*)::int FROM mentors WHERE is_verified AND has_media
                    AND (intro_video_url IS NOT NULL
                      OR EXISTS (SELECT 1 FROM mentor_audio_samples s WHERE s.mentor_id = mentors.id))) AS with_media,
                 (SELECT count(*)::int FROM mentor_audio_samples) AS samples`,
    );
    expect(f!.without).toBe(0);
    expect(f!.with_media * 5).toBeGreaterThanOrEqual(f!.approved);
    expect(README).toContain(`for ${f!.with_media} of them an intro video address or a`);
    // Every seeded sample is a stored file /media/ serves.
    const [sample] = await queryRows<{ storage_path: string }>(
      ctx.database.db,
      sql`SELECT storage_path FROM mentor_audio_samples ORDER BY id LIMIT 1`,
    );
    expect(f!.samples).toBeGreaterThan(0);
    const served = await ctx.app.inject({ method: 'GET', url: `/media/${sample!.storage_path}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('audio/wav');
  });
});

describe("README.md's demo section", () => {
  it("lists every seeded mentor's e-mail", async () => {
    for (const m of await seededMentors()) expect(README, m.email).toContain(m.email);
  });

  it('states the counts exactly as seeded', async () => {
    const [figures] = await queryRows<{
      approved: string;
      applications: string;
      students: string;
      reviews: string;
      countries: string;
      min_price: number;
      max_price: number;
    }>(
      ctx.database.db,
      sql`SELECT (SELECT count(*) FROM mentors WHERE is_verified) AS approved,
                 (SELECT count(*) FROM mentors WHERE NOT is_verified) AS applications,
                 (SELECT count(*) FROM users WHERE email ~ '^student[0-9]+@example\\.com$') AS students,
                 (SELECT count(*) FROM reviews) AS reviews,
                 (SELECT count(DISTINCT country) FROM mentors WHERE is_verified) AS countries,
                 (SELECT min(amount_cents) / 100 FROM mentors WHERE is_verified) AS min_price,
                 (SELECT max(amount_cents) / 100 FROM mentors WHERE is_verified) AS max_price`,
    );
    const f = figures!;
    expect(README).toContain(`${f.approved} approved mentors`);
    expect(README).toContain(`${f.applications} applications awaiting approval`);
    expect(README).toContain(`${f.reviews} reviews`);
    expect(README).toContain(`${f.countries} countries`);
    expect(README).toContain(`prices ${f.min_price} to ${f.max_price} euros`);
    const last = String(f.students).padStart(2, '0');
    expect(README).toContain(`student01@example.com ... student${last}@example.com`);
    expect(README).toContain(`${f.students} demo students`);
  });
});
