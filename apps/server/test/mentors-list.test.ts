import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { MentorListResponse } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { addMentor, seedLookups, type Lookups } from './catalogue-fixtures.ts';

let ctx: TestContext;
let lk: Lookups;
const ids: Record<string, number> = {};
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

async function list(query = ''): Promise<MentorListResponse> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/mentors/list/${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MentorListResponse>();
}
const names = (r: MentorListResponse) => r.results.map((m) => m.user.full_name);

beforeAll(async () => {
  ctx = await createTestContext({ now: '2026-03-01T12:00:00Z' });
  lk = await seedLookups(ctx.database);
  const now = ctx.clock.now();
  const add = async (key: string, spec: Parameters<typeof addMentor>[1]) => {
    ids[key] = (await addMentor(ctx.database, spec, now)).id;
  };
  await add('jose', {
    firstName: 'José',
    lastName: 'Álvarez',
    skillIds: [lk.skill.Guitar!],
    styleIds: [lk.style.Rock!, lk.style.Blues!],
    languageIds: [lk.language.Spanish!, lk.language.English!],
    amountCents: 3000,
    offerTrial: true,
    approvedAt: day(10),
    headline: 'Rock and blues guitar from the first chord',
  });
  await add('zoe', {
    firstName: 'Zoë',
    lastName: 'Keller',
    skillIds: [lk.skill.Piano!],
    styleIds: [lk.style.Jazz!],
    languageIds: [lk.language.German!],
    amountCents: 6000,
    approvedAt: day(20),
    headline: 'Jazz piano voicings and improvisation',
    bio: '<b>Jazz</b> piano for curious adults.',
  });
  await add('bjorn', {
    firstName: 'Björn',
    lastName: 'Lind',
    skillIds: [lk.skill.Drums!, lk.skill.Piano!],
    styleIds: [lk.style.Rock!],
    languageIds: [lk.language.English!],
    amountCents: 4500,
    approvedAt: day(5),
    headline: 'Groove first: drums for rock bands',
  });
  await add('anna', {
    firstName: 'Anna',
    lastName: 'Weiss',
    skillIds: [lk.skill.Voice!],
    styleIds: [lk.style.Classical!],
    languageIds: [lk.language.German!, lk.language.English!],
    amountCents: 4500,
    approvedAt: day(15),
    headline: 'Classical singing with healthy technique',
  });
  await add('pending', {
    firstName: 'Paul',
    lastName: 'Pending',
    skillIds: [lk.skill.Guitar!],
    isVerified: false,
    amountCents: 1000,
    headline: 'Guitar application awaiting approval',
  });
});
afterAll(() => ctx.close());

describe('GET /api/mentors/skills|styles|languages/', () => {
  it('answers {id, name} sorted by name', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/mentors/styles/' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ name: string }[]>().map((s) => s.name)).toEqual(['Blues', 'Classical', 'Jazz', 'Rock']);
    const skills = (await ctx.app.inject({ method: 'GET', url: '/api/mentors/skills/' })).json<
      { id: number; name: string }[]
    >();
    // Migration 0035's catalogue: at least 30 instruments and subjects and 25 languages, by name.
    expect(skills.length).toBeGreaterThanOrEqual(30);
    expect(skills[0]?.name).toBe('Accordion');
    expect(skills).toContainEqual({ id: lk.skill.Drums, name: 'Drums' });
    const langs = (await ctx.app.inject({ method: 'GET', url: '/api/mentors/languages/' })).json<
      { name: string }[]
    >();
    expect(langs.length).toBeGreaterThanOrEqual(25);
    expect(langs.map((l) => l.name)).toEqual(expect.arrayContaining(['Russian', 'Chinese (Mandarin)']));
  });
});

