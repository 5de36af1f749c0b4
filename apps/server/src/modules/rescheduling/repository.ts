/** SQL of rescheduling (B7): the open request of a lesson, and the calendar sequence of its moves. */
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { bookings, rescheduleRequests } from '../../db/schema/index.ts';

export type RescheduleRow = typeof rescheduleRequests.$inferSelect;
export type NewRescheduleRow = typeof rescheduleRequests.$inferInsert;

export async function insertRequest(tx: Tx, values: NewRescheduleRow): Promise<RescheduleRow> {
  const [row] = await tx.insert(rescheduleRequests).values(values).returning();
  return row!;
}

/** The mentor's answer to an open request, or the student's withdrawal of it. */
export async function decideRequest(
  tx: Tx,
  id: number,
  status: 'accepted' | 'declined' | 'withdrawn',
  now: Date,
): Promise<void> {
  await tx.update(rescheduleRequests).set({ status, decidedAt: now }).where(eq(rescheduleRequests.id, id));
}

/** The statuses of a lesson that can still move; a request of any other lesson is over. */
const MOVABLE = ['paid', 'free_trial'] as const;

/** The request waiting for the mentor: open, not lapsed yet, of a lesson that is still on. */
export async function openRequest(db: Db | Tx, bookingId: number, now: Date): Promise<RescheduleRow | null> {
  return (await openRequests(db, [bookingId], now)).get(bookingId) ?? null;
}

/** The waiting requests of several lessons at once (a page of the lesson list), by booking id. */
export async function openRequests(
  db: Db | Tx,
  bookingIds: number[],
  now: Date,
): Promise<Map<number, RescheduleRow>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({ request: rescheduleRequests })
    .from(rescheduleRequests)
    .innerJoin(bookings, eq(bookings.id, rescheduleRequests.bookingId))
    .where(
      and(
        inArray(rescheduleRequests.bookingId, bookingIds),
        eq(rescheduleRequests.status, 'open'),
        gt(rescheduleRequests.lapsesAt, now),
        inArray(bookings.status, [...MOVABLE]),
      ),
    )
    .orderBy(desc(rescheduleRequests.createdAt));
  const byBooking = new Map<number, RescheduleRow>();
  for (const { request } of rows) {
    if (!byBooking.has(request.bookingId)) byBooking.set(request.bookingId, request);
  }
  return byBooking;
}

/** The open row of a lesson, locked until the transaction ends (two answers at once: one wins). */
export async function lockOpenRequest(tx: Tx, bookingId: number): Promise<RescheduleRow | null> {
  const [row] = await tx
    .select()
    .from(rescheduleRequests)
    .where(and(eq(rescheduleRequests.bookingId, bookingId), eq(rescheduleRequests.status, 'open')))
    .for('update');
  return row ?? null;
}

/** How many times the lesson moved: the SEQUENCE of its calendar invitation. */
export async function calendarSequence(db: Db | Tx, bookingId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM reschedule_requests WHERE booking_id = ${bookingId} AND status = 'accepted'`,
  );
  return row?.n ?? 0;
}

/**
 * Closes the open requests that are over (lifecycle job): those whose time ran out become `lapsed` and
 * are answered, those of a lesson no longer movable (cancelled, started) are `closed` without a word,
 * since the lesson's own mail said what happened.
 */
export async function closeDueRequests(tx: Tx, now: Date): Promise<RescheduleRow[]> {
  await tx.execute(
    sql`UPDATE reschedule_requests r SET status = 'closed', decided_at = ${now}
        FROM bookings b WHERE b.id = r.booking_id AND r.status = 'open' AND b.status NOT IN ('paid', 'free_trial')`,
  );
  const ids = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE reschedule_requests SET status = 'lapsed', decided_at = ${now}
        WHERE status = 'open' AND lapses_at <= ${now} RETURNING id`,
  );
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(rescheduleRequests)
    .where(
      inArray(
        rescheduleRequests.id,
        ids.map((r) => r.id),
      ),
    );
}
