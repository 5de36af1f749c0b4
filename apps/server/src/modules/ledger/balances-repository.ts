/** SQL of a mentor's balances (rule B10): the mentor_payable entries summed by unlock day. */
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';

export interface PayableBucketRow {
  /** 0 for unlocked earnings, else whole days until they unlock; -1 for the payouts. */
  days: number | string;
  ended: boolean;
  cents: number | string;
}

/**
 * A mentor's payable entries summed per whole day until they unlock (earnings of lessons ended by `cutoff`
 * are unlocked) and whether the lesson has ended by `now`; the payouts come back as the row with days = -1.
 */
export async function mentorPayableBuckets(
  db: Db | Tx,
  mentorId: number,
  cutoff: Date,
  now: Date,
): Promise<PayableBucketRow[]> {
  // One pass over the mentor's payable entries, grouped in the database by unlock day, so a mentor with
  // years of lessons still gets a few rows. The payouts come back as the row with days = -1.
  return queryRows<PayableBucketRow>(
    db,
    sql`WITH mine AS (
          SELECT t.kind, t.booking_id, e.amount_cents
          FROM ledger_entries e
          -- OFFSET 0 keeps this a per-entry primary-key lookup: joined freely, the planner may scan every
          -- ledger transaction of every mentor to hash them, which grows with the whole ledger.
          CROSS JOIN LATERAL (SELECT t.kind, t.booking_id FROM ledger_transactions t
                              WHERE t.id = e.transaction_id OFFSET 0) t
          WHERE e.mentor_id = ${mentorId} AND e.account = 'mentor_payable'
        ), earned AS (
          SELECT booking_id, -sum(amount_cents) AS cents FROM mine
          WHERE kind IN ('payment', 'refund') GROUP BY booking_id
        )
        SELECT -1 AS days, false AS ended, coalesce(sum(amount_cents), 0) AS cents
        FROM mine WHERE kind = 'payout'
        UNION ALL
        SELECT CASE WHEN b.end_at IS NULL OR b.end_at <= ${cutoff} THEN 0
                    ELSE ceil(extract(epoch FROM (b.end_at - ${cutoff}::timestamptz)) / 86400) END,
               (b.end_at IS NULL OR b.end_at <= ${now}), sum(earned.cents)
        FROM earned LEFT JOIN bookings b ON b.id = earned.booking_id
        GROUP BY 1, 2`,
  );
}
