/**
 * SQL of the lesson list (API-25, API-26, L4): a page of the caller's bookings, their count, the bookings
 * themselves; and whether a student has had a completed lesson with a mentor (the reviews' rule L3).
 */
import type { BookingStatus } from '@app/contract';
import { inArray, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import type { BookingRow } from './repository.ts';

/** Whose lessons, which statuses (all when undefined), and the instant that decides a checkout has run out. */
export interface LessonFilter {
  userId: number;
  mentorId: number | null;
  statuses: BookingStatus[] | undefined;
  now: Date;
}

/**
 * A checkout that ran out unpaid never became a lesson (decision 0047): it is in no list, no count and on no
 * calendar, neither once the lifecycle job has cancelled it nor in the moments before the job runs. One paid
 * too late (and refunded) stays, since money moved. `table` names the bookings table of the query.
 */
export function notAGhost(now: Date, table = 'bookings') {
  const b = sql.identifier(table);
  return sql`NOT (${b}.status = 'pending' AND ${b}.checkout_expires_at IS NOT NULL AND ${b}.checkout_expires_at <= ${now})
    AND NOT (${b}.status = 'canceled' AND ${b}.cancel_reason = 'checkout_expired' AND ${b}.paid_at IS NULL)`;
}

function lessonConditions(filter: LessonFilter) {
  const mine = sql`(student_id = ${filter.userId} OR mentor_id = ${filter.mentorId ?? 0}) AND ${notAGhost(filter.now)}`;
  const statuses = filter.statuses
    ? sql`AND status IN (${sql.join(
        filter.statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`
    : sql``;
  return sql`${mine} ${statuses}`;
}

/** One page of the caller's booking ids, each with the count of all that match. */
export function lessonPage(
  db: Db,
  filter: LessonFilter,
  order: 'soonest first' | 'latest first',
  page: { limit: number; offset: number },
): Promise<{ id: number; total: number }[]> {
  const by = order === 'latest first' ? sql`start_at DESC, id DESC` : sql`start_at ASC, id ASC`;
  return queryRows<{ id: number; total: number }>(
    db,
    sql`SELECT id, count(*) OVER ()::int AS total FROM bookings WHERE ${lessonConditions(filter)}
        ORDER BY ${by} LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}

/** How many of the caller's bookings match (asked when a page past the first comes back empty). */
export async function countLessons(db: Db, filter: LessonFilter): Promise<number> {
  return (
    (
      await queryRows<{ total: number }>(
        db,
        sql`SELECT count(*)::int AS total FROM bookings WHERE ${lessonConditions(filter)}`,
      )
    )[0]?.total ?? 0
  );
}

/** Several bookings by id, in the order asked for. */
export async function findBookings(db: Db | Tx, ids: number[]): Promise<BookingRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(bookings).where(inArray(bookings.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Whether the student has a completed booking with the mentor. */
export async function hasCompletedLesson(db: Db | Tx, studentId: number, mentorId: number): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM bookings
        WHERE student_id = ${studentId} AND mentor_id = ${mentorId} AND status = 'completed' LIMIT 1`,
  );
  return rows.length > 0;
}

/** A mentor's completed lessons and the distinct students they were with (the profile's facts, ADR 67). */
export async function teachingTotals(
  db: Db | Tx,
  mentorId: number,
): Promise<{ lessons: number; students: number }> {
  const [row] = await queryRows<{ lessons: number; students: number }>(
    db,
    sql`SELECT count(*)::int AS lessons, count(DISTINCT student_id)::int AS students FROM bookings
        WHERE mentor_id = ${mentorId} AND status = 'completed'`,
  );
  return { lessons: Number(row?.lessons ?? 0), students: Number(row?.students ?? 0) };
}
