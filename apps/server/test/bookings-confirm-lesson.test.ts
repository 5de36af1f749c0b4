/**
 * Confirm Lesson (B5): POST /api/lessons/bookings/{id}/checkout/ answers the live checkout of a pending
 * booking, or a new checkout for the same slot and price once the old one ran out or is missing (the old
 * one expired at the provider, the slot checked again: 409 when it was taken). The student's call only.
 */
import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  bookingMessages,
  confirmLessonMessages,
  type Booking,
  type BookResponse,
  type CheckoutAgainResponse,
} from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { completeTestCheckout } from '../src/modules/payments/test-checkout.ts';
import { type Session } from './auth-helpers.ts';
import { bookAs, useBookingWorld, bookLesson, ledgerSum, lessonRequest } from './booking-fixtures.ts';

const world = useBookingWorld();

const confirm = (who: Session, id: number) =>
  who.inject({ method: 'POST', url: `/api/lessons/bookings/${id}/checkout/` });
const detail = async (who: Session, id: number) =>
  (await who.inject({ method: 'GET', url: `/api/lessons/bookings/${id}/` })).json<Booking>();
const checkoutIdOf = (link: string) => link.split('/').at(-1)!;

async function pendingLesson(student: Session, start: string) {
  const res = await bookAs(student, lessonRequest(world, start));
  expect(res.statusCode).toBe(201);
  return res.json<BookResponse>();
}

/** The checkout ran out, and the job has not cancelled the booking yet. */
async function expireHold(id: number, opts: { dropCheckout?: boolean } = {}) {
  const now = world.ctx.clock.now();
  await world.ctx.database.db.execute(
    sql`UPDATE bookings SET checkout_expires_at = ${new Date(now.getTime() - 60_000)}
        ${opts.dropCheckout ? sql`, checkout_id = NULL, checkout_url = NULL` : sql``} WHERE id = ${id}`,
  );
}

async function testCheckoutStatus(checkoutId: string) {
  const [row] = await queryRows<{ status: string }>(
    world.ctx.database.db,
    sql`SELECT status FROM test_checkouts WHERE id = ${checkoutId}`,
  );
  return row?.status;
}

