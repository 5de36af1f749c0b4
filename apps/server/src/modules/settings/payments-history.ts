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
import { sql } from 'drizzle-orm';
import {
  bookingReference,
  PAYMENTS_PAGE_SIZE,
  type PaymentHistoryItem,
  type PaymentHistoryKind,
  type PaymentHistoryPage,
  type PaymentHistoryStatus,
} from '@app/contract';
import { queryRows, type Db } from '../../db/client.ts';
import { pageLinks } from '../mentors/index.ts';

export const PAYMENTS_PATH = '/api/users/settings/payments/';

interface HistoryRow {
  kind: PaymentHistoryKind;
  booking_id: number | null;
  date: Date | string;
  amount_cents: number | string;
  status: PaymentHistoryStatus;
  total: number;
}

const refundStatus = (elseStatus: string) =>
  sql.raw(`CASE WHEN b.refunded_amount_cents > 0 AND b.refunded_amount_cents >= b.amount_cents THEN 'refunded'
    WHEN b.refunded_amount_cents > 0 THEN 'partially_refunded' ELSE ${elseStatus} END`);

export async function paymentHistoryPage(
  db: Db,
  who: { userId: number; mentorId: number | null },
  page: number,
  now: Date,
): Promise<PaymentHistoryPage> {
  const mentorId = who.mentorId ?? -1;
  const offset = (page - 1) * PAYMENTS_PAGE_SIZE;
  const rows = await queryRows<HistoryRow>(
    db,
    sql`WITH history AS (
        SELECT 'payment' AS kind, b.id AS booking_id, coalesce(b.paid_at, b.created_at) AS date,
          b.amount_cents, CASE WHEN b.paid_at IS NULL THEN 'pending' ELSE ${refundStatus("'completed'")} END AS status,
          b.id AS tie
        FROM bookings b
        WHERE b.student_id = ${who.userId} AND b.amount_cents > 0
          AND (b.paid_at IS NOT NULL OR (b.status = 'pending' AND coalesce(b.checkout_expires_at > ${now}, false)))
        UNION ALL
        -- From the mentor's own entries, each transaction by its key (OFFSET 0 keeps the lookup, as in
        -- payouts/balances.ts): joined freely, the planner scans every payment of the platform. The
        -- status needs the booking, so it is read for the page's rows only, below.
        SELECT 'earning', t.booking_id, t.created_at, -e.amount_cents, NULL, t.booking_id
        FROM ledger_entries e
        CROSS JOIN LATERAL (SELECT t.created_at, t.booking_id FROM ledger_transactions t
                            WHERE t.id = e.transaction_id AND t.kind = 'payment' OFFSET 0) t
        WHERE e.mentor_id = ${mentorId} AND e.account = 'mentor_payable' AND e.amount_cents < 0
        UNION ALL
        SELECT 'payout', NULL, p.created_at, p.amount_cents,
          CASE p.status WHEN 'paid' THEN 'completed' ELSE p.status END, p.id
        FROM payouts p WHERE p.mentor_id = ${mentorId}
      ), page AS (
        SELECT *, (count(*) OVER ())::int AS total
        FROM history ORDER BY date DESC, tie DESC, kind LIMIT ${PAYMENTS_PAGE_SIZE} OFFSET ${offset}
      )
      SELECT page.kind, page.booking_id, page.date, page.amount_cents, page.total,
        CASE WHEN page.kind = 'earning'
          THEN ${refundStatus("CASE WHEN b.status = 'completed' THEN 'completed' ELSE 'pending' END")}
          ELSE page.status END AS status
      FROM page LEFT JOIN bookings b ON page.kind = 'earning' AND b.id = page.booking_id
      ORDER BY page.date DESC, page.tie DESC, page.kind`,
  );
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

function presentRow(row: HistoryRow): PaymentHistoryItem {
  return {
    date: new Date(row.date).toISOString(),
    booking_reference: row.booking_id === null ? null : bookingReference(Number(row.booking_id)),
    amount_cents: Number(row.amount_cents),
    status: row.status,
    kind: row.kind,
  };
}
