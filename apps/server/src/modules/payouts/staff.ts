/**
 * Payouts for staff (issue 21 item 3, ADR 74): the list with status, mentor, provider ids and failure reason,
 * and the retry of a failed one. The retry is one transaction that moves the payout from failed back to
 * pending with its audit row (a second retry at the same moment finds it no longer failed: a 409), then
 * the provider is asked after the commit, as the settling job asks it, with the payout's own idempotency
 * key: a transfer that went through unseen is reached again, never made twice. Paid on success; failed
 * again, with the provider's reason, on a refusal.
 */
import {
  PAYOUTS_SEARCH_LIMIT,
  staffPayoutMessages as m,
  type AdminPayout,
  type PayoutRetryResult,
  type PayoutsQuery,
} from '@app/contract';
import type { PayoutRow } from '../../db/schema/index.ts';
import { conflict, HttpError, notFound } from '../../platform/errors.ts';
import { recordStaffAction } from '../audit/index.ts';
import type { SignedInUser } from '../auth/index.ts';
import { formatAmount } from '../lesson-mails/index.ts';
import type { PayoutDeps } from './connect.ts';
import { markPaid } from './settle.ts';
import {
  lockPayout,
  markPayoutFailed,
  searchPayouts,
  setPayoutPending,
  type PayoutSearchRow,
} from './staff-repository.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function present(row: PayoutSearchRow): AdminPayout {
  return {
    id: Number(row.id),
    mentor_id: row.mentor_id === null ? null : Number(row.mentor_id),
    mentor_name: row.mentor_name ?? 'Deleted User',
    mentor_email: row.mentor_email,
    amount_cents: Number(row.amount_cents),
    currency: row.currency.toUpperCase(),
    status: row.status,
    provider: row.provider,
    destination: row.destination,
    provider_reference: row.provider_reference,
    created_at: iso(row.created_at)!,
    failed_at: iso(row.failed_at),
    failure_reason: row.failure_reason,
  };
}

export async function findPayouts(deps: Pick<PayoutDeps, 'db'>, query: PayoutsQuery) {
  const text = query.search?.trim() ?? '';
  const id = /^#?(\d{1,9})$/.exec(text);
  const rows = await searchPayouts(
    deps.db,
    { status: query.status, payoutId: id ? Number(id[1]) : undefined, text: id ? undefined : text },
    PAYOUTS_SEARCH_LIMIT,
  );
  return { payouts: rows.map(present) };
}

async function presentOne(deps: Pick<PayoutDeps, 'db'>, id: number): Promise<AdminPayout> {
  const [row] = await searchPayouts(deps.db, { payoutId: id }, 1);
  if (!row) throw notFound(m.payoutNotFound);
  return present(row);
}

/** The provider's reason in a sentence staff can read, whatever the provider threw. */
export const reasonOf = (err: unknown) =>
  err instanceof Error && err.message ? err.message : 'The provider refused it.';

export async function retryPayout(
  deps: PayoutDeps,
  staff: SignedInUser,
  id: number,
): Promise<PayoutRetryResult> {
  const now = deps.now();
  const payout: PayoutRow = await deps.db.transaction(async (tx) => {
    const row = await lockPayout(tx, id);
    if (!row) throw notFound(m.payoutNotFound);
    if (row.status !== 'failed') throw conflict(row.status === 'pending' ? m.retryUnderWay : m.notFailed);
    const retried = await setPayoutPending(tx, id);
    await recordStaffAction(tx, {
      actor: staff,
      action: 'payout.retry',
      record: { type: 'payout', id },
      before: { status: row.status, failure_reason: row.failureReason },
      after: { status: retried.status },
      at: now,
    });
    return retried;
  });

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
    deps.log.error({ err, payoutId: id }, 'payout retry refused');
    const reason = reasonOf(err);
    await markPayoutFailed(deps.db, id, reason, deps.now());
    throw new HttpError(502, m.failedAgain(reason));
  }
  return {
    message: m.retried(formatAmount(payout.amountCents, payout.currency)),
    payout: await presentOne(deps, id),
  };
}