describe('POST /api/lessons/bookings/{id}/checkout/', () => {
  it('answers the live checkout as it is, without opening another', async () => {
    const student = await world.newStudent();
    const booked = await pendingLesson(student, '2026-11-25T10:00:00Z');
    const res = await confirm(student, booked.booking_id);
    expect(res.statusCode).toBe(200);
    expect(res.json<CheckoutAgainResponse>().payment_link).toBe(booked.payment_link);
  });

  it('opens a new checkout for the same slot and price once the old one ran out, and it can be paid', async () => {
    const student = await world.newStudent();
    const booked = await pendingLesson(student, '2026-11-25T12:00:00Z');
    await expireHold(booked.booking_id);
    const res = await confirm(student, booked.booking_id);
    expect(res.statusCode).toBe(200);
    const link = res.json<CheckoutAgainResponse>().payment_link;
    expect(link).toContain('/checkout/test/');
    expect(link).not.toBe(booked.payment_link);
    // The old checkout can no longer be paid; the new one carries the same amount.
    expect(await testCheckoutStatus(checkoutIdOf(booked.payment_link!))).toBe('expired');
    const [fresh] = await queryRows<{ amount_total_cents: number; expires_at: Date | string }>(
      world.ctx.database.db,
      sql`SELECT amount_total_cents, expires_at FROM test_checkouts WHERE id = ${checkoutIdOf(link)}`,
    );
    expect(fresh?.amount_total_cents).toBe(5000);
    const now = world.ctx.clock.now().getTime();
    expect(new Date(fresh!.expires_at).getTime()).toBe(now + 30 * 60_000);
    const shown = await detail(student, booked.booking_id);
    expect(shown).toMatchObject({ status: 'pending', checkout_url: link });
    expect(Date.parse(shown.date_time.checkout_expiration!)).toBe(now + 30 * 60_000);
    // Asking again answers the same (now live) checkout.
    expect((await confirm(student, booked.booking_id)).json<CheckoutAgainResponse>().payment_link).toBe(link);

    await completeTestCheckout(world.ctx.app, checkoutIdOf(link));
    expect((await detail(student, booked.booking_id)).status).toBe('paid');
    expect(await ledgerSum(world)).toBe(0);
  });

  it('opens a checkout when the booking has none at all', async () => {
    const student = await world.newStudent();
    const booked = await pendingLesson(student, '2026-11-25T14:00:00Z');
    await expireHold(booked.booking_id, { dropCheckout: true });
    const res = await confirm(student, booked.booking_id);
    expect(res.statusCode).toBe(200);
    expect(res.json<CheckoutAgainResponse>().payment_link).toContain('/checkout/test/');
  });

  it('answers 409 when the slot was taken meanwhile, and nothing changes', async () => {
    const student = await world.newStudent();
    const booked = await pendingLesson(student, '2026-11-26T10:00:00Z');
    // Another student's paid lesson asks to move to this very time: its request holds the slot (B7).
    const other = await world.newStudent();
    const moving = await bookLesson(world, other, '2026-11-27T10:00:00Z');
    // (Booking releases expired holds of the mentor, so ours runs out only now.)
    await expireHold(booked.booking_id);
    const now = world.ctx.clock.now();
    await world.ctx.database.db.execute(
      sql`INSERT INTO reschedule_requests (booking_id, mentor_id, requested_by, old_start_at, old_end_at,
            start_at, end_at, hold_until, lapses_at, created_at)
          VALUES (${moving}, ${world.maya.id}, ${other.user.id}, '2026-11-27T10:00:00Z', '2026-11-27T11:00:00Z',
            '2026-11-26T10:00:00Z', '2026-11-26T11:00:00Z', '2026-11-26T11:15:00Z',
            ${new Date(now.getTime() + 86_400_000)}, ${now})`,
    );
    const res = await confirm(student, booked.booking_id);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ detail: string }>().detail).toBe(bookingMessages.slotTaken);
    expect(await testCheckoutStatus(checkoutIdOf(booked.payment_link!))).toBe('open');
    expect((await detail(student, booked.booking_id)).checkout_url).toBeNull();
  });

  it('refuses a lesson that now starts too soon', async () => {
    const student = await world.newStudent();
    const booked = await pendingLesson(student, '2026-11-23T11:00:00Z');
    await expireHold(booked.booking_id);
    // The clock stays at Monday 08:00: the lesson moves to 09:00, an hour away.
    await world.ctx.database.db.execute(
      sql`UPDATE bookings SET start_at = '2026-11-23T09:00:00Z', end_at = '2026-11-23T10:00:00Z',
            hold_until = '2026-11-23T10:15:00Z' WHERE id = ${booked.booking_id}`,
    );
    const res = await confirm(student, booked.booking_id);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ detail: string }>().detail).toBe(bookingMessages.slotInPast);
  });

  it('is the student’s call only: 404 for the mentor and strangers, 401 for visitors', async () => {
    const student = await world.newStudent();
    const booked = await pendingLesson(student, '2026-11-28T10:00:00Z');
    expect((await confirm(world.mentor, booked.booking_id)).statusCode).toBe(404);
    const stranger = await world.newStudent();
    const res = await confirm(stranger, booked.booking_id);
    expect(res.statusCode).toBe(404);
    expect(res.json<{ detail: string }>().detail).toBe(bookingMessages.bookingNotFound);
    const visitor = await world.ctx.app.inject({
      method: 'POST',
      url: `/api/lessons/bookings/${booked.booking_id}/checkout/`,
    });
    expect(visitor.statusCode).toBe(401);
    expect((await confirm(student, 999_999)).statusCode).toBe(404);
    expect((await confirm(student, 0)).statusCode).toBe(400);
  });

  it('refuses a paid or cancelled lesson with 400', async () => {
    const student = await world.newStudent();
    const paid = await bookLesson(world, student, '2026-11-29T10:00:00Z');
    const res = await confirm(student, paid);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ detail: string }>().detail).toBe(confirmLessonMessages.onlyPending);
    const booked = await pendingLesson(student, '2026-11-29T13:00:00Z');
    await student.inject({ method: 'PUT', url: `/api/lessons/bookings/${booked.booking_id}/cancel/` });
    expect((await confirm(student, booked.booking_id)).statusCode).toBe(400);
  });

  it('opens no second checkout when the old one was paid and its event is still on the way', async () => {
    const student = await world.newStudent();
    const booked = await pendingLesson(student, '2026-11-30T10:00:00Z');
    await expireHold(booked.booking_id);
    const provider = world.ctx.app.payments.provider;
    const spy = vi.spyOn(provider, 'retrieveCheckout').mockResolvedValueOnce({
      checkoutId: checkoutIdOf(booked.payment_link!),
      status: 'complete',
      paymentStatus: 'paid',
      paymentIntentId: 'pi_test_x',
      amountTotalCents: 5000,
      bookingId: booked.booking_id,
    });
    const res = await confirm(student, booked.booking_id);
    spy.mockRestore();
    expect(res.statusCode).toBe(400);
    expect(res.json<{ detail: string }>().detail).toBe(confirmLessonMessages.alreadyPaid);
  });

  it('answers 503 when the provider cannot open a checkout, leaving the booking unheld', async () => {
    const student = await world.newStudent();
    const booked = await pendingLesson(student, '2026-11-30T13:00:00Z');
    await expireHold(booked.booking_id);
    const provider = world.ctx.app.payments.provider;
    const spy = vi.spyOn(provider, 'createCheckout').mockRejectedValueOnce(new Error('provider down'));
    const res = await confirm(student, booked.booking_id);
    spy.mockRestore();
    expect(res.statusCode).toBe(503);
    expect(res.json<{ detail: string }>().detail).toBe(confirmLessonMessages.paymentUnavailable);
    const shown = await detail(student, booked.booking_id);
    expect(shown).toMatchObject({ status: 'pending', checkout_url: null });
    // A later try works.
    expect((await confirm(student, booked.booking_id)).statusCode).toBe(200);
  });
});
