/**
 * Rescheduling (B7, API-28, RESCHED-07/10): the student's request holds the new slot and asks the mentor;
 * the mentor accepts (the lesson moves, the old slot frees, nothing is paid again, both get the updated
 * invitation) or declines (nothing changes). Who may do what, and every bad input, refused in the R1 shape
 * with the sentence also as `error`, changing nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bookingMessages, type AvailableTimesResponse, type Booking } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { insertUser } from '../src/modules/auth/repository.ts';
import { latestMailTo, login, TEST_PASSWORD, type Session } from './auth-helpers.ts';
import {
  bookAs,
  useBookingWorld,
  bookLesson,
  countRows,
  ledgerSum,
  lessonRequest,
} from './booking-fixtures.ts';
import { addMentor } from './catalogue-fixtures.ts';

const world = useBookingWorld();

const at = (iso: string, minutes = 60) => ({
  start_utc: iso,
  end_utc: new Date(Date.parse(iso) + minutes * 60_000).toISOString().replace('.000Z', 'Z'),
});
const ask = (who: Session, id: number, body: object) =>
  who.inject({ method: 'PUT', url: `/api/lessons/bookings/${id}/reschedule/`, payload: body });
const answer = (who: Session, id: number, verb: 'accept' | 'decline') =>
  who.inject({ method: 'PUT', url: `/api/lessons/bookings/${id}/reschedule/${verb}/` });
const read = async (who: Session, id: number) =>
  (await who.inject({ method: 'GET', url: `/api/lessons/bookings/${id}/` })).json<Booking>();
const requestRows = async (id: number) =>
  queryRows<{ status: string }>(
    world.ctx.database.db,
    sql`SELECT status FROM reschedule_requests WHERE booking_id = ${id} ORDER BY id`,
  );

/** The starts Maya's 60-minute lesson is offered at on one Berlin day, to someone booking afresh. */
async function offeredStarts(who: Session, date: string, bookingId?: number): Promise<string[]> {
  const query =
    bookingId === undefined
      ? `mentor_id=${world.maya.id}&session_id=${world.maya.sessions[60]}`
      : `booking_id=${bookingId}`;
  const res = await who.inject({
    method: 'GET',
    url: `/api/mentors/available-times/?${query}&start_date=${date}&end_date=${date}`,
    headers: { 'x-timezone': 'Europe/Berlin' },
  });
  expect(res.statusCode).toBe(200);
  return res.json<AvailableTimesResponse>().available_slots.map((s) => s.start_utc);
}

type Answer = { statusCode: number; json: <T>() => T };
function expectRefusal(res: Answer, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json<{ detail: string; error: string }>()).toMatchObject({ detail: message, error: message });
}
/** Booking's own refusals (S2) carry only the R1 detail. */
function expectSlotTaken(res: Answer) {
  expect(res.statusCode).toBe(409);
  expect(res.json<{ detail: string }>().detail).toBe(bookingMessages.slotTaken);
}

async function attachmentsTo(email: string): Promise<{ contentType: string; content: string }[]> {
  const [row] = await queryRows<{ attachments: { contentType: string; content: string }[] }>(
    world.ctx.database.db,
    sql`SELECT attachments FROM outbox_emails WHERE to_address = ${email} ORDER BY id DESC LIMIT 1`,
  );
  return row?.attachments ?? [];
}

