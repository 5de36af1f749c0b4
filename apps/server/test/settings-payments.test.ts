/**
 * The payments history of the settings Payments tab (PAYOUT-01, API-43): a student's lesson payments and a
 * mentor's lesson earnings and payouts, newest first, 10 a page with next/previous URLs of the same call,
 * statuses after refunds. Real bookings paid on the test checkout. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bookingReference, type PaymentHistoryPage } from '@app/contract';
import type { Session } from './auth-helpers.ts';
import { bookLesson, useBookingWorld } from './booking-fixtures.ts';
import { settingsOf } from './settings-fixtures.ts';

const world = useBookingWorld();

const page = async (who: Session, url: string) => {
  const res = await who.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PaymentHistoryPage>();
};

/** Eleven paid lessons, Tuesday to Friday at 09:00, 11:00 and 14:00 UTC (10:00, 12:00, 15:00 in Berlin). */
const STARTS = [24, 25, 26, 27]
  .flatMap((day) => ['09', '11', '14'].map((h) => `2026-11-${day}T${h}:00:00Z`))
  .slice(0, 11);

describe('payments history', () => {
  let student: Session;
  let bookings: number[];

  it('pages a student through their paid lessons, newest first, 10 a page', async () => {
    student = await world.newStudent();
    bookings = [];
    for (const start of STARTS) bookings.push(await bookLesson(world, student, start));
    const first = await page(student, '/api/users/settings/payments/');
    expect(first.count).toBe(11);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/api/users/settings/payments/?page=2');
    expect(first.results).toHaveLength(10);
    // All were paid at the same frozen instant: the newest booking comes first.
    expect(first.results.map((r) => r.booking_reference)).toEqual(
      [...bookings].reverse().slice(0, 10).map(bookingReference),
    );
    expect(first.results[0]).toEqual({
      date: world.ctx.clock.now().toISOString(),
      booking_reference: bookingReference(bookings.at(-1)!),
      amount_cents: 5000,
      status: 'completed',
      kind: 'payment',
    });
    const second = await page(student, first.next!);
    expect(second).toEqual({
      count: 11,
      next: null,
      previous: '/api/users/settings/payments/?page=1',
      results: [expect.objectContaining({ booking_reference: bookingReference(bookings[0]!) })],
    });
    expect(await page(student, second.previous!)).toEqual(first);
    // The settings read carries the first page.
    expect((await settingsOf(student)).payments).toEqual(first);
    // A page past the end is empty and points back to the last page.
    expect(await page(student, '/api/users/settings/payments/?page=5')).toEqual({
      count: 11,
      next: null,
      previous: '/api/users/settings/payments/?page=2',
      results: [],
    });
  });

  it('shows refunds and an open checkout in the status', async () => {
    const cancel = (id: number) =>
      student.inject({ method: 'PUT', url: `/api/lessons/bookings/${id}/cancel/` });
    // Four days ahead: a full refund; one day ahead: half (the FAQ's 48-hour rule).
    expect((await cancel(bookings[10]!)).statusCode).toBe(200);
    expect((await cancel(bookings[0]!)).statusCode).toBe(200);
    const open = await bookLesson(world, student, '2026-11-28T09:00:00Z', { pay: false });
    const rows = [
      ...(await page(student, '/api/users/settings/payments/?page=1')).results,
      ...(await page(student, '/api/users/settings/payments/?page=2')).results,
    ];
    const statusOf = (id: number) => rows.find((r) => r.booking_reference === bookingReference(id))?.status;
    expect(rows).toHaveLength(12);
    expect(statusOf(open)).toBe('pending');
    expect(statusOf(bookings[10]!)).toBe('refunded');
    expect(statusOf(bookings[0]!)).toBe('partially_refunded');
    expect(statusOf(bookings[5]!)).toBe('completed');
  });

  it("shows a mentor their lesson earnings and payouts, and no one else's", async () => {
    const history = await page(world.mentor, '/api/users/settings/payments/');
    expect(history.count).toBe(11);
    expect(history.results.every((r) => r.kind === 'earning')).toBe(true);
    const earningOf = (id: number) =>
      history.results.find((r) => r.booking_reference === bookingReference(id));
    // 15% platform fee on €50: the mentor's share is €42.50, the status follows the lesson and its refunds.
    expect(earningOf(bookings[9]!)).toMatchObject({ amount_cents: 4250, status: 'pending' });
    expect(earningOf(bookings[10]!)).toMatchObject({ amount_cents: 4250, status: 'refunded' });
    await world.ctx.database.db.execute(
      sql`UPDATE bookings SET status = 'completed' WHERE id = ${bookings[9]!}`,
    );
    const later = new Date(world.ctx.clock.now().getTime() + 60_000);
    await world.ctx.database.db.execute(sql`INSERT INTO payouts
        (mentor_id, amount_cents, currency, provider, provider_reference, destination, status, idempotency_key, created_at)
      VALUES (${world.maya.id}, 4250, 'eur', 'test', 'tr_1', 'acct_1', 'paid', 'payout-test-1', ${later})`);
    const after = await page(world.mentor, '/api/users/settings/payments/');
    expect(after.count).toBe(12);
    expect(after.results[0]).toEqual({
      date: later.toISOString(),
      booking_reference: null,
      amount_cents: 4250,
      status: 'completed',
      kind: 'payout',
    });
    expect(after.results.find((r) => r.booking_reference === bookingReference(bookings[9]!))?.status).toBe(
      'completed',
    );
    // The other mentor and an unrelated student see none of it.
    expect((await page(await world.newStudent(), '/api/users/settings/payments/')).count).toBe(0);
  });
});
