/**
 * Withdrawing a request for a new time (issue 17): only the student who asked, only while it waits. The
 * row becomes `withdrawn`, the held slot frees at once, the mentor is mailed (an outbox row of the same
 * transaction) and the mentor's card no longer shows the request. Every other caller is refused: a visitor
 * 401, a stranger (student or staff) 404, the lesson's mentor 403, nothing open 409. On PostgreSQL a
 * withdrawal and the mentor's acceptance at once: one wins.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bookingMessages, type Booking } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { latestMailTo, login, registerAndConfirm, type Session } from './auth-helpers.ts';
import { bookAs, bookLesson, lessonRequest, useBookingWorld } from './booking-fixtures.ts';

const world = useBookingWorld();

const at = (iso: string) => ({
  start_utc: iso,
  end_utc: new Date(Date.parse(iso) + 3_600_000).toISOString().replace('.000Z', 'Z'),
});
const ask = (who: Session, id: number, iso: string) =>
  who.inject({ method: 'PUT', url: `/api/lessons/bookings/${id}/reschedule/`, payload: at(iso) });
const withdraw = (who: Session, id: number) =>
  who.inject({ method: 'PUT', url: `/api/lessons/bookings/${id}/reschedule/withdraw/` });
const accept = (id: number) =>
  world.mentor.inject({ method: 'PUT', url: `/api/lessons/bookings/${id}/reschedule/accept/` });
const read = async (who: Session, id: number) =>
  (await who.inject({ method: 'GET', url: `/api/lessons/bookings/${id}/` })).json<Booking>();
const statuses = async (id: number) =>
  (
    await queryRows<{ status: string }>(
      world.ctx.database.db,
      sql`SELECT status FROM reschedule_requests WHERE booking_id = ${id} ORDER BY id`,
    )
  ).map((r) => r.status);

function expectRefusal(res: { statusCode: number; json: <T>() => T }, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json<{ detail: string; error: string }>()).toMatchObject({ detail: message, error: message });
}

/** A paid lesson of a new student with an open request for `wanted`. */
async function lessonWithRequest(start: string, wanted: string) {
  const student = await world.newStudent();
  const id = await bookLesson(world, student, start);
  expect((await ask(student, id, wanted)).statusCode).toBe(200);
  return { student, id };
}