describe('PUT /api/lessons/bookings/{id}/reschedule/ (the request)', () => {
  it('holds the new slot, keeps the lesson where it is and asks the mentor', async () => {
    const student = await world.newStudent();
    const id = await bookLesson(world, student, '2026-11-26T10:00:00Z');
    // The lesson's own time is free for itself (the slot engine's reschedule mode), so it moves within it.
    expect(await offeredStarts(student, '2026-11-26', id)).toContain('2026-11-26T10:30:00Z');
    expect(await offeredStarts(student, '2026-11-27', id)).toContain('2026-11-27T10:00:00Z');

    const res = await ask(student, id, at('2026-11-27T10:00:00Z'));
    expect(res.statusCode).toBe(200);
    const booking = res.json<Booking>();
    expect(booking.date_time.start).toBe('2026-11-26T10:00:00Z');
    expect(booking.can_reschedule).toBe(false);
    // B7: 48 h after the request (Wed 08:00) comes before 2 h before either start.
    expect(booking.reschedule_request).toEqual({
      start_utc: '2026-11-27T10:00:00Z',
      end_utc: '2026-11-27T11:00:00Z',
      lapses_at: '2026-11-25T08:00:00Z',
      created_at: '2026-11-23T08:00:00Z',
    });
    expect((await read(world.mentor, id)).reschedule_request?.start_utc).toBe('2026-11-27T10:00:00Z');
    const mail = await latestMailTo(world.ctx, world.maya.email);
    expect(mail?.subject).toBe(`New time requested: LES-${id} | Music Mentors`);
    expect(mail?.text).toContain('Requested: Friday, 27 November 2026 at 11:00 (Berlin time, GMT+1)');
    expect(mail?.text).toContain('Now: Thursday, 26 November 2026 at 11:00 (Berlin time, GMT+1)');

    // The held slot is busy for everybody else: listing, booking it, or a slot reaching into it.
    const other = await world.newStudent();
    const starts = await offeredStarts(other, '2026-11-27');
    expect(starts).not.toContain('2026-11-27T10:00:00Z');
    expect(starts).not.toContain('2026-11-27T09:30:00Z');
    expect(starts).not.toContain('2026-11-27T11:00:00Z'); // the 15-minute break is held too
    expect(starts).toContain('2026-11-27T11:30:00Z');
    expectSlotTaken(await bookAs(other, lessonRequest(world, '2026-11-27T10:00:00Z')));
    // ...and for another lesson's reschedule request.
    const otherLesson = await bookLesson(world, other, '2026-11-28T10:00:00Z');
    expectRefusal(await ask(other, otherLesson, at('2026-11-27T10:30:00Z')), 409, bookingMessages.slotTaken);
    // The original slot stays the lesson's until the mentor accepts (RESCHED-07).
    expect(await offeredStarts(other, '2026-11-26')).not.toContain('2026-11-26T10:00:00Z');

    // A second request while one is open.
    expectRefusal(
      await ask(student, id, at('2026-11-29T10:00:00Z')),
      400,
      bookingMessages.rescheduleAlreadyOpen,
    );
    expect(await requestRows(id)).toEqual([{ status: 'open' }]);
  });

  it('refuses every bad time with a clear 4xx and writes nothing', async () => {
    const student = await world.newStudent();
    const id = await bookLesson(world, student, '2026-11-30T10:00:00Z');
    const taker = await world.newStudent();
    await bookLesson(world, taker, '2026-12-01T10:00:00Z');
    const cases: [object, number, string][] = [
      [at('2026-12-01T10:00:00Z'), 409, bookingMessages.slotTaken],
      [at('2026-12-01T10:30:00Z'), 409, bookingMessages.slotTaken], // its break
      [at('2026-11-23T09:00:00Z'), 400, bookingMessages.slotInPast],
      // Exactly 2 h ahead: bookable, but the request would lapse the moment it was made.
      [at('2026-11-23T10:00:00Z'), 400, bookingMessages.slotInPast],
      [at('2026-11-20T10:00:00Z'), 400, bookingMessages.slotInPast],
      [at('2026-12-01T20:00:00Z'), 400, bookingMessages.slotNotOffered], // Berlin 21:00, after hours
      [at('2026-12-01T12:15:00Z'), 400, bookingMessages.slotNotOffered], // off the 30-minute grid
      [at('2027-06-01T10:00:00Z'), 400, bookingMessages.slotNotOffered], // beyond the 90-day horizon
      [at('2026-11-30T10:00:00Z'), 400, bookingMessages.rescheduleSameTime],
      [at('2026-12-02T10:00:00Z', 30), 400, bookingMessages.lengthMismatch],
    ];
    for (const [body, status, message] of cases) expectRefusal(await ask(student, id, body), status, message);
    for (const body of [
      {},
      { start_utc: 'tomorrow', end_utc: 'later' },
      { start_utc: '2026-12-02T10:00:00Z' },
    ]) {
      expect((await ask(student, id, body)).statusCode).toBe(400);
    }
    expect(await requestRows(id)).toEqual([]);
    expect((await read(student, id)).can_reschedule).toBe(true);
    const today = await offeredStarts(student, '2026-11-23', id);
    expect(today).not.toContain('2026-11-23T10:00:00Z');
    expect(today).toContain('2026-11-23T10:30:00Z');
  });

  it('refuses a lesson that cannot move: unpaid, cancelled, or 24 hours away or less (RESCHED-10)', async () => {
    const student = await world.newStudent();
    const pending = await bookLesson(world, student, '2026-12-03T10:00:00Z', { pay: false });
    const soon = await bookLesson(world, student, '2026-11-24T08:00:00Z'); // exactly 24 h ahead
    const cancelled = await bookLesson(world, student, '2026-12-04T10:00:00Z');
    await student.inject({ method: 'PUT', url: `/api/lessons/bookings/${cancelled}/cancel/` });
    for (const id of [pending, soon, cancelled]) {
      expect((await read(student, id)).can_reschedule).toBe(false);
      expectRefusal(
        await ask(student, id, at('2026-12-05T10:00:00Z')),
        400,
        bookingMessages.rescheduleNotAllowed,
      );
      expect(await requestRows(id)).toEqual([]);
    }
    // 26 hours ahead still may.
    const later = await bookLesson(world, student, '2026-11-24T10:00:00Z');
    expect((await read(student, later)).can_reschedule).toBe(true);
    expect((await ask(student, later, at('2026-12-05T10:00:00Z'))).statusCode).toBe(200);
    // B7: it lapses 2 h before the current start, the earliest of the three.
    expect((await read(student, later)).reschedule_request?.lapses_at).toBe('2026-11-24T08:00:00Z');
  });

  it('a free trial moves within its 30 minutes', async () => {
    const student = await world.newStudent();
    const res = await bookAs(
      student,
      lessonRequest(world, '2026-12-07T10:00:00Z', {
        session_id: world.maya.sessions[30],
        end_utc: '2026-12-07T10:30:00Z',
        free_trial: true,
      }),
    );
    const id = res.json<{ booking_id: number }>().booking_id;
    expectRefusal(await ask(student, id, at('2026-12-08T10:00:00Z')), 400, bookingMessages.lengthMismatch);
    expect((await ask(student, id, at('2026-12-08T10:00:00Z', 30))).statusCode).toBe(200);
    expect((await answer(world.mentor, id, 'accept')).json<Booking>()).toMatchObject({
      status: 'free_trial',
      date_time: { start: '2026-12-08T10:00:00Z', end: '2026-12-08T10:30:00Z' },
    });
  });
});

