/**
 * SQL of the settings module. Settings owns no table: its one own read is the payments history
 * (payments-history.ts), a page of the caller's bookings paid, ledger earnings and payouts in one query.
 */
import { sql } from 'drizzle-orm';
import type { PaymentHistoryKind, PaymentHistoryStatus } from '@app/contract';
import { queryRows, type Db } from '../../db/client.ts';

export interface PaymentHistoryRow {
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

/**
 * One page of a user's money movements, newest first: payments as a student, earnings and payouts as a
 * mentor (mentorId -1 for none); every row carries the total count.
 */
export function paymentHistoryRows(
  db: Db,
  userId: number,
  mentorId: number,
  pageSize: number,
  offset: number,
  now: Date,
): Promise<PaymentHistoryRow[]> {
  return queryRows<PaymentHistoryRow>(
    db,
    sql`WITH history AS (
        SELECT 'payment' AS kind, b.id AS booking_id, coalesce(b.paid_at, b.created_at) AS date,
          b.amount_cents, CASE WHEN b.paid_at IS NULL THEN 'pending' ELSE ${refundStatus("'completed'")} END AS status,
          b.id AS tie
        FROM bookings b
        WHERE b.student_id = ${userId} AND b.amount_cents > 0
          AND (b.paid_at IS NOT NULL OR (b.status = 'pending' AND coalesce(b.checkout_expires_at > ${now}, false)))
        UNION ALL
        -- From the mentor's own entries, each transaction by its key (OFFSET 0 keeps the lookup, as in
        -- ledger/balances-repository.ts): joined freely, the planner scans every payment of the platform. The
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
        FROM history ORDER BY date DESC, tie DESC, kind LIMIT ${pageSize} OFFSET ${offset}
      )
      SELECT page.kind, page.booking_id, page.date, page.amount_cents, page.total,
        CASE WHEN page.kind = 'earning'
          THEN ${refundStatus("CASE WHEN b.status = 'completed' THEN 'completed' ELSE 'pending' END")}
          ELSE page.status END AS status
      FROM page LEFT JOIN bookings b ON page.kind = 'earning' AND b.id = page.booking_id
      ORDER BY page.date DESC, page.tie DESC, page.kind`,
  );
}
