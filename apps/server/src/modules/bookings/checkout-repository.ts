/**
 * SQL of a booking's checkout and payment (B3, B5): the provider's checkout kept on the booking, what the
 * checkout events write, the late payments still to refund, and the lesson a hosted checkout page shows.
 */
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import type { BookingRow } from './repository.ts';

/** Confirm Lesson's new hold: the new expiry, and the old checkout's id and address gone. */
export async function clearCheckoutForRenewal(
  tx: Tx,
  id: number,
  expiresAt: Date,
  now: Date,
): Promise<BookingRow> {
  const [row] = await tx
    .update(bookings)
    .set({ checkoutExpiresAt: expiresAt, checkoutId: null, checkoutUrl: null, updatedAt: now })
    .where(eq(bookings.id, id))
    .returning();
  return row!;
}

/** Puts back the checkout expiry a failed Confirm Lesson had moved. */
export async function restoreCheckoutExpiry(db: Db, id: number, expiresAt: Date, now: Date): Promise<void> {
  await db.update(bookings).set({ checkoutExpiresAt: expiresAt, updatedAt: now }).where(eq(bookings.id, id));
}

/** Cancels a pending booking whose checkout the provider reports expired. */
export async function cancelForExpiredCheckout(tx: Tx, id: number, now: Date): Promise<void> {
  await tx
    .update(bookings)
    .set({
      status: 'canceled',
      canceledAt: now,
      canceledBy: 'system',
      cancelReason: 'checkout_expired',
      updatedAt: now,
    })
    .where(eq(bookings.id, id));
}

/** Makes a pending booking paid with the provider's payment reference. */
export async function markPaid(tx: Tx, id: number, reference: string | null, now: Date): Promise<BookingRow> {
  const [paid] = await tx
    .update(bookings)
    .set({ status: 'paid', paidAt: now, paymentIntentId: reference, updatedAt: now })
    .where(eq(bookings.id, id))
    .returning();
  return paid!;
}

/** Records a payment that arrived for a booking already cancelled (it stays cancelled). */
export async function markLatePaymentReceived(
  tx: Tx,
  id: number,
  reference: string | null,
  now: Date,
): Promise<void> {
  await tx
    .update(bookings)
    .set({ paidAt: now, paymentIntentId: reference, updatedAt: now })
    .where(eq(bookings.id, id));
}

/** Records a late payment as refunded in full. */
export async function markLatePaymentRefunded(
  tx: Tx,
  id: number,
  amountCents: number,
  now: Date,
): Promise<void> {
  await tx
    .update(bookings)
    .set({ refundedAmountCents: amountCents, updatedAt: now })
    .where(and(eq(bookings.id, id)));
}

/** Late payments still waiting for their refund (the provider was unreachable): the job retries them. */
export async function latePaymentsToRefund(tx: Tx): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    // Paid after it was cancelled: by the system (its checkout ran out), or by the student before paying a
    // weekly series' one checkout (ADR 56); a lesson paid and then cancelled keeps its B6 refund.
    sql`SELECT id FROM bookings WHERE status = 'canceled'
          AND (canceled_by = 'system' OR paid_at > canceled_at)
          AND paid_at IS NOT NULL AND refunded_amount_cents < amount_cents`,
  );
  return rows.map((r) => r.id);
}

/** The lesson a hosted checkout page shows: its mentor's name, skill, length and start. */
export interface CheckoutLesson {
  first_name: string | null;
  last_name: string | null;
  skill_name: string;
  session_minutes: number;
  start_at: Date | string;
}

/** The lesson of a checkout's booking, for the test provider's checkout page. */
export async function checkoutLesson(db: Db | Tx, bookingId: number): Promise<CheckoutLesson | undefined> {
  const [lesson] = await queryRows<CheckoutLesson>(
    db,
    sql`SELECT u.first_name, u.last_name, b.skill_name, b.session_minutes, b.start_at
        FROM bookings b
        LEFT JOIN mentors m ON m.id = b.mentor_id
        LEFT JOIN users u ON u.id = m.user_id
        WHERE b.id = ${bookingId}`,
  );
  return lesson;
}