describe('the mentor accepts', () => {
  it('moves the lesson, frees the old slot, charges nothing and sends both the updated invitation', async () => {
    const student = await world.newStudent();
    const id = await bookLesson(world, student, '2026-12-09T10:00:00Z');
    await ask(student, id, at('2026-12-10T13:00:00Z'));
    const ledgerRows = await countRows(world, 'ledger_entries');
    const res = await answer(world.mentor, id, 'accept');
    expect(res.statusCode).toBe(200);
    expect(res.json<Booking>()).toMatchObject({
      status: 'paid',
      viewer_is_mentor: true,
      reschedule_request: null,
      can_reschedule: true,
      date_time: { start: '2026-12-10T13:00:00Z', end: '2026-12-10T14:00:00Z' },
      payment_details: { total_amount_cents: 5000, refunded_amount_cents: 0 },
    });
    expect((await read(student, id)).date_time.start).toBe('2026-12-10T13:00:00Z');
    expect(await countRows(world, 'ledger_entries')).toBe(ledgerRows);
    expect(await ledgerSum(world)).toBe(0);
    expect(await requestRows(id)).toEqual([{ status: 'accepted' }]);

    // The old slot is free again; the new one is the lesson's.
    const other = await world.newStudent();
    expect(await offeredStarts(other, '2026-12-09')).toContain('2026-12-09T10:00:00Z');
    expect((await bookAs(other, lessonRequest(world, '2026-12-09T10:00:00Z'))).statusCode).toBe(201);
    expectSlotTaken(await bookAs(other, lessonRequest(world, '2026-12-10T13:00:00Z')));

    const moved = [
      [student.user.email, '13:00 (UTC)', '10:00 (UTC)'],
      [world.maya.email, '14:00 (Berlin time, GMT+1)', '11:00 (Berlin time, GMT+1)'],
    ] as const;
    for (const [email, newTime, oldTime] of moved) {
      const mail = await latestMailTo(world.ctx, email);
      expect(mail?.subject).toBe(`Lesson moved: LES-${id} | Music Mentors`);
      expect(mail?.text).toContain(`New time: Thursday, 10 December 2026 at ${newTime}`);
      expect(mail?.text).toContain(`It was: Wednesday, 9 December 2026 at ${oldTime}`);
      const [ics] = await attachmentsTo(email);
      expect(ics?.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
      expect(ics?.content).toContain('METHOD:REQUEST\r\n');
      expect(ics?.content).toContain(`UID:booking-${id}@localhost\r\n`);
      expect(ics?.content).toContain('SEQUENCE:1\r\n');
      expect(ics?.content).toContain('DTSTART:20261210T130000Z\r\n');
    }

    // Answering again, or declining what was accepted, finds nothing open.
    expectRefusal(await answer(world.mentor, id, 'accept'), 400, bookingMessages.rescheduleNoOpenRequest);
    expectRefusal(await answer(world.mentor, id, 'decline'), 400, bookingMessages.rescheduleNoOpenRequest);
    // A second move raises the sequence again.
    await ask(student, id, at('2026-12-11T13:00:00Z'));
    await answer(world.mentor, id, 'accept');
    expect((await attachmentsTo(student.user.email))[0]?.content).toContain('SEQUENCE:2\r\n');
  });
});

describe('the mentor declines', () => {
  it('leaves the lesson where it was, frees the held slot and tells the student', async () => {
    const student = await world.newStudent();
    const id = await bookLesson(world, student, '2026-12-14T10:00:00Z');
    await ask(student, id, at('2026-12-15T10:00:00Z'));
    const res = await answer(world.mentor, id, 'decline');
    expect(res.statusCode).toBe(200);
    expect(res.json<Booking>()).toMatchObject({
      reschedule_request: null,
      date_time: { start: '2026-12-14T10:00:00Z' },
    });
    expect((await read(student, id)).can_reschedule).toBe(true);
    const mail = await latestMailTo(world.ctx, student.user.email);
    expect(mail?.subject).toBe(`New time declined: LES-${id} | Music Mentors`);
    expect(mail?.text).toContain('Your lesson stays at its time: Monday, 14 December 2026 at 10:00 (UTC).');
    expect(await offeredStarts(await world.newStudent(), '2026-12-15')).toContain('2026-12-15T10:00:00Z');
    expectRefusal(await answer(world.mentor, id, 'decline'), 400, bookingMessages.rescheduleNoOpenRequest);
    // The student may ask again.
    expect((await ask(student, id, at('2026-12-16T10:00:00Z'))).statusCode).toBe(200);
    expect(await requestRows(id)).toEqual([{ status: 'declined' }, { status: 'open' }]);
  });

  it('answering a lesson without a request is refused', async () => {
    const id = await bookLesson(world, await world.newStudent(), '2026-12-17T10:00:00Z');
    expectRefusal(await answer(world.mentor, id, 'accept'), 400, bookingMessages.rescheduleNoOpenRequest);
    expectRefusal(await answer(world.mentor, id, 'decline'), 400, bookingMessages.rescheduleNoOpenRequest);
  });
});

describe('who may', () => {
  let outsiderMentor: Session;
  beforeAll(async () => {
    const now = world.ctx.clock.now();
    const email = `outsider-mentor-${Date.now()}@example.com`;
    const user = await insertUser(
      world.ctx.database.db,
      {
        email,
        firstName: 'Olga',
        lastName: 'Out',
        passwordHash: await hashPassword(TEST_PASSWORD),
        emailConfirmedAt: now,
      },
      now,
    );
    await addMentor(world.ctx.database, { firstName: 'Olga', lastName: 'Out', userId: user.id }, now);
    outsiderMentor = await login(world.ctx.app, email);
  });

  it('only the student asks; the mentor gets 403, anyone else 404, a visitor 401', async () => {
    const student = await world.newStudent();
    const id = await bookLesson(world, student, '2026-12-18T10:00:00Z');
    const body = at('2026-12-19T10:00:00Z');
    expectRefusal(await ask(world.mentor, id, body), 403, bookingMessages.rescheduleOnlyStudent);
    expectRefusal(await ask(await world.newStudent(), id, body), 404, bookingMessages.bookingNotFound);
    expectRefusal(await ask(outsiderMentor, id, body), 404, bookingMessages.bookingNotFound);
    expectRefusal(await ask(student, 999_999, body), 404, bookingMessages.bookingNotFound);
    const visitor = await world.ctx.app.inject({
      method: 'PUT',
      url: `/api/lessons/bookings/${id}/reschedule/`,
      payload: body,
    });
    expect(visitor.statusCode).toBe(401);
    expect(await requestRows(id)).toEqual([]);
  });

  it.each(['accept', 'decline'] as const)(
    'only the mentor may %s; the student gets 403, anyone else 404, a visitor 401',
    async (verb) => {
      const student = await world.newStudent();
      const id = await bookLesson(world, student, '2026-12-21T10:00:00Z');
      expect((await ask(student, id, at('2026-12-22T10:00:00Z'))).statusCode).toBe(200);
      expectRefusal(await answer(student, id, verb), 403, bookingMessages.rescheduleOnlyMentor);
      expectRefusal(await answer(await world.newStudent(), id, verb), 404, bookingMessages.bookingNotFound);
      expectRefusal(await answer(outsiderMentor, id, verb), 404, bookingMessages.bookingNotFound);
      const visitor = await world.ctx.app.inject({
        method: 'PUT',
        url: `/api/lessons/bookings/${id}/reschedule/${verb}/`,
      });
      expect(visitor.statusCode).toBe(401);
      const csrfLess = await world.mentor.inject({
        method: 'PUT',
        url: `/api/lessons/bookings/${id}/reschedule/${verb}/`,
        csrf: false,
      });
      expect(csrfLess.statusCode).toBe(403);
      // Nothing changed: still open, still at its time.
      expect(await requestRows(id)).toEqual([{ status: 'open' }]);
      expect((await read(student, id)).date_time.start).toBe('2026-12-21T10:00:00Z');
      // The mentor's answer then works.
      expect((await answer(world.mentor, id, verb)).statusCode).toBe(200);
      // Clean up the held time for the other case of this table.
      if (verb === 'accept')
        await student.inject({ method: 'PUT', url: `/api/lessons/bookings/${id}/cancel/` });
    },
  );

  it('a request of a lesson cancelled meanwhile no longer holds its slot and cannot be accepted', async () => {
    const student = await world.newStudent();
    const id = await bookLesson(world, student, '2026-12-23T10:00:00Z');
    await ask(student, id, at('2026-12-24T10:00:00Z'));
    await student.inject({ method: 'PUT', url: `/api/lessons/bookings/${id}/cancel/` });
    expect((await read(student, id)).reschedule_request).toBeNull();
    expect(await offeredStarts(await world.newStudent(), '2026-12-24')).toContain('2026-12-24T10:00:00Z');
    expectRefusal(await answer(world.mentor, id, 'accept'), 400, bookingMessages.rescheduleNoOpenRequest);
    // The lifecycle job closes it without a mail.
    await world.ctx.app.scheduler.runAll();
    expect(await requestRows(id)).toEqual([{ status: 'closed' }]);
  });
});
