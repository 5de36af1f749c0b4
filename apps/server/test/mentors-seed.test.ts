import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { MentorListResponse, MentorProfile } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { seedDemoData } from '../src/seed.ts';
import { LANGUAGES, SKILLS, STYLES } from '../src/modules/mentors/seed-data.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { login } from './auth-helpers.ts';

let ctx: TestContext;
let dataDir: string;
let seedMs: number;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'catalogue-seed-'));
  ctx = await createTestContext({
    env: { DATA_DIR: dataDir, SEED_PASSWORD: 'Demo-Lessons-2026' },
    now: '2026-03-01T12:00:00Z',
  });
  const started = performance.now();
  await seedDemoData(ctx.database, ctx.config, ctx.clock);
  seedMs = performance.now() - started;
});
afterAll(() => ctx.close());

const list = async (query = '') =>
  (await ctx.app.inject({ method: 'GET', url: `/api/mentors/list/${query}` })).json<MentorListResponse>();
const count = async (query: string) =>
  Number((await queryRows<{ n: string }>(ctx.database.db, sql.raw(query)))[0]!.n);

describe('the demo catalogue', () => {
  it('seeds quickly (the shared password is hashed once)', () => {
    expect(seedMs).toBeLessThan(15_000);
    console.info(`catalogue seed: ${Math.round(seedMs)} ms`);
  });

  it('lists at least 60 approved mentors over every instrument, style and language', async () => {
    const all = await list('?page_size=50');
    expect(all.count).toBeGreaterThanOrEqual(60);
    expect(all.price_statistics.min_price_cents).toBeGreaterThanOrEqual(1500);
    expect(all.price_statistics.max_price_cents).toBeLessThanOrEqual(12000);
    for (const name of SKILLS)
      expect((await list(`?instrument=${encodeURIComponent(name)}`)).count, name).toBeGreaterThan(0);
    const styles = await ctx.app.inject({ method: 'GET', url: '/api/mentors/styles/' });
    const languages = await ctx.app.inject({ method: 'GET', url: '/api/mentors/languages/' });
    expect(styles.json<unknown[]>()).toHaveLength(STYLES.length);
    // The catalogue's languages (migration 0035) hold every language the demo mentors speak, and more.
    expect(languages.json<unknown[]>().length).toBeGreaterThanOrEqual(25);
    for (const s of styles.json<{ id: number; name: string }[]>())
      expect((await list(`?style=${s.id}`)).count, s.name).toBeGreaterThan(0);
    for (const l of languages
      .json<{ id: number; name: string }[]>()
      .filter((l) => (LANGUAGES as readonly string[]).includes(l.name)))
      expect((await list(`?language=${l.id}`)).count, l.name).toBeGreaterThan(0);
    expect(await count('SELECT count(DISTINCT timezone) AS n FROM mentors')).toBeGreaterThanOrEqual(8);
    expect(
      await count('SELECT count(*) AS n FROM mentors WHERE length(headline) NOT BETWEEN 40 AND 100'),
    ).toBe(0);
    expect(await count('SELECT count(*) AS n FROM mentors WHERE length(bio) < 100')).toBe(0);
    expect(
      await count(
        'SELECT count(*) AS n FROM mentors WHERE NOT EXISTS (SELECT 1 FROM mentor_availability a WHERE a.mentor_id = mentors.id)',
      ),
    ).toBe(0);
    // Every trial mentor has a 30-minute session; trials and lengths are mixed.
    expect(
      await count(
        'SELECT count(*) AS n FROM mentors m WHERE offer_trial AND NOT EXISTS (SELECT 1 FROM mentor_sessions s WHERE s.mentor_id = m.id AND s.session_time = 30)',
      ),
    ).toBe(0);
    expect(await count('SELECT count(*) AS n FROM mentors WHERE NOT offer_trial')).toBeGreaterThan(0);
  });

  it('finds accented names and typos, and the landing page’s instrument names', async () => {
    expect((await list('?search=Jose')).results.map((m) => m.user.full_name)).toContain('José Álvarez');
    expect((await list('?search=lukasz')).results[0]!.user.full_name).toBe('Łukasz Kowalski');
    expect((await list('?search=gutar')).count).toBeGreaterThan(0);
    expect((await list('?instrument=music%20production')).count).toBeGreaterThan(0);
  });

  it('makes mentor@example.com an approved mentor with every length, a trial and daily availability', async () => {
    const maya = await login(ctx.app, 'mentor@example.com', { password: 'Demo-Lessons-2026' });
    const check = (await maya.inject({ method: 'GET', url: '/api/auth/check/' })).json<{
      user: { mentor_id: number };
    }>();
    const profile = (
      await ctx.app.inject({ method: 'GET', url: `/api/mentors/${check.user.mentor_id}/` })
    ).json<MentorProfile>();
    expect(profile).toMatchObject({
      is_verified: true,
      offer_trial: true,
      user: { full_name: 'Maya Keller' },
    });
    expect(profile.sessions.map((s) => s.session_time)).toEqual([30, 60, 90, 120]);
    expect(
      await count(
        `SELECT count(DISTINCT weekday) AS n FROM mentor_availability WHERE mentor_id = ${check.user.mentor_id}`,
      ),
    ).toBe(7);
  });

  it('adds 3 applications awaiting approval, 20 demo students, reviews and likes', async () => {
    expect(await count('SELECT count(*) AS n FROM mentors WHERE NOT is_verified')).toBe(3);
    expect(
      await count(
        "SELECT count(*) AS n FROM users WHERE email LIKE 'student__@example.com' AND email_confirmed_at IS NOT NULL",
      ),
    ).toBe(20);
    expect(await count('SELECT count(*) AS n FROM reviews')).toBeGreaterThan(100);
    expect(await count('SELECT count(*) AS n FROM likes')).toBeGreaterThan(40);
    expect(
      await count(
        'SELECT count(*) AS n FROM mentors m WHERE review_count <> (SELECT count(*) FROM reviews r WHERE r.mentor_id = m.id)',
      ),
    ).toBe(0);
    const student = await login(ctx.app, 'student01@example.com', { password: 'Demo-Lessons-2026' });
    expect(
      (await student.inject({ method: 'GET', url: '/api/mentors/liked/' })).json<{ count: number }>().count,
    ).toBeGreaterThan(0);
  });

  it.each(['student@example.com', 'student01@example.com', 'staff@example.com'])(
    'seeds %s as registered a month ago: past the referral window, so no referral popup',
    async (email) => {
      const session = await login(ctx.app, email, { password: 'Demo-Lessons-2026' });
      const check = await session.inject({ method: 'GET', url: '/api/auth/check/' });
      expect(check.json<{ user: { can_add_referral: boolean } }>().user.can_add_referral).toBe(false);
    },
  );

  it('gives each mentor a distinct generated portrait served from /media/ with long caching', async () => {
    const all = await list('?page_size=50');
    const photos = all.results.map((m) => m.user.profile_photo);
    expect(new Set(photos).size).toBe(photos.length);
    const first = photos[0]!;
    expect(first).toMatch(/^\/media\/portraits\/\d+\.svg$/);
    expect(existsSync(path.join(dataDir, 'uploads', first.replace('/media/', '')))).toBe(true);
    const res = await ctx.app.inject({ method: 'GET', url: first });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.body).toContain('<svg');
    expect(res.body).not.toContain('<script');
    const svgs = new Set(
      photos.map((p) => readFileSync(path.join(dataDir, 'uploads', p!.replace('/media/', '')), 'utf8')),
    );
    expect(svgs.size).toBe(photos.length);
    expect((await ctx.app.inject({ method: 'GET', url: '/media/portraits/99999.svg' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/media/portraits/%2e%2e%2fx.svg' })).statusCode).toBe(
      404,
    );
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = await count('SELECT count(*) AS n FROM mentors');
    await seedDemoData(ctx.database, ctx.config, ctx.clock);
    expect(await count('SELECT count(*) AS n FROM mentors')).toBe(before);
    expect(await count('SELECT count(*) AS n FROM users')).toBe(before + 20 + 2);
  });
});
