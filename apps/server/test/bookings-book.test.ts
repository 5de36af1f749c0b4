/** Booking a lesson (API-19, API-21, API-22/23; rules S1, S2, B1-B3): the slot list, the booking, reading it. */
import { describe, expect, it } from 'vitest';
import { bookingMessages, type AvailableTimesResponse, type Booking, type BookResponse } from '@app/contract';
import { bookAs, useBookingWorld, countRows, lessonRequest } from './booking-fixtures.ts';

const world = useBookingWorld();

function slots(query: Record<string, string | number>, timezone = 'Europe/Berlin') {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) search.set(key, String(value));
  return world.ctx.app.inject({
    method: 'GET',
    url: `/api/mentors/available-times/?${search.toString()}`,
    headers: { 'x-timezone': timezone },
  });
}

describe('GET /api/mentors/available-times/', () => {
  it("lists the mentor's free 60-minute slots in the caller's zone, at least 2 h ahead", async () => {
    const res = await slots({
      mentor_id: world.maya.id,
      session_id: world.maya.sessions[60],
      start_date: '2026-11-23',
      end_date: '2026-11-23',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<AvailableTimesResponse>();
    // Now is 09:00 in Berlin: the first slot is 11:00 (2 h notice), the last starts at 17:00 (ends 18:00).
    expect(body.available_slots[0]).toEqual({
      start_time: '2026-11-23T11:00:00+01:00',
      start_utc: '2026-11-23T10:00:00Z',
      end_utc: '2026-11-23T11:00:00Z',
    });
    expect(body.available_slots.at(-1)?.start_time).toBe('2026-11-23T17:00:00+01:00');
    expect(body.available_slots).toHaveLength(13);
  });

  it("answers start_time in the caller's own zone and dates as the caller's days", async () => {
    const res = await slots(
      {
        mentor_id: world.maya.id,
        session_id: world.maya.sessions[60],
        start_date: '2026-11-24',
        end_date: '2026-11-24',
      },
      'America/New_York',
    );
    const body = res.json<AvailableTimesResponse>();
    expect(body.timezone).toBe('America/New_York');
    // Berlin 09:00 on the 24th is 03:00 in New York; the New York day also holds Berlin's morning of the 25th.
    expect(body.available_slots[0]?.start_time).toBe('2026-11-24T03:00:00-05:00');
    expect(body.available_slots.every((s) => s.start_time.startsWith('2026-11-24T'))).toBe(true);
  });

  it('offers a trial as 30 minutes on the 30-minute session', async () => {
    const res = await slots({
      mentor_id: world.maya.id,
      session_id: -1,
      free_trial: 'true',
      start_date: '2026-11-24',
      end_date: '2026-11-24',
    });
    const first = res.json<AvailableTimesResponse>().available_slots[0]!;
    expect(Date.parse(first.end_utc) - Date.parse(first.start_utc)).toBe(30 * 60_000);
  });

  it('refuses bad windows and unknown mentors with R1 errors', async () => {
    const base = { mentor_id: world.maya.id, session_id: world.maya.sessions[60] };
    expect((await slots({ ...base, start_date: '2026-11-30', end_date: '2026-11-23' })).statusCode).toBe(400);
    expect((await slots({ ...base, start_date: '2026-11-01', end_date: '2027-01-30' })).statusCode).toBe(400);
    expect((await slots({ ...base, start_date: 'tomorrow', end_date: '2026-11-23' })).statusCode).toBe(400);
    const other = { mentor_id: world.maya.id, session_id: world.otherMentor.sessionId };
    expect((await slots({ ...other, start_date: '2026-11-24', end_date: '2026-11-24' })).statusCode).toBe(
      400,
    );
    const unknown = { mentor_id: 999_999, session_id: 1, start_date: '2026-11-24', end_date: '2026-11-24' };
    expect((await slots(unknown)).statusCode).toBe(404);
  });
});

describe('POST /api/lessons/book/', () => {
  it('books a free slot: 201 with the checkout link and the fee, and the slot is gone', async () => {
    const res = await bookAs(world.student, lessonRequest(world, '2026-11-24T10:00:00Z'));
    expect(res.statusCode).toBe(201);
    const body = res.json<BookResponse>();
    expect(body).toMatchObject({
      amount_cents: 5000,
      tax_amount_cents: 750,
      total_amount_cents: 5000,
      discount_cents: 0,
      timezone: 'Europe/Berlin',
    });
    expect(body.payment_link).toMatch(/^http:\/\/localhost:3000\/checkout\/test\/cs_test_/);
    const list = await slots({
      mentor_id: world.maya.id,
      session_id: world.maya.sessions[60],
      start_date: '2026-11-24',
      end_date: '2026-11-24',
    });
    const starts = list.json<AvailableTimesResponse>().available_slots.map((s) => s.start_utc);
    // The lesson 10:00-11:00 plus its 15-minute break holds 10:00-11:15: 09:30 (ends 10:30 + break) and
    // 10:30 and 11:00 overlap it; 11:30 is free again.
    expect(starts).not.toContain('2026-11-24T09:30:00Z');
    expect(starts).not.toContain('2026-11-24T10:00:00Z');
    expect(starts).not.toContain('2026-11-24T11:00:00Z');
    expect(starts).toContain('2026-11-24T11:30:00Z');
    expect(starts).toContain('2026-11-24T08:30:00Z');

    const detail = await world.student.inject({
      method: 'GET',
      url: `/api/lessons/bookings/${body.booking_id}/`,
    });
    expect(detail.statusCode).toBe(200);
    const booking = detail.json<Booking>();
    expect(booking).toMatchObject({
      id: body.booking_id,
      reference: `LES-${body.booking_id}`,
      status: 'pending',
      session_minutes: 60,
      amount_cents: 5000,
      tax_amount_cents: 750,
      applied_tax_rate: 0.15,
      skill: { name: 'Guitar' },
      other_user: { name: 'Maya Lopez', mentor_id: world.maya.id },
      date_time: {
        start: '2026-11-24T10:00:00Z',
        end: '2026-11-24T11:00:00Z',
        end_lesson: '2026-11-24T11:10:00Z',
        available_at: '2026-11-24T09:45:00Z',
        checkout_expiration: '2026-11-23T08:30:00Z',
      },
      checkout_url: body.payment_link,
      payment_details: { total_amount_cents: 5000, tax_amount_cents: 750, mentor_earnings_cents: 4250 },
    });
    const same = await world.student.inject({ method: 'GET', url: `/api/lessons/book/${body.booking_id}/` });
    expect(same.json<Booking>()).toEqual(booking);
  });

  it('answers 409 with a clear message for a slot that is taken, and books nothing', async () => {
    const before = await countRows(world, 'bookings');
    const other = await world.newStudent();
    const taken = await bookAs(other, lessonRequest(world, '2026-11-24T10:00:00Z'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ detail: string }>().detail).toBe(bookingMessages.slotTaken);
    const overlapping = await bookAs(other, lessonRequest(world, '2026-11-24T10:30:00Z'));
    expect(overlapping.statusCode).toBe(409);
    expect(await countRows(world, 'bookings')).toBe(before);
  });

  it('lets only the student and the mentor read a booking', async () => {
    const res = await bookAs(world.student, lessonRequest(world, '2026-11-25T13:00:00Z'));
    const id = res.json<BookResponse>().booking_id;
    const stranger = await world.newStudent();
    const hidden = await stranger.inject({ method: 'GET', url: `/api/lessons/bookings/${id}/` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json<{ detail: string }>().detail).toBe(bookingMessages.bookingNotFound);
    const visitor = await world.ctx.app.inject({ method: 'GET', url: `/api/lessons/bookings/${id}/` });
    expect(visitor.statusCode).toBe(401);
    const { login } = await import('./auth-helpers.ts');
    const mentor = await login(world.ctx.app, world.maya.email);
    const asMentor = await mentor.inject({ method: 'GET', url: `/api/lessons/bookings/${id}/` });
    expect(asMentor.statusCode).toBe(200);
    expect(asMentor.json<Booking>()).toMatchObject({
      viewer_is_mentor: true,
      other_user: { mentor_id: null },
    });
    expect(asMentor.json<Booking>().other_user.name).toMatch(/^Student\d+ Tester$/);
  });

  it('books a free trial at once: no checkout, price 0, and only one per mentor', async () => {
    const student = await world.newStudent();
    const trial = lessonRequest(world, '2026-11-26T09:00:00Z', {
      session_id: world.maya.sessions[30],
      end_utc: '2026-11-26T09:30:00Z',
      free_trial: true,
    });
    const res = await bookAs(student, trial);
    expect(res.statusCode).toBe(201);
    expect(res.json<BookResponse>()).toMatchObject({
      payment_link: null,
      amount_cents: 0,
      total_amount_cents: 0,
    });
    const detail = await student.inject({
      method: 'GET',
      url: `/api/lessons/bookings/${res.json<BookResponse>().booking_id}/`,
    });
    expect(detail.json<Booking>()).toMatchObject({
      status: 'free_trial',
      free_trial: true,
      checkout_url: null,
    });
    const second = await bookAs(student, {
      ...trial,
      start_utc: '2026-11-27T09:00:00Z',
      end_utc: '2026-11-27T09:30:00Z',
    });
    expect(second.statusCode).toBe(400);
    expect(second.json<{ detail: string }>().detail).toBe(bookingMessages.trialTwice);
  });
});
