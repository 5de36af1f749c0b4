/**
 * SQL of weekly lessons (ADR 56): the series row, its occurrences, and the bookings one checkout pays for.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { bookingSeries, bookings } from '../../db/schema/index.ts';
import type { BookingRow } from './repository.ts';

export type SeriesRow = typeof bookingSeries.$inferSelect;

export async function insertSeries(
  tx: Tx,
  values: { studentId: number; mentorId: number; createdAt: Date },
): Promise<SeriesRow> {
  const [row] = await tx.insert(bookingSeries).values(values).returning();
  return row!;
}

export async function findSeries(db: Db | Tx, id: number): Promise<SeriesRow | undefined> {
  const [row] = await db.select().from(bookingSeries).where(eq(bookingSeries.id, id));
  return row;
}

/** Every occurrence of the series, in their order. */
export function seriesBookings(db: Db | Tx, seriesId: number): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(eq(bookings.seriesId, seriesId))
    .orderBy(asc(bookings.seriesPosition));
}

/** The occurrences of several series in one query (a page of lesson cards), by series. */
export async function occurrencesOf(db: Db | Tx, seriesIds: number[]): Promise<Map<number, BookingRow[]>> {
  const bySeries = new Map<number, BookingRow[]>();
  if (seriesIds.length === 0) return bySeries;
  const rows = await db
    .select()
    .from(bookings)
    .where(inArray(bookings.seriesId, seriesIds))
    .orderBy(asc(bookings.seriesPosition));
  for (const row of rows) {
    const list = bySeries.get(row.seriesId!) ?? [];
    list.push(row);
    bySeries.set(row.seriesId!, list);
  }
  return bySeries;
}

/**
 * Every booking a checkout pays for (one, or each occurrence of a series), locked until the transaction
 * ends: webhooks race with the expiry job and with each other.
 */
export function lockBookingsByCheckout(tx: Tx, checkoutId: string): Promise<BookingRow[]> {
  return tx
    .select()
    .from(bookings)
    .where(eq(bookings.checkoutId, checkoutId))
    .orderBy(asc(bookings.seriesPosition))
    .for('update');
}

/** Whether another booking than `exceptId` still waits for payment at this checkout. */
export async function othersPendingOnCheckout(
  db: Db | Tx,
  checkoutId: string,
  exceptId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(eq(bookings.checkoutId, checkoutId), ne(bookings.id, exceptId), eq(bookings.status, 'pending')),
    )
    .limit(1);
  return rows.length > 0;
}

/** Keeps the provider's checkout on every booking it pays for. */
export async function storeCheckoutOn(
  db: Db | Tx,
  ids: number[],
  checkout: { provider: string; checkoutId: string; checkoutUrl: string },
  now: Date,
): Promise<void> {
  await db
    .update(bookings)
    .set({
      provider: checkout.provider,
      checkoutId: checkout.checkoutId,
      checkoutUrl: checkout.checkoutUrl,
      updatedAt: now,
    })
    .where(inArray(bookings.id, ids));
}

/** Cancels the bookings whose one checkout could not be opened. */
export async function cancelAllForFailedCheckout(tx: Tx, ids: number[], now: Date): Promise<void> {
  await tx
    .update(bookings)
    .set({
      status: 'canceled',
      canceledAt: now,
      canceledBy: 'system',
      cancelReason: 'checkout_failed',
      updatedAt: now,
    })
    .where(inArray(bookings.id, ids));
}
