/**
 * Payment and the booking lifecycle (B3, B4, B10 ledger, R6 mails): paying on the test checkout, the
 * expiry that frees a slot, a late payment refunded automatically, live and completed at the right
 * moments, the reminders, and a review allowed after the lesson.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Booking, BookResponse } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { completeTestCheckout } from '../src/modules/payments/test-checkout.ts';
import { accountBalance } from '../src/modules/ledger/repository.ts';
import { latestMailTo, login } from './auth-helpers.ts';
import { bookAs, useBookingWorld, countRows, ledgerSum, lessonRequest } from './booking-fixtures.ts';
import { testCheckouts } from '../src/db/schema/index.ts';

const world = useBookingWorld();

const checkoutIdOf = (link: string | null) => link!.split('/').at(-1)!;

const countLedger = () => countRows(world, 'ledger_entries');

async function bookingOf(id: number): Promise<Booking> {
  const res = await world.student.inject({ method: 'GET', url: `/api/lessons/bookings/${id}/` });
  return res.json<Booking>();
}

/** Moves time on and runs the scheduled work; access tokens are short-lived, so sign in again. */
async function tick(seconds: number) {
  world.ctx.clock.advance(seconds);
  await world.ctx.app.scheduler.runAll();
  world.student = await login(world.ctx.app, world.student.user.email);
}

