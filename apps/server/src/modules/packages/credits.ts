/**
 * Lesson credits (issue 18 item 2, ADR 57): spending one on a booking, giving it back or keeping it when
 * the lesson is cancelled (B6), the student's list, the pro-rata refund of unused ones and their expiry.
 *
 * Expiry is decided at read time (a credit past expires_at is never listed or spent, whatever the job has
 * done) and booked by a scheduled job, which moves what is left of an expired purchase from the student's
 * liability to the platform's revenue.
 */
import { packageMessages, type CreditRefundResponse, type LessonCredit } from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Outbox } from '../../platform/outbox.ts';
import type { RefundRequest } from '../../platform/payments/provider.ts';
import type { SignedInUser } from '../auth/index.ts';
import { bookingPeople, mentorSession, type BookingDeps, type BookingRow } from '../bookings/index.ts';
import {
  recordCreditExpiry,
  recordCreditRefund,
  recordCreditReturn,
  recordCreditUse,
  recordLateCreditCancel,
} from '../ledger/index.ts';
import { nextCreditValueCents } from './pricing.ts';
import {
  closeCredits,
  creditUseOf,
  expiredWithCredits,
  lockHeldCreditOf,
  settleCreditUse,
  spendCredit,
  usablePurchases,
  type PurchaseBalance,
} from './repository.ts';

const creditField = (message: string) => badRequest(message, { use_credit: [message] });

export interface TakenCredit {
  purchaseId: number;
  valueCents: number;
}

/**
 * Picks the credit a booking will spend: the student's soonest-expiring purchase with this mentor and
 * length. Its row stays locked until the booking's transaction ends, so of two bookings racing for the
 * last credit the second waits and then finds none (400, nothing stored).
 */
export async function takeCredit(
  tx: Tx,
  studentId: number,
  mentorId: number,
  minutes: number,
  now: Date,
): Promise<TakenCredit> {
  const [purchase] = await usablePurchases(tx, { studentId, mentorId, minutes }, now, true);
  if (!purchase) throw creditField(packageMessages.noCredit);
  return {
    purchaseId: purchase.id,
    valueCents: nextCreditValueCents(purchase.restCents, purchase.remaining),
  };
}

/** Records the spent credit on the booking just written and moves its worth in the ledger. */
export async function spendCreditOn(
  tx: Tx,
  credit: TakenCredit,
  booking: BookingRow,
  now: Date,
): Promise<void> {
  await spendCredit(tx, credit.purchaseId, booking.id, credit.valueCents, now);
  await recordCreditUse(tx, booking, now);
}

/**
 * A cancelled booking's credit (B6): given back when the lesson is cancelled early or by the mentor,
 * kept (the mentor earning half) when the student cancels late. Null for a booking paid otherwise.
 */
export async function releaseCredit(
  tx: Tx,
  booking: BookingRow,
  giveBack: boolean,
  now: Date,
): Promise<'returned' | 'forfeited' | null> {
  const use = await lockHeldCreditOf(tx, booking.id);
  if (!use) return null;
  const state = giveBack ? 'returned' : 'forfeited';
  await settleCreditUse(tx, use, state);
  if (giveBack) await recordCreditReturn(tx, booking, now);
  else await recordLateCreditCancel(tx, booking, now);
  return state;
}

/** Whether the booking was paid with a credit. */
export async function paidWithCredit(db: Db | Tx, bookingId: number): Promise<boolean> {
  return (await creditUseOf(db, bookingId)) !== undefined;
}

export async function listCredits(db: Db, user: SignedInUser, now: Date): Promise<LessonCredit[]> {
  const credits: LessonCredit[] = [];
  for (const purchase of await usablePurchases(db, { studentId: user.id }, now)) {
    const session = await mentorSession(db, purchase.mentorId, { minutes: purchase.sessionMinutes });
    const { mentor } = await bookingPeople(db, { studentId: user.id, mentorId: purchase.mentorId });
    credits.push({
      mentor_id: purchase.mentorId,
      // The length may no longer be offered: the credit stays listed (and refundable) without a session.
      session_id: session?.id ?? null,
      session_minutes: purchase.sessionMinutes,
      mentor_name: mentor ? `${mentor.firstName} ${mentor.lastName}` : '',
      remaining: purchase.remaining,
      expires_at: purchase.expiresAt!.toISOString(),
    });
  }
  return credits;
}

function euros(cents: number): string {
  return `€${(cents / 100).toFixed(2)}`;
}

/**
 * Closes the unused, unexpired credits `where` names and refunds each purchase's unspent rest of its price,
 * in the caller's transaction: the credits close, the ledger records the refund and the provider's refund is
 * written to the outbox, so the refund exists exactly when the books say so. The outbox delivers it (before
 * the answer leaves, and retried after a failure) with one idempotency key per closing, so the provider
 * refunds it once however often it is delivered. Answers the purchases refunded, with what was left.
 */
export async function refundUnusedCredits(
  tx: Tx,
  outbox: Outbox,
  where: { studentId: number } | { mentorId: number },
  now: Date,
): Promise<PurchaseBalance[]> {
  const purchases = await usablePurchases(tx, where, now, true);
  for (const purchase of purchases) {
    const key = `package-purchase-${purchase.id}-refund-${purchase.lessonsClosed}`;
    await closeCredits(tx, purchase.id, purchase.remaining, purchase.restCents);
    await recordCreditRefund(tx, purchase.restCents, key, now);
    if (purchase.restCents > 0 && purchase.paymentIntentId) {
      const refund: RefundRequest = {
        paymentIntentId: purchase.paymentIntentId,
        amountCents: purchase.restCents,
        idempotencyKey: key,
      };
      await outbox.enqueue(tx, 'provider-refund', refund);
    }
  }
  return purchases;
}

/** POST /api/users/credits/refund/: the student's own unused credits, pro rata. */
export async function refundCredits(deps: BookingDeps, user: SignedInUser): Promise<CreditRefundResponse> {
  const now = deps.clock.now();
  const closed = await deps.db.transaction((tx) =>
    refundUnusedCredits(tx, deps.outbox, { studentId: user.id }, now),
  );
  if (closed.length === 0) throw badRequest(packageMessages.nothingToRefund);
  const cents = closed.reduce((sum, p) => sum + p.restCents, 0);
  const lessons = closed.reduce((sum, p) => sum + p.remaining, 0);
  return {
    refunded_cents: cents,
    refunded_lessons: lessons,
    message: packageMessages.refunded(euros(cents), lessons),
  };
}

/** The expiry job: what is left of an expired purchase stays with the platform (the terms say so). */
export async function expireCredits(tx: Tx, now: Date): Promise<void> {
  for (const purchase of await expiredWithCredits(tx, now)) {
    await closeCredits(tx, purchase.id, purchase.remaining, purchase.restCents);
    await recordCreditExpiry(tx, purchase.restCents, `package-purchase-${purchase.id}`, now);
  }
}
