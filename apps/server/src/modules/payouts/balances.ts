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
import type { Db, Tx } from '../../db/client.ts';
import { mentorPayableBuckets } from '../ledger/index.ts';

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

export async function mentorBalances(db: Db | Tx, mentorId: number, now: Date): Promise<Balances> {
  const cutoff = new Date(now.getTime() - EARNINGS_UNLOCK_DAYS * DAY_MS);
  const buckets = await mentorPayableBuckets(db, mentorId, cutoff, now);
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