describe('GET /api/mentors/list/', () => {
  it('lists approved mentors only, with every DATA-08 field', async () => {
    const r = await list();
    expect(r.count).toBe(4);
    expect(names(r)).not.toContain('Paul Pending');
    const jose = r.results.find((m) => m.id === ids.jose)!;
    expect(jose).toMatchObject({
      user: { full_name: 'José Álvarez', profile_photo: null },
      reviews: { average_rating: 0, total_count: 0 },
      amount_cents: 3000,
      is_verified: true,
      saved: false,
      offer_trial: true,
      country: 'DE',
      timezone: 'Europe/Berlin',
      skills: [{ id: lk.skill.Guitar, name: 'Guitar' }],
      styles: [
        { id: lk.style.Blues, name: 'Blues' },
        { id: lk.style.Rock, name: 'Rock' },
      ],
      languages: [
        { id: lk.language.English, name: 'English' },
        { id: lk.language.Spanish, name: 'Spanish' },
      ],
    });
    expect(jose.sessions).toHaveLength(1);
    expect(jose.sessions[0]).toMatchObject({ session_time: 60, timeout_time: 10 });
    expect(r.price_statistics).toEqual({ min_price_cents: 3000, max_price_cents: 6000 });
    expect(r.next).toBeNull();
    expect(r.previous).toBeNull();
  });

  it('filters by instrument name (any case) or ids, style, language and price', async () => {
    expect(names(await list('?instrument=guitar'))).toEqual(['José Álvarez']);
    expect(names(await list('?instrument=Piano&sort_by=LOW_PRICE'))).toEqual(['Björn Lind', 'Zoë Keller']);
    expect((await list(`?instrument=${lk.skill.Drums},${lk.skill.Voice}`)).count).toBe(2);
    expect((await list('?instrument=Theremin')).count).toBe(0);
    expect(names(await list(`?style=${lk.style.Jazz}`))).toEqual(['Zoë Keller']);
    expect((await list(`?language=${lk.language.German}`)).count).toBe(2);
    expect((await list(`?language=${lk.language.German},${lk.language.Spanish}`)).count).toBe(3);
    expect((await list(`?style=${lk.style.Rock}&language=${lk.language.Spanish}`)).count).toBe(1);
    expect((await list('?style=999999')).count).toBe(0);
    const priced = await list('?min_price=4000&max_price=5000&sort_by=LOW_PRICE');
    expect(names(priced)).toEqual(['Björn Lind', 'Anna Weiss']);
    // price_statistics ignore the price filter but honour the others.
    expect(priced.price_statistics).toEqual({ min_price_cents: 3000, max_price_cents: 6000 });
    const rock = await list(`?style=${lk.style.Rock}&min_price=100000`);
    expect(rock.count).toBe(0);
    expect(rock.price_statistics).toEqual({ min_price_cents: 3000, max_price_cents: 4500 });
    expect((await list('?style=999999')).price_statistics).toEqual({
      min_price_cents: null,
      max_price_cents: null,
    });
  });

  it('sorts by price, newest and popularity with the id as tie-breaker', async () => {
    expect(names(await list('?sort_by=LOW_PRICE'))).toEqual([
      'José Álvarez',
      'Björn Lind',
      'Anna Weiss',
      'Zoë Keller',
    ]);
    expect(names(await list('?sort_by=HIGH_PRICE'))).toEqual([
      'Zoë Keller',
      'Anna Weiss',
      'Björn Lind',
      'José Álvarez',
    ]);
    expect(names(await list('?sort_by=NEWEST'))).toEqual([
      'Zoë Keller',
      'Anna Weiss',
      'José Álvarez',
      'Björn Lind',
    ]);
    expect((await list('?sort_by=MOST_POPULAR')).results.map((m) => m.id)).toEqual(
      [ids.jose, ids.zoe, ids.bjorn, ids.anna].sort((a, b) => a! - b!),
    );
    // Recommended (no sort): without reviews or lessons, the most recently approved first.
    expect(names(await list())).toEqual(['Zoë Keller', 'Anna Weiss', 'José Álvarez', 'Björn Lind']);
    // The daily job moves every score to the new day once; the order of equals stays the same.
    ctx.clock.advance(3 * 86_400);
    await ctx.app.scheduler.runAll();
    const [state] = await queryRows<{ ranked_for: string | Date }>(
      ctx.database.db,
      sql`SELECT ranked_for FROM mentor_rank_state`,
    );
    expect(new Date(state!.ranked_for).toISOString().slice(0, 10)).toBe('2026-03-04');
    expect(names(await list())).toEqual(['Zoë Keller', 'Anna Weiss', 'José Álvarez', 'Björn Lind']);
  });

  it('pages deterministically: every mentor exactly once, next/previous keep the query', async () => {
    for (const sort of [
      '',
      '&sort_by=LOW_PRICE',
      '&sort_by=HIGH_PRICE',
      '&sort_by=NEWEST',
      '&sort_by=MOST_POPULAR',
    ]) {
      const seen: number[] = [];
      for (let page = 1; page <= 4; page++)
        seen.push(...(await list(`?page_size=1&page=${page}${sort}`)).results.map((m) => m.id));
      expect(new Set(seen).size).toBe(4);
    }
    const first = await list('?page_size=3&sort_by=LOW_PRICE');
    expect(first.next).toBe('/api/mentors/list/?page_size=3&sort_by=LOW_PRICE&page=2');
    const second = await list('?page_size=3&sort_by=LOW_PRICE&page=2');
    expect(second.results).toHaveLength(1);
    expect(second.next).toBeNull();
    expect(second.previous).toBe('/api/mentors/list/?page_size=3&sort_by=LOW_PRICE&page=1');
    const past = await list('?page=99');
    expect(past).toMatchObject({ count: 4, results: [], next: null });
  });

  it('searches accent-insensitively and with typos, ordered by relevance', async () => {
    expect(names(await list('?search=gutar'))).toEqual(['José Álvarez']);
    expect(names(await list('?search=Jose'))).toEqual(['José Álvarez']);
    expect(names(await list('?search=zoe'))).toEqual(['Zoë Keller']);
    expect(names(await list('?search=BJORN'))).toEqual(['Björn Lind']);
    expect(names(await list('?search=jazz%20piano'))[0]).toBe('Zoë Keller');
    expect(names(await list('?search=improvisation'))).toEqual(['Zoë Keller']);
    // Styles are searchable, and search combines with the other filters.
    expect((await list('?search=blues')).count).toBe(1);
    expect((await list(`?search=rock&instrument=Drums`)).count).toBe(1);
    expect((await list('?search=%20%20')).count).toBe(4);
    // Search with a price range: count, page and statistics agree (statistics ignore the price).
    const priced = await list('?search=rock&min_price=4000');
    expect(names(priced)).toEqual(['Björn Lind']);
    expect(priced.count).toBe(1);
    expect(priced.price_statistics).toEqual({ min_price_cents: 3000, max_price_cents: 4500 });
    expect(await list('?search=rock&page=5')).toMatchObject({ count: 2, results: [], next: null });
    const paged = [
      ...(await list('?search=rock&page_size=1')).results,
      ...(await list('?search=rock&page_size=1&page=2')).results,
    ];
    expect(new Set(paged.map((m) => m.id)).size).toBe(2);
    // Unapproved mentors are never found.
    expect((await list('?search=Pending')).count).toBe(0);
  });

  it('treats SQL and HTML in any field as plain text', async () => {
    for (const q of [
      '?search=%27%3B%20DROP%20TABLE%20mentors%3B--',
      '?search=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '?instrument=%27%20OR%201%3D1--',
      '?search=%22unterminated',
      '?search=a%20%26%20%7C%20!%20(',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/mentors/list/${q}` });
      expect(res.statusCode, q).toBe(200);
    }
    expect((await list()).count).toBe(4);
  });

  it.each([
    ['?page=0', 'page'],
    ['?page=-1', 'page'],
    ['?page=abc', 'page'],
    ['?page_size=51', 'page_size'],
    ['?page_size=0', 'page_size'],
    ['?min_price=-5', 'min_price'],
    ['?max_price=ten', 'max_price'],
    ['?min_price=5000&max_price=4000', 'min_price'],
    ['?sort_by=CHEAPEST', 'sort_by'],
    ['?style=rock', 'style'],
    ['?language=1,x', 'language'],
    ['?style=1&style=2', 'style'],
    ['?search=a%00b', 'search'],
    ['?instrument=%00', 'instrument'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/mentors/list/${query}` });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ errors: object }>().errors)).toContain(field);
  });

  it('refuses a 10 KB search string quickly with a clear message', async () => {
    const started = Date.now();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/mentors/list/?search=${'a'.repeat(10_240)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ detail: string }>().detail).toContain('search must be at most 200 characters');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
