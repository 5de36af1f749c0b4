/**
 * The public read cache (ADR 43): a visitor's second read of a public answer comes from memory, any
 * committed change that the answer reads drops it (whichever path made it), a signed-in caller's answer is
 * never served from the cache nor kept in it, its bounds hold, and on PostgreSQL a change made through
 * one app reaches the cache of another on the same database. Observed through X-Cache (hit / miss), never
 * by timing.
 */
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { OutboxMailer } from '../src/platform/mail/mailer.ts';
import { PublicCache } from '../src/platform/public-cache/cache.ts';
import { CACHE_LISTENER_APPLICATION_NAME } from '../src/platform/public-cache/pg-listener.ts';
import { bookingWorld, bookLesson, type BookingWorld } from './booking-fixtures.ts';
import { createTestContext } from './helpers.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const LIST = '/api/mentors/list/';

describe('the public read cache', () => {
  let world: BookingWorld;
  let app: App;
  const visitor = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const profileUrl = () => `/api/mentors/${world.maya.id}/`;
  const timesUrl = () =>
    `/api/mentors/available-times/?mentor_id=${world.maya.id}&session_id=${world.maya.sessions[60]}` +
    '&start_date=2026-11-24&end_date=2026-11-24';
  /** Runs a write and resolves once this app's cache has heard of it (at once on PGlite). */
  const changed = async (write: () => Promise<unknown>) => {
    const heard = app.publicCache.nextInvalidation();
    await write();
    await heard;
  };

  beforeAll(async () => {
    world = await bookingWorld({ env: { PUBLIC_CACHE: 'on' } });
    app = world.ctx.app;
  });
  afterAll(() => world.ctx.close());

  it("serves a visitor's second read of the list, a profile, a lookup and available times from memory", async () => {
    for (const url of [
      LIST,
      `${LIST}?sort_by=LOW_PRICE&page_size=1`,
      profileUrl(),
      '/api/mentors/skills/',
      timesUrl(),
    ]) {
      const first = await visitor(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['x-cache'], url).toBe('miss');
      const second = await visitor(url);
      expect(second.headers['x-cache'], url).toBe('hit');
      expect(second.body, url).toBe(first.body);
      expect(second.headers['content-type'], url).toBe(first.headers['content-type']);
      expect(second.headers['x-server-time'], url).toBeDefined();
    }
  });

  it('still negotiates compression on a hit', async () => {
    const plain = await visitor(LIST);
    const br = await visitor(LIST, { 'accept-encoding': 'br' });
    expect(br.headers['x-cache']).toBe('hit');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('keeps available times per time zone: the same dates are other instants elsewhere', async () => {
    const berlin = await visitor(timesUrl(), { 'x-timezone': 'Europe/Berlin' });
    const tokyo = await visitor(timesUrl(), { 'x-timezone': 'Asia/Tokyo' });
    expect(tokyo.headers['x-cache']).toBe('miss');
    expect(tokyo.json<{ timezone: string }>().timezone).toBe('Asia/Tokyo');
    expect(berlin.json<{ timezone: string }>().timezone).toBe('Europe/Berlin');
  });

  it('drops what it keeps when any write path changes what the answers read', async () => {
    await visitor(profileUrl());
    expect((await visitor(profileUrl())).headers['x-cache']).toBe('hit');
    // A statement no route makes: the database trigger, not the code path, is what announces it.
    await changed(() =>
      world.ctx.database.db.execute(
        sql`UPDATE mentors SET headline = 'Flamenco and fingerstyle' WHERE id = ${world.maya.id}`,
      ),
    );
    const fresh = await visitor(profileUrl());
    expect(fresh.headers['x-cache']).toBe('miss');
    expect(fresh.json<{ headline: string }>().headline).toBe('Flamenco and fingerstyle');
  });

  it('is dropped by a change this app answers before that answer leaves, without waiting for the database', async () => {
    await visitor(profileUrl());
    expect((await visitor(profileUrl())).headers['x-cache']).toBe('hit');
    // A support request touches nothing the answers read, so no notification comes: the app's own write did it.
    const sent = await app.inject({
      method: 'POST',
      url: '/api/support/',
      payload: { type: 'other', message: 'Where do I find the metronome?', email: 'asker@example.com' },
      remoteAddress: '203.0.113.77',
    });
    expect(sent.statusCode).toBe(201);
    expect((await visitor(profileUrl())).headers['x-cache']).toBe('miss');
    // A refused change drops nothing.
    expect((await visitor(profileUrl())).headers['x-cache']).toBe('hit');
    const refused = await app.inject({
      method: 'POST',
      url: '/api/support/',
      payload: {},
      remoteAddress: '203.0.113.78',
    });
    expect(refused.statusCode).toBe(400);
    expect((await visitor(profileUrl())).headers['x-cache']).toBe('hit');
  });

  it('drops available times when a booking takes a slot', async () => {
    const slotStarts = async () =>
      (await visitor(timesUrl()))
        .json<{ available_slots: { start_utc: string }[] }>()
        .available_slots.map((slot) => slot.start_utc);
    const before = await slotStarts();
    expect(before).toContain('2026-11-24T09:00:00Z');
    expect((await visitor(timesUrl())).headers['x-cache']).toBe('hit');
    await changed(() => bookLesson(world, world.student, '2026-11-24T09:00:00Z'));
    const after = await visitor(timesUrl());
    expect(after.headers['x-cache']).toBe('miss');
    expect(
      after.json<{ available_slots: { start_utc: string }[] }>().available_slots.map((s) => s.start_utc),
    ).not.toContain('2026-11-24T09:00:00Z');
  });

  it("never serves a signed-in student's answers from the cache, nor keeps them", async () => {
    const student = await world.newStudent();
    await changed(() => student.inject({ method: 'POST', url: `/api/mentors/${world.maya.id}/like/` }));
    const savedIn = (body: string) =>
      (JSON.parse(body) as { results: { id: number; saved: boolean }[] }).results.find(
        (m) => m.id === world.maya.id,
      )?.saved;
    // The student reads first: had their answer been kept, the visitor would get it (and their saved flag).
    const theirs = await student.inject({ method: 'GET', url: LIST });
    expect(theirs.headers['x-cache']).toBeUndefined();
    expect(savedIn(theirs.body)).toBe(true);
    const visitors = await visitor(LIST);
    expect(visitors.headers['x-cache']).toBe('miss');
    expect(savedIn(visitors.body)).toBe(false);
    // And with the visitor's answer kept, the student still gets their own list and profile.
    expect((await visitor(LIST)).headers['x-cache']).toBe('hit');
    const again = await student.inject({ method: 'GET', url: LIST });
    expect(again.headers['x-cache']).toBeUndefined();
    expect(savedIn(again.body)).toBe(true);
    await visitor(profileUrl());
    const profile = await student.inject({ method: 'GET', url: profileUrl() });
    expect(profile.headers['x-cache']).toBeUndefined();
    expect(profile.json<{ saved: boolean }>().saved).toBe(true);
  });

  it('treats a request with an access cookie as personal even when the session is gone', async () => {
    await visitor(LIST);
    const stale = await visitor(LIST, { cookie: 'access_token=expired' });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['x-cache']).toBeUndefined();
  });

  it('lets an answer age out on the app clock (the safety net for time passing)', async () => {
    await visitor('/api/mentors/styles/');
    expect((await visitor('/api/mentors/styles/')).headers['x-cache']).toBe('hit');
    world.ctx.clock.advance(app.publicCache.limits.ttlMs / 1000);
    expect((await visitor('/api/mentors/styles/')).headers['x-cache']).toBe('miss');
  });

  it('caches nothing but answers of 200', async () => {
    const missing = `/api/mentors/999999/`;
    expect((await visitor(missing)).statusCode).toBe(404);
    expect((await visitor(missing)).headers['x-cache']).toBeUndefined();
  });
});

describe('the cache itself', () => {
  const cache = (limits = {}) => new PublicCache(true, () => 0, limits);
  const answer = (body: string) => ({ body, contentType: 'application/json' });

  it('refuses an answer read before an invalidation', () => {
    const c = cache();
    const generation = c.begin();
    c.invalidate();
    expect(c.store('/a', answer('old'), generation)).toBe(false);
    expect(c.get('/a')).toBeUndefined();
    expect(c.store('/a', answer('new'), c.begin())).toBe(true);
    expect(c.get('/a')?.body).toBe('new');
  });

  it('holds its bounds of entries and bytes, dropping the least recently used first', () => {
    const c = cache({ maxEntries: 3, maxBytes: 1_000, maxEntryBytes: 600 });
    for (const key of ['/1', '/2', '/3']) c.store(key, answer('x'.repeat(100)), c.begin());
    c.get('/1');
    c.store('/4', answer('x'.repeat(100)), c.begin());
    expect(c.size).toBe(3);
    expect(c.get('/2')).toBeUndefined();
    expect(c.get('/1')).toBeDefined();
    c.store('/5', answer('x'.repeat(550)), c.begin());
    expect(c.bytes).toBeLessThanOrEqual(1_000);
    expect(c.store('/6', answer('x'.repeat(700)), c.begin())).toBe(false);
    for (let i = 0; i < 50; i++) c.store(`/many/${i}`, answer('y'.repeat(i * 10)), c.begin());
    expect(c.size).toBeLessThanOrEqual(3);
    expect(c.bytes).toBeLessThanOrEqual(1_000);
  });

  it('serves nothing and keeps nothing while invalidations may be missed, and starts empty after', () => {
    const c = cache();
    c.store('/a', answer('a'), c.begin());
    c.setTrusted(false);
    expect(c.get('/a')).toBeUndefined();
    expect(c.store('/b', answer('b'), c.begin())).toBe(false);
    c.setTrusted(true);
    expect(c.get('/a')).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('is inactive with PUBLIC_CACHE=off: no header, every read from the database', async () => {
    const ctx = await createTestContext({ env: { PUBLIC_CACHE: 'off' } });
    try {
      for (let i = 0; i < 2; i++) {
        const res = await ctx.app.inject({ method: 'GET', url: LIST });
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-cache']).toBeUndefined();
      }
      expect(ctx.app.publicCache.size).toBe(0);
    } finally {
      await ctx.close();
    }
  });
});

describe.skipIf(!onPostgres)('two apps on one PostgreSQL database', () => {
  let world: BookingWorld;
  let second: { app: App; database: Database };

  beforeAll(async () => {
    world = await bookingWorld({ env: { PUBLIC_CACHE: 'on' } });
    const { ctx } = world;
    const database = await openDatabase({ url: ctx.database.url, poolSize: 3 });
    const app = await buildApp({
      config: ctx.config,
      database,
      clock: ctx.clock,
      mailer: new OutboxMailer(database, ctx.clock),
    });
    await app.ready();
    second = { app, database };
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
    await world?.ctx.close();
  });

  it("a change made through one app makes the other's next read fresh", async () => {
    const url = `/api/mentors/${world.maya.id}/`;
    const onB = () => second.app.inject({ method: 'GET', url });
    await onB();
    expect((await onB()).headers['x-cache']).toBe('hit');
    const heardByB = second.app.publicCache.nextInvalidation();
    // On app A's pool: Maya's price changes.
    await world.ctx.database.db.execute(
      sql`UPDATE mentors SET amount_cents = 7700 WHERE id = ${world.maya.id}`,
    );
    await heardByB;
    const fresh = await onB();
    expect(fresh.headers['x-cache']).toBe('miss');
    expect(fresh.json<{ amount_cents: number }>().amount_cents).toBe(7700);
  });

  it("a booking through one app drops the other's available times", async () => {
    const url =
      `/api/mentors/available-times/?mentor_id=${world.maya.id}&session_id=${world.maya.sessions[60]}` +
      '&start_date=2026-11-25&end_date=2026-11-25';
    const onB = () => second.app.inject({ method: 'GET', url });
    const starts = (body: string) =>
      (JSON.parse(body) as { available_slots: { start_utc: string }[] }).available_slots.map(
        (s) => s.start_utc,
      );
    expect(starts((await onB()).body)).toContain('2026-11-25T10:00:00Z');
    expect((await onB()).headers['x-cache']).toBe('hit');
    const heardByB = second.app.publicCache.nextInvalidation();
    await bookLesson(world, world.student, '2026-11-25T10:00:00Z');
    await heardByB;
    const fresh = await onB();
    expect(fresh.headers['x-cache']).toBe('miss');
    expect(starts(fresh.body)).not.toContain('2026-11-25T10:00:00Z');
  });

  it('starts empty once its lost listener is back (notifications sent meanwhile would be missed)', async () => {
    const url = `/api/mentors/${world.maya.id}/`;
    const onB = () => second.app.inject({ method: 'GET', url });
    await onB();
    expect((await onB()).headers['x-cache']).toBe('hit');
    // Coming back trusted again drops everything, which is what wakes this.
    const back = second.app.publicCache.nextInvalidation();
    await world.ctx.database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name = ${CACHE_LISTENER_APPLICATION_NAME} AND datname = current_database()`,
    );
    await back;
    expect(second.app.publicCache.active).toBe(true);
    expect((await onB()).headers['x-cache']).toBe('miss');
    expect((await onB()).headers['x-cache']).toBe('hit');
  });
});
