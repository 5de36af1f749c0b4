/**
 * B7's lapse: an unanswered request lapses at the earlier of 48 h after it was made and 2 h before either
 * start. The scheduled job marks it and tells the student; the held slot is free from that moment even
 * before the job runs. And after a move, the reminders follow the new time (R6).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bookingMessages, type AvailableTimesResponse, type Booking } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { latestMailTo, login, type Session } from './auth-helpers.ts';
import { bookingWorld, bookLesson, type BookingWorld } from './booking-fixtures.ts';

let world: BookingWorld;
let mentor: Session;
let student: Session;
beforeAll(async () => {
  world = await bookingWorld();
  student = world.student;
  mentor = await login(world.ctx.app, world.maya.email);
});
afterAll(() => world.ctx.close());

const at = (iso: string) => ({
  start_utc: iso,
  end_utc: new Date(Date.parse(iso) + 3_600_000).toISOString().replace('.000Z', 'Z'),
});
const ask = (id: number, iso: string) =>
  student.inject({ method: 'PUT', url: `/api/lessons/bookings/${id}/reschedule/`, payload: at(iso) });
const accept = (id: number) =>
  mentor.inject({ method: 'PUT', url: `/api/lessons/bookings/${id}/reschedule/accept/` });
const read = async (id: number) =>
  (await student.inject({ method: 'GET', url: `/api/lessons/bookings/${id}/` })).json<Booking>();
const statusOf = async (id: number) =>
  (
    await queryRows<{ status: string }>(
      world.ctx.database.db,
      sql`SELECT status FROM reschedule_requests WHERE booking_id = ${id} ORDER BY id DESC LIMIT 1`,
    )
  )[0]?.status;

async function offered(date: string): Promise<string[]> {
  const res = await world.ctx.app.inject({
    method: 'GET',
    url: `/api/mentors/available-times/?mentor_id=${world.maya.id}&session_id=${world.maya.sessions[60]}&start_date=${date}&end_date=${date}`,
  });
  return res.json<AvailableTimesResponse>().available_slots.map((s) => s.start_utc);
}

/** Moves the clock to an instant; optionally runs the scheduled work; signs both people in again. */
async function moveTo(iso: string, runJobs = true) {
  const seconds = (Date.parse(iso) - world.ctx.clock.now().getTime()) / 1000;
  world.ctx.clock.advance(seconds);
  if (runJobs) await world.ctx.app.scheduler.runAll();
  student = await login(world.ctx.app, student.user.email);
  mentor = await login(world.ctx.app, world.maya.email);
}

async function remindersTo(email: string): Promise<string[]> {
  const rows = await queryRows<{ text_body: string }>(
    world.ctx.database.db,
    sql`SELECT text_body FROM outbox_emails WHERE to_address = ${email} AND subject LIKE 'Reminder:%' ORDER BY id`,
  );
  return rows.map((r) => r.text_body);
}

it('lapses 48 hours after the request when both starts are further away, and tells the student', async () => {
  // Now: Monday 23 November 08:00 UTC.
  const id = await bookLesson(world, student, '2026-11-30T10:00:00Z');
  await ask(id, '2026-12-01T10:00:00Z');
  expect((await read(id)).reschedule_request?.lapses_at).toBe('2026-11-25T08:00:00Z');

  await moveTo('2026-11-25T07:59:00Z');
  expect(await statusOf(id)).toBe('open');
  expect((await read(id)).reschedule_request).not.toBeNull();
  expect(await offered('2026-12-01')).not.toContain('2026-12-01T10:00:00Z');

  await moveTo('2026-11-25T08:00:00Z');
  expect(await statusOf(id)).toBe('lapsed');
  expect(await read(id)).toMatchObject({
    reschedule_request: null,
    can_reschedule: true,
    date_time: { start: '2026-11-30T10:00:00Z' },
  });
  const mail = await latestMailTo(world.ctx, student.user.email);
  expect(mail?.subject).toBe(`Your request for a new time lapsed: LES-${id} | Music Mentors`);
  expect(mail?.text).toContain('Your lesson stays at its time: Monday, 30 November 2026 at 10:00 (UTC).');
  expect(await offered('2026-12-01')).toContain('2026-12-01T10:00:00Z');
  const late = await accept(id);
  expect(late.statusCode).toBe(400);
  expect(late.json<{ error: string }>().error).toBe(bookingMessages.rescheduleNoOpenRequest);
});

it('lapses 2 hours before the current start, and frees the slot at that moment even before the job runs', async () => {
  // Now: Wednesday 25 November 08:00 UTC.
  const id = await bookLesson(world, student, '2026-11-26T10:00:00Z');
  await ask(id, '2026-11-28T10:00:00Z');
  expect((await read(id)).reschedule_request?.lapses_at).toBe('2026-11-26T08:00:00Z');

  await moveTo('2026-11-26T08:00:00Z', false);
  expect(await statusOf(id)).toBe('open'); // the job has not run...
  expect((await read(id)).reschedule_request).toBeNull(); // ...but the request is over
  expect(await offered('2026-11-28')).toContain('2026-11-28T10:00:00Z');
  expect((await accept(id)).statusCode).toBe(400);
  expect((await read(id)).date_time.start).toBe('2026-11-26T10:00:00Z');

  await world.ctx.app.scheduler.runAll();
  expect(await statusOf(id)).toBe('lapsed');
  const [lapsedMail] = await queryRows<{ n: number }>(
    world.ctx.database.db,
    sql`SELECT count(*)::int AS n FROM outbox_emails WHERE to_address = ${student.user.email}
        AND subject = ${`Your request for a new time lapsed: LES-${id} | Music Mentors`}`,
  );
  expect(lapsedMail?.n).toBe(1);
});

it("after a move the reminders follow the lesson's new time", async () => {
  // Now: Thursday 26 November 08:00 UTC. A lesson 28 h away moves two days later.
  const id = await bookLesson(world, student, '2026-11-27T12:00:00Z');
  await ask(id, '2026-11-29T12:00:00Z');
  expect((await accept(id)).statusCode).toBe(200);
  const before = (await remindersTo(student.user.email)).length;

  await moveTo('2026-11-26T12:01:00Z'); // 24 h before the old time
  expect(await remindersTo(student.user.email)).toHaveLength(before);

  await moveTo('2026-11-28T12:01:00Z'); // 24 h before the new time
  const reminders = await remindersTo(student.user.email);
  expect(reminders).toHaveLength(before + 1);
  expect(reminders.at(-1)).toContain('When: Sunday, 29 November 2026 at 12:00 (UTC)');
});
