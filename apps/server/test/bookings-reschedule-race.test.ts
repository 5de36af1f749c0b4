/**
 * B7 under concurrency: a booking and a reschedule request, or several requests, asking for one slot at
 * the same moment never both get it (the per-mentor lock, then the slot check under it, and the exclusion
 * constraints); two answers to one request at once: one wins, the other finds nothing open. On PostgreSQL
 * (TEST_DATABASE_URL) the calls really run in parallel over the pool; PGlite has one connection.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { login, type Session } from './auth-helpers.ts';
import { bookAs, bookingWorld, bookLesson, lessonRequest, type BookingWorld } from './booking-fixtures.ts';

let world: BookingWorld;
let mentor: Session;
let students: Session[];
beforeAll(async () => {
  world = await bookingWorld();
  mentor = await login(world.ctx.app, world.maya.email);
  students = [world.student];
  while (students.length < 10) students.push(await world.newStudent());
}, 120_000);
afterAll(() => world.ctx.close());

const at = (iso: string) => ({
  start_utc: iso,
  end_utc: new Date(Date.parse(iso) + 3_600_000).toISOString().replace('.000Z', 'Z'),
});
const ask = (who: Session, id: number, iso: string) =>
  who.inject({ method: 'PUT', url: `/api/lessons/bookings/${id}/reschedule/`, payload: at(iso) });
const answer = (id: number, verb: 'accept' | 'decline') =>
  mentor.inject({ method: 'PUT', url: `/api/lessons/bookings/${id}/reschedule/${verb}/` });

/** Who holds an instant of Maya's: live bookings and open requests whose held range covers it. */
async function holdersAt(iso: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    world.ctx.database.db,
    sql`SELECT (SELECT count(*) FROM bookings WHERE mentor_id = ${world.maya.id}
                  AND status IN ('pending', 'paid', 'free_trial') AND start_at <= ${iso} AND hold_until > ${iso})
             + (SELECT count(*) FROM reschedule_requests WHERE mentor_id = ${world.maya.id}
                  AND status = 'open' AND start_at <= ${iso} AND hold_until > ${iso})::int AS n`,
  );
  return Number(row!.n);
}

it('a booking and a reschedule request racing for one slot: exactly one gets it', async () => {
  const outcomes: string[] = [];
  for (let day = 1; day <= 8; day += 1) {
    const date = `2026-12-${String(day).padStart(2, '0')}`;
    const id = await bookLesson(world, students[0]!, `${date}T08:00:00Z`);
    const slot = `${date}T12:00:00Z`;
    const [request, booking] = await Promise.all([
      ask(students[0]!, id, slot),
      bookAs(students[1]!, lessonRequest(world, slot)),
    ]);
    const codes = [request.statusCode, booking.statusCode].sort();
    outcomes.push(`${request.statusCode}/${booking.statusCode}`);
    expect([
      [200, 409],
      [201, 409],
    ]).toContainEqual(codes);
    expect(await holdersAt(slot)).toBe(1);
  }
  console.log(`[reschedule vs booking on ${world.ctx.database.kind}] request/booking: ${outcomes.join(' ')}`);
}, 120_000);

it('ten requests of ten lessons for one slot: one 200 and nine 409s', async () => {
  const ids: number[] = [];
  for (const [i, student] of students.entries()) {
    ids.push(await bookLesson(world, student, `2026-12-${String(10 + i).padStart(2, '0')}T08:00:00Z`));
  }
  const slot = '2026-12-09T13:00:00Z';
  const answers = await Promise.all(students.map((s, i) => ask(s, ids[i]!, slot)));
  const count = (code: number) => answers.filter((a) => a.statusCode === code).length;
  expect(count(200)).toBe(1);
  expect(count(409)).toBe(9);
  expect(await holdersAt(slot)).toBe(1);
}, 120_000);

it.each([
  ['accept', 'decline'],
  ['accept', 'accept'],
  ['decline', 'decline'],
] as const)('%s and %s at once: one wins, the other finds nothing open', async (first, second) => {
  const student = students[2]!;
  const day = { accept: 20, decline: 22 }[first] + (second === 'decline' ? 1 : 0);
  const id = await bookLesson(world, student, `2026-12-${day}T08:00:00Z`);
  const slot = `2026-12-${day}T14:00:00Z`;
  expect((await ask(student, id, slot)).statusCode).toBe(200);
  const answers = await Promise.all([answer(id, first), answer(id, second)]);
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  const winner = answers.findIndex((a) => a.statusCode === 200) === 0 ? first : second;
  const [row] = await queryRows<{ start_at: Date | string; statuses: string }>(
    world.ctx.database.db,
    sql`SELECT b.start_at, (SELECT string_agg(status, ',') FROM reschedule_requests WHERE booking_id = b.id) AS statuses
        FROM bookings b WHERE b.id = ${id}`,
  );
  expect(row!.statuses).toBe(winner === 'accept' ? 'accepted' : 'declined');
  expect(new Date(row!.start_at).toISOString()).toBe(
    new Date(winner === 'accept' ? slot : `2026-12-${day}T08:00:00Z`).toISOString(),
  );
});
