/**
 * A payout request (API-47, rule B10): the whole available balance, at least MIN_PAYOUT_CENTS, to an
 * enabled account in a payout country. The order makes "exactly one" and "nothing on failure" hold
 * without running the provider inside a database transaction:
 *   1. under a per-mentor advisory lock, check and write the payout (pending) and its ledger transaction,
 *      so the balance drops at once and a concurrent second request finds nothing left to withdraw;
 *   2. ask the provider for the transfer, keyed by the payout's idempotency key;
 *   3. on success mark it paid with the transfer id; on a refusal delete both, leaving nothing recorded
 *      (a process that stops before this step leaves it pending for the settling job, settle.ts).
 * The key is derived from the mentor, the payout's number and the amount, so a retry after a lost answer
 * reaches the same transfer at the provider instead of a second one.
 */
import {
  isPayoutCountry,
  MIN_PAYOUT_CENTS,
  payoutMessages,
  type Payout,
  type PayoutRequest,
  type PayoutResponse,
} from '@app/contract';
import type { Tx } from '../../db/client.ts';
import type { PayoutRow } from '../../db/schema/index.ts';
import { badRequest, HttpError } from '../../platform/errors.ts';
import { recordPayout, removeTransaction } from '../ledger/index.ts';
import { mentorBalances } from './balances.ts';
import type { PayoutDeps } from './connect.ts';
import {
  countPayouts,
  deletePendingPayout,
  findPaymentAccount,
  insertPayout,
  lockMentorPayouts,
} from './repository.ts';
import { markPaid } from './settle.ts';

export const PAYOUT_CURRENCY = 'eur';

/** R1 with the spec's success flag; PAYOUT-10 reads detail (errors is R1's field map). */
const refuse = (field: 'amount' | 'account', message: string) =>
  badRequest(message, { [field]: [message] }, { success: false });

export function presentPayout(row: PayoutRow): Payout {
  return {
    id: row.id,
    amount_cents: row.amountCents,
    currency: row.currency,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/** Step 1: the checks and the pending payout with its ledger transaction, under the mentor's lock. */
export async function reserve(tx: Tx, mentorId: number, amount: number, now: Date): Promise<PayoutRow> {
  await lockMentorPayouts(tx, mentorId);
  const { currentBalance } = await mentorBalances(tx, mentorId, now);
  if (amount !== currentBalance) throw refuse('amount', payoutMessages.wholeBalance(currentBalance));
  if (currentBalance < MIN_PAYOUT_CENTS) throw refuse('amount', payoutMessages.minimumWithdrawal);
  const account = await findPaymentAccount(tx, mentorId);
  if (!account) throw refuse('account', payoutMessages.noAccount);
  if (!account.payoutsEnabled) throw refuse('account', payoutMessages.accountNotEnabled);
  if (!isPayoutCountry(account.country)) throw refuse('account', payoutMessages.countryNotSupported);

  const done = await countPayouts(tx, mentorId);
  const ledgerTransactionId = await recordPayout(tx, mentorId, amount, now);
  return insertPayout(tx, {
    mentorId,
    amountCents: amount,
    currency: PAYOUT_CURRENCY,
    provider: account.provider,
    destination: account.providerAccountId,
    status: 'pending',
    idempotencyKey: `mentor-${mentorId}-payout-${(done ?? 0) + 1}-${amount}`,
    ledgerTransactionId,
    createdAt: now,
  });
}

export async function requestPayout(
  deps: PayoutDeps,
  mentorId: number,
  body: PayoutRequest,
): Promise<PayoutResponse> {
  const now = deps.now();
  const payout = await deps.db.transaction((tx) => reserve(tx, mentorId, body.amount, now));

  let transferId: string;
  try {
    ({ transferId } = await deps.provider.transfer({
      destination: payout.destination,
      amountCents: payout.amountCents,
      currency: payout.currency,
      mentorId,
      idempotencyKey: payout.idempotencyKey,
    }));
  } catch (err) {
    deps.log.error({ err, mentorId, payoutId: payout.id }, 'payout transfer failed');
    await deps.db.transaction(async (tx) => {
      // Only while still pending: the settling job may have reached the provider meanwhile.
      const removed = await deletePendingPayout(tx, payout.id);
      if (removed && payout.ledgerTransactionId !== null) {
        await removeTransaction(tx, payout.ledgerTransactionId);
      }
    });
    throw new HttpError(502, payoutMessages.providerFailed, undefined, { success: false });
  }
  return { success: true, errors: [], payout: presentPayout(await markPaid(deps.db, payout, transferId)) };
}
