/**
 * The payments history of the settings Payments tab (PAYOUT-01, API-43): the caller's money movements,
 * newest first, 10 a page.
 *
 * - payment (as a student): a lesson they paid for. date = when it was paid (while its checkout is still
 *   open: when it was booked, status pending); amount = what they paid; status completed, refunded or
 *   partially_refunded. Free lessons (trials, 100% promo codes) moved no money and are not listed.
 * - earning (as a mentor): their share of a paid lesson, from the ledger's payment transaction (B10); status
 *   pending until the lesson is completed, then completed, or refunded / partially_refunded after a refund.
 *   The amount is the share as first credited; the status says what happened to it since.
 * - payout (as a mentor): a transfer of their balance to their bank; pending, completed (paid) or failed.
 */
import {
  bookingReference,
  PAYMENTS_PAGE_SIZE,
  type PaymentHistoryItem,
  type PaymentHistoryPage,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { pageLinks } from '../mentors/index.ts';
import { paymentHistoryRows, type PaymentHistoryRow } from './repository.ts';

export const PAYMENTS_PATH = '/api/users/settings/payments/';

export async function paymentHistoryPage(
  db: Db,
  who: { userId: number; mentorId: number | null },
  page: number,
  now: Date,
): Promise<PaymentHistoryPage> {
  const mentorId = who.mentorId ?? -1;
  const offset = (page - 1) * PAYMENTS_PAGE_SIZE;
  const rows = await paymentHistoryRows(db, who.userId, mentorId, PAYMENTS_PAGE_SIZE, offset, now);
  // A page past the end has no rows to carry the total: count separately only then.
  const count = rows[0]?.total ?? (page > 1 ? await historyCount(db, who, now) : 0);
  return {
    results: rows.map(presentRow),
    count,
    ...pageLinks(`${PAYMENTS_PATH}?page=${page}`, page, PAYMENTS_PAGE_SIZE, count),
  };
}

async function historyCount(
  db: Db,
  who: { userId: number; mentorId: number | null },
  now: Date,
): Promise<number> {
  const pages = await paymentHistoryPage(db, who, 1, now);
  return pages.count;
}

function presentRow(row: PaymentHistoryRow): PaymentHistoryItem {
  return {
    date: new Date(row.date).toISOString(),
    booking_reference: row.booking_id === null ? null : bookingReference(Number(row.booking_id)),
    amount_cents: Number(row.amount_cents),
    status: row.status,
    kind: row.kind,
  };
}