describe('paying on the test checkout', () => {
  it('4242 pays: the booking is paid through the signed event, recorded in a balanced ledger and mailed', async () => {
    const booked = (
      await bookAs(world.student, lessonRequest(world, '2026-11-24T13:00:00Z'))
    ).json<BookResponse>();
    const checkoutId = checkoutIdOf(booked.payment_link);
    const page = await world.ctx.app.inject({
      method: 'GET',
      url: `/api/payments/test-checkout/${checkoutId}/`,
    });
    expect(page.json()).toMatchObject({
      booking_id: booked.booking_id,
      amount_total_cents: 5000,
      status: 'open',
    });

    const declined = await world.student.inject({
      method: 'POST',
      url: `/api/payments/test-checkout/${checkoutId}/pay/4000000000000002`,
    });
    expect(declined.statusCode).toBe(402);
    expect((await bookingOf(booked.booking_id)).status).toBe('pending');

    const paid = await world.student.inject({
      method: 'POST',
      url: `/api/payments/test-checkout/${checkoutId}/pay/4242424242424242`,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json<{ redirect_url: string }>().redirect_url).toContain(
      `/bookings/${booked.booking_id}/success`,
    );
    const booking = await bookingOf(booked.booking_id);
    expect(booking).toMatchObject({ status: 'paid', checkout_url: null });
    expect(booking.date_time.checkout_expiration).toBeNull();

    expect(await ledgerSum(world)).toBe(0);
    const db = world.ctx.database.db;
    expect(await accountBalance(db, 'provider_clearing')).toBe(5000);
    expect(await accountBalance(db, 'platform_revenue')).toBe(-750);
    expect(await accountBalance(db, 'mentor_payable', world.maya.id)).toBe(-4250);

    const studentMail = await latestMailTo(world.ctx, world.student.user.email);
    expect(studentMail?.subject).toMatch(/booked/i);
    const [stored] = await queryRows<{ attachments: { filename: string; content: string }[] }>(
      db,
      sql`SELECT attachments FROM outbox_emails WHERE lower(to_address) = lower(${world.maya.email}) ORDER BY id DESC LIMIT 1`,
    );
    expect(stored?.attachments[0]?.filename).toBe(`lesson-LES-${booked.booking_id}.ics`);
    expect(stored?.attachments[0]?.content).toContain('DTSTART:20261124T130000Z');
  });

  it('a replayed payment event changes nothing', async () => {
    const before = await ledgerSum(world);
    const [row] = await queryRows<{ n: number }>(
      world.ctx.database.db,
      sql`SELECT count(*)::int AS n FROM ledger_entries`,
    );
    const booked = (
      await bookAs(world.student, lessonRequest(world, '2026-11-24T15:00:00Z'))
    ).json<BookResponse>();
    await completeTestCheckout(world.ctx.app, checkoutIdOf(booked.payment_link));
    await expect(completeTestCheckout(world.ctx.app, checkoutIdOf(booked.payment_link))).rejects.toThrow();
    const [after] = await queryRows<{ n: number }>(
      world.ctx.database.db,
      sql`SELECT count(*)::int AS n FROM ledger_entries`,
    );
    // Student payment, platform fee, mentor earning (no discount entry for a zero discount).
    expect(after!.n - row!.n).toBe(3);
    expect(await ledgerSum(world)).toBe(before);
  });
});

describe('payment events the bookings do not know', () => {
  it('a signed payment for a checkout of no booking is acknowledged and changes nothing', async () => {
    const before = [await countRows(world, 'bookings'), await ledgerSum(world), await countLedger()];
    const now = world.ctx.clock.now();
    await world.ctx.database.db.insert(testCheckouts).values({
      id: 'cs_test_orphan',
      bookingId: 999_999,
      amountTotalCents: 5000,
      applicationFeeCents: 750,
      currency: 'eur',
      description: 'A lesson nobody booked',
      status: 'open',
      successUrl: 'http://localhost:3000/bookings/999999/success',
      cancelUrl: 'http://localhost:3000/bookings/999999/cancel',
      expiresAt: new Date(now.getTime() + 30 * 60_000),
      createdAt: now,
    });
    await completeTestCheckout(world.ctx.app, 'cs_test_orphan');
    expect([await countRows(world, 'bookings'), await ledgerSum(world), await countLedger()]).toEqual(before);
  });
});

describe('the lifecycle', () => {
  it('an unpaid checkout expires after 30 minutes: cancelled, the slot free, a late payment refunded in full', async () => {
    const response = await bookAs(world.student, lessonRequest(world, '2026-11-25T09:00:00Z'));
    expect(response.statusCode, response.body).toBe(201);
    const booked = response.json<BookResponse>();
    await tick(29 * 60);
    expect((await bookingOf(booked.booking_id)).status).toBe('pending');
    await tick(2 * 60);
    expect((await bookingOf(booked.booking_id)).status).toBe('canceled');
    const again = await bookAs(await world.newStudent(), lessonRequest(world, '2026-11-25T09:00:00Z'));
    expect(again.statusCode).toBe(201);

    // The student paid just as the checkout ran out: the money is taken in and given back.
    await completeTestCheckout(world.ctx.app, checkoutIdOf(booked.payment_link), { allowExpired: true });
    const late = await bookingOf(booked.booking_id);
    expect(late.status).toBe('canceled');
    expect(late.payment_details.refunded_amount_cents).toBe(5000);
    expect(await ledgerSum(world)).toBe(0);
    const [refunds] = await queryRows<{ n: number }>(
      world.ctx.database.db,
      sql`SELECT count(*)::int AS n FROM test_refunds`,
    );
    expect(refunds!.n).toBe(1);
    expect((await latestMailTo(world.ctx, world.student.user.email))?.subject).toMatch(/refund/i);
  });

  it('reminds 24 h and 1 h before, goes live at the start and completes at the end; then a review is allowed', async () => {
    const student = await world.newStudent();
    const start = new Date('2026-11-26T12:00:00Z');
    const response = await bookAs(student, lessonRequest(world, start.toISOString()));
    expect(response.statusCode, response.body).toBe(201);
    const booked = response.json<BookResponse>();
    await completeTestCheckout(world.ctx.app, checkoutIdOf(booked.payment_link));
    const until = (ms: number) => Math.ceil((start.getTime() - ms - world.ctx.clock.now().getTime()) / 1000);
    await tick(until(24 * 3_600_000) + 60);
    expect((await latestMailTo(world.ctx, student.user.email))?.subject).toMatch(/24 hours/);
    await tick(until(3_600_000) + 60);
    expect((await latestMailTo(world.ctx, student.user.email))?.subject).toMatch(/1 hour/);
    const as = () => login(world.ctx.app, student.user.email);
    const read = async () =>
      (
        await (await as()).inject({ method: 'GET', url: `/api/lessons/bookings/${booked.booking_id}/` })
      ).json<Booking>();
    await tick(until(0) + 1);
    expect((await read()).status).toBe('in_progress');
    const review = {
      target: world.maya.userId,
      teaching_ability: 5,
      communication: 5,
      expertise: 4,
      message: 'Great first lesson.',
    };
    const early = await (await as()).inject({ method: 'PUT', url: '/api/reviews/upsert/', payload: review });
    expect(early.statusCode).toBe(400);
    await tick(61 * 60);
    expect((await read()).status).toBe('completed');
    const reviewed = await (
      await as()
    ).inject({ method: 'PUT', url: '/api/reviews/upsert/', payload: review });
    expect(reviewed.statusCode).toBeLessThan(300);
    expect((await read()).has_reviewed).toBe(true);
  });
});
