/** SQL of the back office's changes to bookings (issue 21): a suspended person's future lessons. */
import { and, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import type { BookingRow } from './repository.ts';

/** The person's lessons still to come (as student or as mentor), locked, oldest first. */
export function lockFutureLessonsOf(
  tx: Tx,
  person: { userId: number; mentorId: number | null },
  now: Date,
): Promise<BookingRow[]> {
  const whose =
    person.mentorId === null
      ? eq(bookings.studentId, person.userId)
      : or(eq(bookings.studentId, person.userId), eq(bookings.mentorId, person.mentorId));
  return tx
    .select()
    .from(bookings)
    .where(and(whose, inArray(bookings.status, ['pending', 'paid', 'free_trial']), gt(bookings.startAt, now)))
    .orderBy(bookings.startAt, bookings.id)
    .for('update');
}

/** Cancelled by staff: `refundCents` more has gone back to the student. */
export async function markCancelledByStaff(
  tx: Tx,
  id: number,
  reason: string,
  refundCents: number,
  now: Date,
): Promise<BookingRow> {
  const [row] = await tx
    .update(bookings)
    .set({
      status: 'canceled',
      canceledAt: now,
      canceledBy: 'staff',
      cancelReason: reason,
      refundedAmountCents: sql`${bookings.refundedAmountCents} + ${refundCents}`,
      updatedAt: now,
    })
    .where(eq(bookings.id, id))
    .returning();
  return row!;
}

/** A person's newest lessons as student or mentor (the back office's account page), `limit` of them. */
export function recentLessonsOf(
  db: Db,
  person: { userId: number; mentorId: number | null },
  limit: number,
): Promise<BookingRow[]> {
  const whose =
    person.mentorId === null
      ? eq(bookings.studentId, person.userId)
      : or(eq(bookings.studentId, person.userId), eq(bookings.mentorId, person.mentorId));
  return db
    .select()
    .from(bookings)
    .where(whose)
    .orderBy(desc(bookings.startAt), desc(bookings.id))
    .limit(limit);
}

/**
 * The booking's row for a staff refund, locked without waiting: a second refund of the same booking while
 * the first holds the row is refused at once (lock_not_available, SQLSTATE 55P03) rather than queued.
 */
export async function lockBookingForRefund(tx: Tx, id: number): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update', { noWait: true });
  return row;
}

export interface BookingSearchRow extends Record<string, unknown> {
  id: number;
  status: string;
  start_at: Date | string;
  amount_cents: number;
  refunded_amount_cents: number;
  currency: string;
  free_trial: boolean;
  student_id: number | null;
  student_name: string | null;
  mentor_id: number;
  mentor_name: string | null;
}

export interface BookingFilter {
  /** A reference (LES-123 or 123), or a fragment of the student's or mentor's name or e-mail. */
  text?: string;
  bookingId?: number;
  status?: string;
  from?: Date;
  to?: Date;
  refunded?: boolean;
}

/** Past this many matching accounts, a name search filters the newest bookings instead (ADR 75). */
const FEW_PEOPLE = 100;

/**
 * The back office's booking search, latest start first, `limit` rows. A name or e-mail fragment first finds
 * the accounts (the trigram index of migration 0036): when few match, their bookings are read through the
 * student and mentor indexes; when many do, matches are dense and the newest bookings are filtered instead
 * (bench:back-office, ADR 75).
 */
export async function searchBookings(
  db: Db,
  filter: BookingFilter,
  limit: number,
): Promise<BookingSearchRow[]> {
  // Conditions on the booking itself, and (for a name that many accounts match) on the two people.
  const onBooking: SQL[] = [sql`TRUE`];
  const onPeople: SQL[] = [];
  let theirBookings: SQL | undefined;
  if (filter.bookingId !== undefined) onBooking.push(sql`b.id = ${filter.bookingId}`);
  else if (filter.text) {
    const like = `%${filter.text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const people = await queryRows<{ id: number; mentor_id: number | null }>(
      db,
      sql`SELECT id, mentor_id FROM users
        WHERE lower(first_name || ' ' || last_name || ' ' || email) LIKE ${like} LIMIT ${FEW_PEOPLE + 1}`,
    );
    if (people.length <= FEW_PEOPLE) {
      const ids = people.map((p) => Number(p.id));
      const mentorIds = people.flatMap((p) => (p.mentor_id === null ? [] : [Number(p.mentor_id)]));
      const array = (list: number[]) =>
        sql`ARRAY[${sql.join(
          list.map((id) => sql`${id}`),
          sql`, `,
        )}]::int[]`;
      // Their bookings are gathered through the student and mentor indexes, never by walking every booking
      // newest first in the hope of meeting theirs.
      theirBookings = sql`b.id IN (
          SELECT id FROM bookings WHERE student_id = ANY(${array(ids)})
          UNION ALL SELECT id FROM bookings WHERE mentor_id = ANY(${array(mentorIds)}))`;
    } else {
      onPeople.push(sql`(lower(s.first_name || ' ' || s.last_name || ' ' || s.email) LIKE ${like}
        OR lower(mu.first_name || ' ' || mu.last_name || ' ' || mu.email) LIKE ${like})`);
    }
  }
  if (filter.status) onBooking.push(sql`b.status = ${filter.status}`);
  if (filter.from) onBooking.push(sql`b.start_at >= ${filter.from}`);
  if (filter.to) onBooking.push(sql`b.start_at < ${filter.to}`);
  if (filter.refunded) onBooking.push(sql`b.refunded_amount_cents > 0`);
  const columns = sql`b.id, b.status, b.start_at, b.amount_cents, b.refunded_amount_cents, b.currency,
        b.free_trial, b.student_id, s.first_name || ' ' || s.last_name AS student_name,
        b.mentor_id, mu.first_name || ' ' || mu.last_name AS mentor_name`;
  const people = sql`LEFT JOIN users s ON s.id = b.student_id
      JOIN mentors m ON m.id = b.mentor_id
      LEFT JOIN users mu ON mu.id = m.user_id`;
  const newestFirst = sql`ORDER BY b.start_at DESC, b.id DESC LIMIT ${limit}`;
  if (theirBookings) {
    // A few people's bookings (a mentor may have hundreds): the page is chosen from the bookings alone,
    // then only its rows meet the two people (a materialised CTE, so the planner does neither the joins
    // for every booking nor a walk of the newest-first index).
    return await queryRows<BookingSearchRow>(
      db,
      sql`WITH page AS MATERIALIZED (
          SELECT b.id FROM bookings b
          WHERE ${theirBookings} AND ${sql.join(onBooking, sql` AND `)} ${newestFirst})
        SELECT ${columns} FROM page JOIN bookings b ON b.id = page.id ${people} ${newestFirst}`,
    );
  }
  return await queryRows<BookingSearchRow>(
    db,
    sql`SELECT ${columns} FROM bookings b ${people}
      WHERE ${sql.join([...onBooking, ...onPeople], sql` AND `)} ${newestFirst}`,
  );
}