describe('PUT /api/lessons/bookings/{id}/reschedule/withdraw/', () => {
  it('the student withdraws: the slot frees, the mentor is mailed and sees no request', async () => {
    const wanted = '2026-11-27T10:00:00Z';
    const { student, id } = await lessonWithRequest('2026-11-26T10:00:00Z', wanted);
    // Held for everybody else while it waits.
    const other = await world.newStudent();
    expect((await bookAs(other, lessonRequest(world, wanted))).statusCode).toBe(409);

    const res = await withdraw(student, id);
    expect(res.statusCode).toBe(200);
    const answer = res.json<Booking>();
    expect(answer.reschedule_request).toBeNull();
    expect(answer.can_reschedule).toBe(true);
    expect(new Date(answer.date_time.start).toISOString()).toBe('2026-11-26T10:00:00.000Z');
    expect(await statuses(id)).toEqual(['withdrawn']);
    expect((await read(world.mentor, id)).reschedule_request).toBeNull();

    const mail = await latestMailTo(world.ctx, world.maya.email);
    expect(mail?.subject).toContain(`Request for a new time withdrawn: LES-${id}`);
    expect(mail?.text).toContain('withdrew the request');

    // The held time is free again: another student books it.
    expect((await bookAs(other, lessonRequest(world, wanted))).statusCode).toBe(201);
    // And the student may ask again.
    expect((await ask(student, id, '2026-11-28T10:00:00Z')).statusCode).toBe(200);
  });

  it('only the student who asked: visitor 401, stranger and staff 404, the mentor 403', async () => {
    const { student, id } = await lessonWithRequest('2026-11-30T10:00:00Z', '2026-12-01T10:00:00Z');
    const visitor = await world.ctx.app.inject({
      method: 'PUT',
      url: `/api/lessons/bookings/${id}/reschedule/withdraw/`,
    });
    expect(visitor.statusCode).toBe(401);
    expectRefusal(await withdraw(await world.newStudent(), id), 404, bookingMessages.bookingNotFound);
    await registerAndConfirm(world.ctx, 'staff-withdraw@example.com');
    await world.ctx.database.db.execute(
      sql`UPDATE users SET is_staff = true WHERE email = 'staff-withdraw@example.com'`,
    );
    const staff = await login(world.ctx.app, 'staff-withdraw@example.com');
    expectRefusal(await withdraw(staff, id), 404, bookingMessages.bookingNotFound);
    expectRefusal(await withdraw(world.mentor, id), 403, bookingMessages.rescheduleOnlyRequester);
    expect(await statuses(id)).toEqual(['open']);
    expect((await withdraw(student, id)).statusCode).toBe(200);
  });

  it('nothing waiting: 409 without a request, after an answer and twice; a malformed id 400', async () => {
    const student = await world.newStudent();
    const id = await bookLesson(world, student, '2026-12-02T10:00:00Z');
    expectRefusal(await withdraw(student, id), 409, bookingMessages.rescheduleNothingToWithdraw);
    expect((await ask(student, id, '2026-12-03T10:00:00Z')).statusCode).toBe(200);
    expect((await accept(id)).statusCode).toBe(200);
    expectRefusal(await withdraw(student, id), 409, bookingMessages.rescheduleNothingToWithdraw);
    expect(await statuses(id)).toEqual(['accepted']);

    const again = await lessonWithRequest('2026-12-04T10:00:00Z', '2026-12-05T10:00:00Z');
    expect((await withdraw(again.student, again.id)).statusCode).toBe(200);
    expectRefusal(await withdraw(again.student, again.id), 409, bookingMessages.rescheduleNothingToWithdraw);
    expect(await statuses(again.id)).toEqual(['withdrawn']);

    const bad = await withdraw(student, 0);
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    expect((await withdraw(student, Number('99999999'))).statusCode).toBe(404);
  });

  it('a lapsed request cannot be withdrawn (409)', async () => {
    const { student, id } = await lessonWithRequest('2026-12-08T10:00:00Z', '2026-12-09T10:00:00Z');
    // Two days later the request has lapsed, whether or not the job ran.
    world.ctx.clock.advance(49 * 3600);
    const again = await login(world.ctx.app, student.user.email);
    expectRefusal(await withdraw(again, id), 409, bookingMessages.rescheduleNothingToWithdraw);
  });

  it('withdraw and accept at once: exactly one wins', async () => {
    const outcomes: string[] = [];
    for (let day = 15; day <= 20; day += 1) {
      world.mentor = await login(world.ctx.app, world.maya.email);
      const { student, id } = await lessonWithRequest(`2026-12-${day}T08:00:00Z`, `2026-12-${day}T14:00:00Z`);
      const [w, a] = await Promise.all([withdraw(student, id), accept(id)]);
      outcomes.push(`${w.statusCode}/${a.statusCode}`);
      expect([w.statusCode, a.statusCode].filter((c) => c === 200)).toHaveLength(1);
      const [status] = await statuses(id);
      expect(status).toBe(w.statusCode === 200 ? 'withdrawn' : 'accepted');
      const lesson = await read(student, id);
      expect(new Date(lesson.date_time.start).toISOString()).toBe(
        new Date(`2026-12-${day}T${status === 'accepted' ? '14' : '08'}:00:00Z`).toISOString(),
      );
    }
    console.log(`[withdraw vs accept on ${world.ctx.database.kind}] withdraw/accept: ${outcomes.join(' ')}`);
  }, 60_000);
});
