/**
 * A mentor's money (rule B10), from ledger sums only (never stored counters). The mentor_payable account
 * is credited (negative) with a lesson's earning when it is paid and debited back by refunds, so a
 * lesson's net earning is minus the sum of its entries; payouts debit it too (kind 'payout').
 *
 * A lesson's net earning unlocks EARNINGS_UNLOCK_DAYS after its end; that includes what a mentor keeps of
 * a lesson cancelled late (a half refund). Until then it is pending. The lesson's end decides, not its
 * status, so the figures do not wait for the lifecycle job to mark a finished lesson completed.
 */
import { EARNINGS_UNLOCK_DAYS, type PendingEarning } from '@app/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';

const DAY_MS = 86_400_000;

export interface Balances {
  /** Unlocked earnings minus payouts: what may be withdrawn now. */
  currentBalance: number;
  pendingBalance: number;
  pendingBreakdown: PendingEarning[];
  /** Net earnings of lessons that have ended (after refunds), whether unlocked or not. */
  lifetimeEarnings: number;
  totalLifetimePayouts: number;
}

interface BucketRow {
  /** 0 for unlocked earnings, else whole days until they unlock; -1 for the payouts. */
  days: number | string;
  ended: boolean;
  cents: number | string;
}

export async function mentorBalances(db: Db | Tx, mentorId: number, now: Date): Promise<Balances> {
  const cutoff = new Date(now.getTime() - EARNINGS_UNLOCK_DAYS * DAY_MS);
  // One pass over the mentor's payable entries, grouped in the database by unlock day, so a mentor with
  // years of lessons still gets a few rows. The payouts come back as the row with days = -1.
  const buckets = await queryRows<BucketRow>(
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
  let totalLifetimePayouts = 0;
  let unlocked = 0;
  let lifetimeEarnings = 0;
  const pending = new Map<number, number>();
  for (const row of buckets) {
    const cents = Number(row.cents);
    const days = Number(row.days);
    if (days === -1) {
      totalLifetimePayouts = cents;
      continue;
    }
    if (row.ended) lifetimeEarnings += cents;
    if (days === 0) unlocked += cents;
    else pending.set(days, (pending.get(days) ?? 0) + cents);
  }
  const pendingBreakdown = [...pending]
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => a - b)
    .map(([unlocksInDays, amount]) => ({ amount, unlocksInDays }));
  return {
    currentBalance: unlocked - totalLifetimePayouts,
    pendingBalance: pendingBreakdown.reduce((sum, p) => sum + p.amount, 0),
    pendingBreakdown,
    lifetimeEarnings,
    totalLifetimePayouts,
  };
}
