/**
 * Cancellation's edges (API-27, B6): a free trial has nothing to refund but still frees its slot; the 48-hour
 * line is drawn by the server's clock to the minute; a refund the provider refuses cancels nothing; and a
 * completed lesson can no longer be cancelled.
 */
import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  bookingMessages,
  type AvailableTimesResponse,
  type Booking,
  type BookResponse,
  type CancelBookingResponse,
} from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { latestMailTo, login, type Session } from './auth-helpers.ts';
import { bookAs, useBookingWorld, bookLesson, ledgerSum, lessonRequest } from './booking-fixtures.ts';

const world = useBookingWorld();

const cancel = (who: Session, id: number) =>
  who.inject({ method: 'PUT', url: `/api/lessons/bookings/${id}/cancel/` });
const read = async (who: Session, id: number) =>
  (await who.inject({ method: 'GET', url: `/api/lessons/bookings/${id}/` })).json<Booking>();

/** Refund transactions of a booking in the ledger, whatever their amount. */
async function refundTransactions(id: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    world.ctx.database.db,
    sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE booking_id = ${id} AND kind = 'refund'`,
  );
  return row!.n;
}

async function mailsTo(email: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    world.ctx.database.db,
    sql`SELECT count(*)::int AS n FROM outbox_emails WHERE to_address = ${email}`,
  );
  return row!.n;
}

/** The starts Maya's lesson of a length is offered at on one day, to someone booking afresh. */
async function offered(date: string, minutes: 30 | 60): Promise<string[]> {
  const res = await world.ctx.app.inject({
    method: 'GET',
    url: `/api/mentors/available-times/?mentor_id=${world.maya.id}&session_id=${world.maya.sessions[minutes]}&start_date=${date}&end_date=${date}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<AvailableTimesResponse>().available_slots.map((s) => s.start_utc);
}

async function bookTrial(student: Session, startUtc: string): Promise<number> {
  const end = new Date(Date.parse(startUtc) + 30 * 60_000).toISOString().replace('.000Z', 'Z');
  const res = await bookAs(
    student,
    lessonRequest(world, startUtc, { session_id: world.maya.sessions[30], end_utc: end, free_trial: true }),
  );
  expect(res.statusCode).toBe(201);
  return res.json<BookResponse>().booking_id;
}

/** Moves the clock to an instant (optionally running the scheduled work) and signs Maya in again. */
async function moveTo(iso: string, runJobs = false) {
  world.ctx.clock.advance((Date.parse(iso) - world.ctx.clock.now().getTime()) / 1000);
  if (runJobs) await world.ctx.app.scheduler.runAll();
  world.mentor = await login(world.ctx.app, world.maya.email);
}

describe('a free trial cancelled', () => {
  // Now: Monday 23 November 08:00 UTC.
  it.each([
    ['the student', '2026-11-25T09:00:00Z'],
    ['the mentor', '2026-11-25T11:00:00Z'],
  ] as const)('by %s: no refund, nothing in the ledger, the slot offered again', async (by, start) => {
    const student = await world.newStudent();
    const id = await bookTrial(student, start);
    expect(await offered('2026-11-25', 30)).not.toContain(start);
    const ledgerBefore = await ledgerSum(world);

    const res = await cancel(by === 'the student' ? student : world.mentor, id);
    expect(res.statusCode).toBe(200);
    expect(res.json<CancelBookingResponse>()).toMatchObject({
      refunded_amount_cents: 0,
      message: bookingMessages.cancelledNoRefund,
      booking: { status: 'canceled', payment_details: { refunded_amount_cents: 0 } },
    });
    expect(await refundTransactions(id)).toBe(0);
    expect(await ledgerSum(world)).toBe(ledgerBefore);
    expect(await offered('2026-11-25', 30)).toContain(start);
    expect(await offered('2026-11-25', 60)).toContain(start);

    const mail = await latestMailTo(world.ctx, student.user.email);
    expect(mail?.subject).toBe(`Lesson cancelled: LES-${id} | Music Mentors`);
    expect(mail?.text).toContain('cancelled the 30-minute Guitar lesson');
    expect(mail?.text).not.toMatch(/refund|€/i);
  });
});

