/**
 * Property-based fuzzing of the whole documented API (hardening issue): requests drawn from the app's own
 * OpenAPI document (test/fuzz/), sent as a visitor, a student, a mentor and a staff member with valid
 * cookies and CSRF token, so most of them reach validation and some the services and the database. A
 * client's mistake must never answer 5xx, and every error must keep the R1 shape.
 *
 * The seed is fixed so CI is repeatable; FUZZ_SEED and FUZZ_RUNS explore further by hand. A failure prints
 * fast-check's report: the seed, the replay path and the failing request. CI runs this file on PGlite and
 * again on PostgreSQL: each database gets its own seed and half the cases, so the two runs together send
 * the 5,000 different requests one run used to send twice (about 20 s less CI).
 *
 * Nothing is excluded: a call that ends a session (logout, a refresh token's reuse) or anything else that
 * signs a fuzzing person out is followed by signing them in again, so the next request still carries a
 * live session. Deleting the account needs its own e-mail address, which no generated body contains.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ACCESS_COOKIE, CSRF_COOKIE } from '@app/contract';
import { CookieJar, login, Session } from './auth-helpers.ts';
import { bookLesson, useBookingWorld } from './booking-fixtures.ts';
import { insertClass, staffSession } from './masterclass-fixtures.ts';
import { FuzzStats, runFuzzer, type FuzzAnswer } from './fuzz/run.ts';
import { operationsOf, type FuzzRequest, type Role } from './fuzz/requests.ts';
import type { OpenApiDocument } from './fuzz/schema-values.ts';

const ON_POSTGRESQL = Boolean(process.env.TEST_DATABASE_URL);
const SEED = Number(process.env.FUZZ_SEED ?? (ON_POSTGRESQL ? 15_2026 : 14_2026));
const RUNS = Number(process.env.FUZZ_RUNS ?? 2_500);
const ORIGIN = 'http://localhost:3000';

const world = useBookingWorld();
const stats = new FuzzStats(SEED);
const sessions = {} as Record<Role, Session>;
const emails = {} as Record<Exclude<Role, 'visitor'>, string>;
let doc: OpenApiDocument;

beforeAll(async () => {
  const { app } = world.ctx;
  // Rows for the small ids the fuzzer sends: a paid and a pending lesson, a room, a class, a ticket.
  await bookLesson(world, world.student, '2026-11-25T10:00:00Z');
  await bookLesson(world, world.student, '2026-11-26T10:00:00Z', { pay: false });
  await world.student.inject({
    method: 'POST',
    url: `/api/conversations/send-message/${world.maya.userId}/`,
    payload: { message: 'Hello Maya' },
  });
  await insertClass(world, { name: 'Fuzzed class', start: '2026-11-30T18:00:00Z' });
  const staff = await staffSession(world);
  await staff.inject({
    method: 'POST',
    url: '/api/admin/promo-codes/',
    payload: { code: 'FUZZ10', percent_off: 10 },
  });
  await world.student.inject({
    method: 'POST',
    url: '/api/support/',
    payload: { type: 'other', message: 'A question', email: world.student.user.email },
  });

  const visitorJar = new CookieJar();
  visitorJar.store(await app.inject({ method: 'GET', url: '/api/auth/check/' }));
  sessions.visitor = new Session(app, visitorJar, { id: 0, email: '' });
  sessions.student = world.student;
  sessions.mentor = world.mentor;
  sessions.staff = staff;
  emails.student = world.student.user.email;
  emails.mentor = world.maya.email;
  emails.staff = staff.user.email;
  doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
});

afterAll(() => {
  console.log(`${stats.summary()}\n  statuses: ${stats.statuses()}`);
});

async function send(request: FuzzRequest): Promise<FuzzAnswer> {
  const session = sessions[request.role];
  const res = await session.inject({
    method: request.method,
    url: request.url,
    headers: { origin: ORIGIN, ...request.headers },
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
    remoteAddress: request.ip,
    csrf: !request.withoutCsrf,
  });
  if (request.role !== 'visitor' && !session.jar.get(ACCESS_COOKIE)) {
    sessions[request.role] = await login(world.ctx.app, emails[request.role]);
  }
  return { status: res.statusCode, body: res.body };
}

test('no request built from the OpenAPI document answers 5xx, whoever sends it', async () => {
  expect(sessions.visitor.jar.get(CSRF_COOKIE)).toBeTruthy();
  await runFuzzer(doc, send, { seed: SEED, numRuns: RUNS }, stats);

  expect(stats.serverErrors).toBe(0);
  expect(stats.requests).toBeGreaterThanOrEqual(RUNS);
  // The run means something only if it reached every operation, and some requests got past validation.
  const operations = operationsOf(doc);
  expect(operations.length).toBeGreaterThan(80);
  const missed = operations.filter(
    (op) => (stats.byOperation.get(op.id) ?? 0) < RUNS / operations.length / 3,
  );
  expect(missed.map((op) => op.id)).toEqual([]);
  const succeeded = [...stats.byStatus]
    .filter(([status]) => status < 300)
    .reduce((n, [, count]) => n + count, 0);
  expect(succeeded).toBeGreaterThan(RUNS / 20);
}, 600_000);
