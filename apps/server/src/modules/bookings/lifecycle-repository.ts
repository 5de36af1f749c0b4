/**
 * SQL of the booking lifecycle (B3, B4): the job's UPDATE ... RETURNING statements that cancel expired
 * checkouts, start and complete lessons and mark the reminders due.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import type { BookingRow } from './repository.ts';

const HOUR_MS = 3_600_000;

/** Runs an UPDATE ... RETURNING id and loads the rows it touched in drizzle's shape. */
async function bookingRows(tx: Tx, update: SQL): Promise<BookingRow[]> {
  const ids = await queryRows<{ id: number }>(tx, update);
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(bookings)
    .where(
      inArray(
        bookings.id,
        ids.map((r) => r.id),
      ),
    );
}

/** Cancels the pending bookings whose checkout has run out (of one mentor, or all) and answers them. */
export function cancelExpiredPendingBookings(tx: Tx, now: Date, mentorId?: number): Promise<BookingRow[]> {
  return bookingRows(
    tx,
    sql`UPDATE bookings SET status = 'canceled', canceled_at = ${now}, canceled_by = 'system',
          cancel_reason = 'checkout_expired', updated_at = ${now}
        WHERE status = 'pending' AND checkout_expires_at <= ${now}
          ${mentorId === undefined ? sql`` : sql`AND mentor_id = ${mentorId}`}
        RETURNING id`,
  );
}

/** Paid and free-trial lessons whose start has come go live. */
export async function startDueLessons(tx: Tx, now: Date): Promise<void> {
  await tx.execute(
    sql`UPDATE bookings SET status = 'in_progress', updated_at = ${now}
        WHERE status IN ('paid', 'free_trial') AND start_at <= ${now} AND end_at > ${now}`,
  );
}

/** Lessons whose end has come complete; answers each one's mentor. */
export function completeDueLessons(tx: Tx, now: Date): Promise<{ mentor_id: number | null }[]> {
  return queryRows<{ mentor_id: number | null }>(
    tx,
    sql`UPDATE bookings SET status = 'completed', updated_at = ${now}
        WHERE status IN ('paid', 'free_trial', 'in_progress') AND end_at <= ${now}
        RETURNING mentor_id`,
  );
}

/** Marks and answers the lessons whose 24-hour reminder is due (booked before that moment, once: R6). */
export function markDayRemindersDue(tx: Tx, now: Date): Promise<BookingRow[]> {
  return bookingRows(
    tx,
    sql`UPDATE bookings SET reminded_24h_at = ${now}
        WHERE status IN ('paid', 'free_trial') AND reminded_24h_at IS NULL
          AND start_at <= ${new Date(now.getTime() + 24 * HOUR_MS)} AND start_at > ${new Date(now.getTime() + HOUR_MS)}
          AND created_at < start_at - interval '24 hours'
        RETURNING id`,
  );
}

/** Marks and answers the lessons whose 1-hour reminder is due (booked before that moment, once: R6). */
export function markHourRemindersDue(tx: Tx, now: Date): Promise<BookingRow[]> {
  return bookingRows(
    tx,
    sql`UPDATE bookings SET reminded_1h_at = ${now}
        WHERE status IN ('paid', 'free_trial') AND reminded_1h_at IS NULL
          AND start_at <= ${new Date(now.getTime() + HOUR_MS)} AND start_at > ${now}
          AND created_at < start_at - interval '1 hour'
        RETURNING id`,
  );
}