describe('the provider refusing the refund', () => {
  it('answers 502 and changes nothing; a second try cancels and refunds once', async () => {
    const student = await world.newStudent();
    const id = await bookLesson(world, student, '2026-11-27T10:00:00Z');
    const mailsBefore = await mailsTo(student.user.email);
    const mentorMailsBefore = await mailsTo(world.maya.email);
    const ledgerBefore = await ledgerSum(world);
    const refund = vi
      .spyOn(world.ctx.app.payments.provider, 'refund')
      .mockRejectedValueOnce(new Error('card_declined: the provider is down'));
    try {
      const refused = await cancel(student, id);
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toEqual(expect.objectContaining({ detail: bookingMessages.cancelRefundFailed }));
      expect(refund).toHaveBeenCalledTimes(1);
    } finally {
      refund.mockRestore();
    }
    expect(await read(student, id)).toMatchObject({
      status: 'paid',
      payment_details: { refunded_amount_cents: 0 },
    });
    expect(await refundTransactions(id)).toBe(0);
    expect(await ledgerSum(world)).toBe(ledgerBefore);
    expect(await mailsTo(student.user.email)).toBe(mailsBefore);
    expect(await mailsTo(world.maya.email)).toBe(mentorMailsBefore);
    expect(await offered('2026-11-27', 60)).not.toContain('2026-11-27T10:00:00Z');

    const again = await cancel(student, id);
    expect(again.statusCode).toBe(200);
    expect(again.json<CancelBookingResponse>().refunded_amount_cents).toBe(5000);
    expect(await refundTransactions(id)).toBe(1);
    expect((await latestMailTo(world.ctx, student.user.email))?.text).toContain('A refund of €50.00');
  });
});

describe('the 48-hour line, on the server clock (B6)', () => {
  it('exactly 48 h 0 min ahead refunds in full; 47 h 59 min ahead refunds half', async () => {
    // Both booked on Monday 08:00 UTC, for Wednesday.
    let student = await world.newStudent();
    const onTheLine = await bookLesson(world, student, '2026-11-25T12:00:00Z');
    const justInside = await bookLesson(world, student, '2026-11-25T14:00:00Z');

    await moveTo('2026-11-23T12:00:00Z');
    student = await login(world.ctx.app, student.user.email);
    const full = await cancel(student, onTheLine);
    expect(full.statusCode).toBe(200);
    expect(full.json<CancelBookingResponse>()).toMatchObject({
      refunded_amount_cents: 5000,
      message: bookingMessages.cancelledWithRefund('€50.00'),
    });

    await moveTo('2026-11-23T14:01:00Z');
    student = await login(world.ctx.app, student.user.email);
    const half = await cancel(student, justInside);
    expect(half.statusCode).toBe(200);
    expect(half.json<CancelBookingResponse>()).toMatchObject({
      refunded_amount_cents: 2500,
      message: bookingMessages.cancelledWithRefund('€25.00'),
      booking: { payment_details: { refunded_amount_cents: 2500 } },
    });
    expect((await latestMailTo(world.ctx, student.user.email))?.text).toContain('A refund of €25.00');
    expect(await ledgerSum(world)).toBe(0);
  });
});

describe('a completed lesson', () => {
  it('can no longer be cancelled by either person, and nothing changes', async () => {
    // Now: Monday 14:01 UTC; the lesson is on Tuesday.
    let student = await world.newStudent();
    const id = await bookLesson(world, student, '2026-11-24T10:00:00Z');
    await moveTo('2026-11-24T11:01:00Z', true);
    student = await login(world.ctx.app, student.user.email);
    expect((await read(student, id)).status).toBe('completed');
    const mailsBefore = await mailsTo(student.user.email);

    for (const who of [student, world.mentor]) {
      const res = await cancel(who, id);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ detail: string }>().detail).toBe(bookingMessages.cancelNotAllowed);
    }
    expect(await read(student, id)).toMatchObject({
      status: 'completed',
      payment_details: { refunded_amount_cents: 0 },
    });
    expect(await refundTransactions(id)).toBe(0);
    expect(await ledgerSum(world)).toBe(0);
    expect(await mailsTo(student.user.email)).toBe(mailsBefore);
  });
});
