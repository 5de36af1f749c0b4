/**
 * Payouts left pending (rule B10): the request writes the payout and its ledger transaction before it asks
 * the provider, so a process that stopped in between (a crash, a deploy) leaves a pending payout whose
 * money is already out of the balance. This job asks the provider again with the payout's own idempotency
 * key, which reaches the transfer made before if there was one, and marks the payout paid. A refusal
 * marks it failed with the provider's reason (ADR 74): its money stays reserved, and staff see it on
 * /admin/payouts and retry it once the cause is fixed (an account that cannot take transfers, a short
 * provider balance), rather than the job asking again every minute unseen.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { PayoutRow } from '../../db/schema/index.ts';
import type { AfterCommit } from '../../platform/jobs.ts';
import { nameTransaction } from '../ledger/index.ts';
import type { PaymentProvider } from '../../platform/payments/provider.ts';
import { markPayoutPaid, stalePendingPayouts } from './repository.ts';
import { markPayoutFailed } from './staff-repository.ts';

/** Longer than any request can take (three provider attempts of 20 s each), so a live one is left alone. */
export const SETTLE_AFTER_MS = 10 * 60_000;
const BATCH = 20;

/** The transfer exists: the payout is paid and its ledger transaction names the transfer. */
export async function markPaid(db: Db | Tx, payout: PayoutRow, transferId: string): Promise<PayoutRow> {
  return db.transaction(async (tx) => {
    if (payout.ledgerTransactionId !== null) {
      await nameTransaction(tx, payout.ledgerTransactionId, transferId);
    }
    return markPayoutPaid(tx, payout.id, transferId);
  });
}

export function settlePendingPayouts(deps: { db: Db; provider: PaymentProvider; log: FastifyBaseLogger }) {
  return async (tx: Tx, now: Date): Promise<AfterCommit | void> => {
    const stale = await stalePendingPayouts(tx, new Date(now.getTime() - SETTLE_AFTER_MS), BATCH);
    if (stale.length === 0) return;
    // The provider is another system: asked after the job's transaction, never inside it.
    return async () => {
      for (const payout of stale) {
        try {
          const { transferId } = await deps.provider.transfer({
            destination: payout.destination,
            amountCents: payout.amountCents,
            currency: payout.currency,
            mentorId: payout.mentorId ?? 0,
            idempotencyKey: payout.idempotencyKey,
          });
          await markPaid(deps.db, payout, transferId);
        } catch (err) {
          deps.log.error({ err, payoutId: payout.id }, 'pending payout could not be settled');
          const reason = err instanceof Error && err.message ? err.message : 'The provider refused it.';
          await markPayoutFailed(deps.db, payout.id, reason, now);
        }
      }
    };
  };
}
