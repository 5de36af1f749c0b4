/** SQL of no-show reports (B9): a lesson's report, the staff list with both people, a locked report. */
import { eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { noShowReports } from '../../db/schema/index.ts';
import type { NoShowStatus } from '@app/contract';

export type NoShowReportRow = typeof noShowReports.$inferSelect;

export async function noShowReportOf(
  db: Db | Tx,
  bookingId: number,
): Promise<{ status: NoShowStatus } | null> {
  return (await noShowReportsOf(db, [bookingId])).get(bookingId) ?? null;
}

/** The reports of several lessons at once (a page of the lesson list), by booking id. */
export async function noShowReportsOf(
  db: Db | Tx,
  bookingIds: number[],
): Promise<Map<number, { status: NoShowStatus }>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({ bookingId: noShowReports.bookingId, status: noShowReports.status })
    .from(noShowReports)
    .where(inArray(noShowReports.bookingId, bookingIds));
  return new Map(rows.map((row) => [row.bookingId, { status: row.status }]));
}

/** A report and its lesson as the staff list shows them. */
export interface StaffReportRow {
  id: number;
  status: NoShowStatus;
  booking_id: number;
  details: string;
  created_at: Date | string;
  resolved_at: Date | string | null;
  start_at: Date | string;
  end_at: Date | string;
  amount_cents: number;
  refunded_amount_cents: number;
  currency: string;
  student_name: string | null;
  mentor_name: string | null;
}

/** Open reports first, then the newest; one report by id when `id` is given. */
export function staffReports(db: Db | Tx, id?: number): Promise<StaffReportRow[]> {
  return queryRows<StaffReportRow>(
    db,
    sql`SELECT r.id, r.status, r.booking_id, r.details, r.created_at, r.resolved_at,
               b.start_at, b.end_at, b.amount_cents, b.refunded_amount_cents, b.currency,
               trim(su.first_name || ' ' || su.last_name) AS student_name,
               trim(mu.first_name || ' ' || mu.last_name) AS mentor_name
          FROM no_show_reports r
          JOIN bookings b ON b.id = r.booking_id
          LEFT JOIN users su ON su.id = b.student_id
          LEFT JOIN mentors m ON m.id = b.mentor_id
          LEFT JOIN users mu ON mu.id = m.user_id
         ${id === undefined ? sql`` : sql`WHERE r.id = ${id}`}
         ORDER BY (r.status = 'open') DESC, r.created_at DESC, r.id DESC`,
  );
}

export async function findReport(db: Db | Tx, id: number): Promise<NoShowReportRow | undefined> {
  const [row] = await db.select().from(noShowReports).where(eq(noShowReports.id, id));
  return row;
}

export async function lockReport(tx: Tx, id: number): Promise<NoShowReportRow | undefined> {
  const [row] = await tx.select().from(noShowReports).where(eq(noShowReports.id, id)).for('update');
  return row;
}

/** Writes a lesson's report; answers false when the lesson already has one (the unique booking_id). */
export async function insertReport(
  tx: Tx,
  report: { bookingId: number; studentId: number; details: string },
  now: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(noShowReports)
    .values({ ...report, createdAt: now })
    .onConflictDoNothing({ target: noShowReports.bookingId })
    .returning({ id: noShowReports.id });
  return inserted.length > 0;
}

/** Closes a report with staff's refund of `refundedCents`. */
export async function markReportRefunded(
  tx: Tx,
  id: number,
  refundedCents: number,
  staffId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(noShowReports)
    .set({ status: 'refunded', refundedCents, resolvedBy: staffId, resolvedAt: now })
    .where(eq(noShowReports.id, id));
}

/** Closes a report that staff dismissed. */
export async function markReportDismissed(tx: Tx, id: number, staffId: number, now: Date): Promise<void> {
  await tx
    .update(noShowReports)
    .set({ status: 'dismissed', resolvedBy: staffId, resolvedAt: now })
    .where(eq(noShowReports.id, id));
}

/** The staff dashboard's count of reports awaiting a decision. */
export async function openReportCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM no_show_reports WHERE status = 'open'`,
  );
  return Number(row?.n ?? 0);
}
