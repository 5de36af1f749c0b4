/**
 * The staff dashboard's money figures (issue 21 item 1) over a window of ledger transactions, in cents:
 * money in (payments and package purchases at the provider), refunds out, payouts to mentors, and the
 * platform's fees net of what refunds took back (the credit of platform_revenue).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

export interface MoneyFigures {
  revenueCents: number;
  platformFeesCents: number;
  refundsCents: number;
  payoutsCents: number;
}

export async function moneyBetween(db: Db, from: Date, to: Date): Promise<MoneyFigures> {
  const [row] = await queryRows<Record<keyof MoneyFigures, string | number>>(
    db,
    sql`SELECT
      coalesce(sum(e.amount_cents) FILTER (WHERE e.account = 'provider_clearing'
        AND t.kind IN ('payment', 'credit_purchase')), 0) AS "revenueCents",
      coalesce(-sum(e.amount_cents) FILTER (WHERE e.account = 'platform_revenue'), 0) AS "platformFeesCents",
      coalesce(-sum(e.amount_cents) FILTER (WHERE e.account = 'provider_clearing'
        AND t.kind IN ('refund', 'credit_refund')), 0) AS "refundsCents",
      coalesce(sum(e.amount_cents) FILTER (WHERE e.account = 'mentor_payable' AND t.kind = 'payout'), 0)
        AS "payoutsCents"
    FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
    WHERE t.created_at >= ${from} AND t.created_at < ${to}`,
  );
  return {
    revenueCents: Number(row?.revenueCents ?? 0),
    platformFeesCents: Number(row?.platformFeesCents ?? 0),
    refundsCents: Number(row?.refundsCents ?? 0),
    payoutsCents: Number(row?.payoutsCents ?? 0),
  };
}
