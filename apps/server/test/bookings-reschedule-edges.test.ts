/**
 * B7's lapse when the NEW time is the nearest: a request for a time sooner than 50 hours away lapses 2 h
 * before that new start, earlier than 48 h after it was made. The slot it held is offered again, the lesson
 * keeps its time and the student is told.
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
const lapseMails = async (id: number) =>
  (
    await queryRows<{ n: number }>(
      world.ctx.database.db,
      sql`SELECT count(*)::int AS n FROM outbox_emails WHERE to_address = ${student.user.email}
          AND subject = ${`Your request for a new time lapsed: LES-${id} | Music Mentors`}`,
    )
  )[0]!.n;

async function offered(date: string): Promise<string[]> {
  const res = await world.ctx.app.inject({
    method: 'GET',
    url: `/api/mentors/available-times/?mentor_id=${world.maya.id}&session_id=${world.maya.sessions[60]}&start_date=${date}&end_date=${date}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<AvailableTimesResponse>().available_slots.map((s) => s.start_utc);
}

/** Moves the clock to an instant; optionally runs the scheduled work; signs both people in again. */
async function moveTo(iso: string, runJobs = true) {
  world.ctx.clock.advance((Date.parse(iso) - world.ctx.clock.now().getTime()) / 1000);
  if (runJobs) await world.ctx.app.scheduler.runAll();
  student = await login(world.ctx.app, student.user.email);
  mentor = await login(world.ctx.app, world.maya.email);
}

it('lapses 2 h before the new start when that comes before 48 h, frees the held slot and tells the student', async () => {
  // Now: Monday 23 November 08:00 UTC. A lesson 5 days ahead asks to move to 30 h ahead.
  const id = await bookLesson(world, student, '2026-11-28T10:00:00Z');
  const asked = await ask(id, '2026-11-24T14:00:00Z');
  expect(asked.statusCode).toBe(200);
  // New start − 2 h: 28 h after the request, not 48 h (Wednesday 08:00) nor old start − 2 h.
  expect((await read(id)).reschedule_request?.lapses_at).toBe('2026-11-24T12:00:00Z');
  expect(await offered('2026-11-24')).not.toContain('2026-11-24T14:00:00Z');

  await moveTo('2026-11-24T11:59:00Z');
  expect(await statusOf(id)).toBe('open');
  expect((await read(id)).reschedule_request?.start_utc).toBe('2026-11-24T14:00:00Z');
  expect(await offered('2026-11-24')).not.toContain('2026-11-24T14:00:00Z');
  expect(await lapseMails(id)).toBe(0);

  await moveTo('2026-11-24T12:00:00Z');
  expect(await statusOf(id)).toBe('lapsed');
  expect(await read(id)).toMatchObject({
    status: 'paid',
    reschedule_request: null,
    date_time: { start: '2026-11-28T10:00:00Z' },
  });
  expect(await offered('2026-11-24')).toContain('2026-11-24T14:00:00Z');
  // The lesson still holds its own time.
  expect(await offered('2026-11-28')).not.toContain('2026-11-28T10:00:00Z');

  expect(await lapseMails(id)).toBe(1);
  const mail = await latestMailTo(world.ctx, student.user.email);
  expect(mail?.subject).toBe(`Your request for a new time lapsed: LES-${id} | Music Mentors`);
  expect(mail?.text).toContain('Your lesson stays at its time: Saturday, 28 November 2026 at 10:00 (UTC).');

  const late = await accept(id);
  expect(late.statusCode).toBe(400);
  expect(late.json<{ detail: string }>().detail).toBe(bookingMessages.rescheduleNoOpenRequest);
  // The job running again does not tell the student twice.
  await world.ctx.app.scheduler.runAll();
  expect(await lapseMails(id)).toBe(1);
});

it('when 48 h after the request and 2 h before the new start coincide, it lapses at that instant', async () => {
  // Now: Tuesday 24 November 12:00 UTC. The new start is exactly 50 h away.
  const id = await bookLesson(world, student, '2026-12-02T10:00:00Z');
  expect((await ask(id, '2026-11-26T14:00:00Z')).statusCode).toBe(200);
  expect((await read(id)).reschedule_request?.lapses_at).toBe('2026-11-26T12:00:00Z');
});
