/**
 * Cancelling a lesson (API-27, rule B6). The student may cancel a pending, free-trial or paid lesson before
 * it starts, the mentor a paid or free-trial one. A paid lesson is refunded through the provider: in full
 * when the mentor cancels or the student cancels at least 48 hours ahead, half otherwise. The refund is
 * made first; if the provider refuses, nothing changes and the caller is told. Staff cancelling on behalf
 * of either side (issue 21, ADR 74) go through `cancelAs` too, with that side's policy and their audit row
 * in the cancellation's transaction.
 */
import { bookingMessages, packageMessages, type CancelBookingResponse } from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.ts';
import type { SignedInUser } from '../auth/index.ts';
import type { BookingDeps } from './deps.ts';
import { isParticipant, presentForViewer } from './detail.ts';
import { recordRefund } from '../ledger/index.ts';
import { mailLesson } from './lifecycle.ts';
import { formatAmount, sendBookingCancelledMails } from '../lesson-mails/index.ts';
import { releasePromo } from '../promo-codes/index.ts';
import { releaseCredit } from '../packages/index.ts';
import { findBooking, lockBooking, markCancelled, type BookingRow } from './repository.ts';
import { FULL_REFUND_NOTICE_MS, refundFor } from './pricing.ts';
import { othersPendingOnCheckout } from './series-repository.ts';

export const CANCELLABLE = {
  student: ['pending', 'free_trial', 'paid'],
  mentor: ['free_trial', 'paid'],
} as const;

function assertCancellable(booking: BookingRow, by: 'student' | 'mentor', now: Date): void {
  if (booking.status === 'canceled') throw badRequest(bookingMessages.cancelAlreadyCanceled);
  const allowed: readonly string[] = CANCELLABLE[by];
  if (!allowed.includes(booking.status) || booking.startAt.getTime() <= now.getTime()) {
    throw badRequest(bookingMessages.cancelNotAllowed);
  }
}

/** Staff cancelling for a side: recorded as theirs, the mails name the team, the audit row in the same transaction. */
export interface OnBehalf {
  audit: (tx: Tx, before: BookingRow, after: BookingRow, refundCents: number) => Promise<void>;
}

export interface Cancelled {
  row: BookingRow;
  refundCents: number;
  creditState: Awaited<ReturnType<typeof releaseCredit>>;
}

/** One cancellation by the rules of `by` (B6): the refund first, then one transaction, then the checkout. */
export async function cancelAs(
  deps: BookingDeps,
  booking: BookingRow,
  by: 'student' | 'mentor',
  now: Date,
  staff?: OnBehalf,
): Promise<Cancelled> {
  const id = booking.id;
  assertCancellable(booking, by, now);
  const refundCents = refundFor(booking, by, now);

  let refundId: string | null = null;
  if (refundCents > 0 && booking.paymentIntentId) {
    try {
      // One key per booking: a repeated or concurrent cancel (the user's and staff's too) is one refund at
      // the provider, and a concurrent one for another amount is refused there (the key's parameters differ).
      ({ refundId } = await deps.payments.provider.refund({
        paymentIntentId: booking.paymentIntentId,
        amountCents: refundCents,
        idempotencyKey: `booking-${booking.id}-cancel-refund`,
      }));
    } catch (err) {
      deps.log.error({ err, bookingId: booking.id }, 'cancellation refund failed');
      throw new HttpError(502, bookingMessages.cancelRefundFailed);
    }
  }

  const { row, creditState } = await deps.db.transaction(async (tx) => {
    const locked = await lockBooking(tx, id);
    // Someone else changed it between our look and our lock (a second cancel, the lesson starting).
    if (!locked || locked.status !== booking.status) throw conflict(bookingMessages.cancelNotAllowed);
    const refunded = locked.refundedAmountCents + refundCents;
    const row = staff
      ? await markCancelled(tx, id, 'staff', refunded, now, `staff_for_${by}`)
      : await markCancelled(tx, id, by, refunded, now);
    if (refundCents > 0) await recordRefund(tx, locked, refundCents, refundId, now);
    if (locked.status === 'pending') await releasePromo(tx, locked.promoCodeId);
    // Paid with a package credit (issue 18): given back as a refund would be, else kept.
    const early = by === 'mentor' || locked.startAt.getTime() - now.getTime() >= FULL_REFUND_NOTICE_MS;
    const creditState = await releaseCredit(tx, locked, early, now);
    await mailLesson(deps, tx, row, (mailer, view) =>
      sendBookingCancelledMails(mailer, deps.config, view, now, { by: staff ? 'staff' : by, refundCents }),
    );
    if (staff) await staff.audit(tx, locked, row, refundCents);
    return { row, creditState };
  });

  const checkoutId = booking.status === 'pending' ? booking.checkoutId : null;
  // Close the unpaid checkout so it cannot be paid for a lesson that no longer exists; a weekly series'
  // checkout stays open while another of its lessons still waits for it (ADR 56).
  if (checkoutId && !(await othersPendingOnCheckout(deps.db, checkoutId, booking.id))) {
    await deps.payments.provider.expireCheckout(checkoutId).catch((err: unknown) => {
      deps.log.warn({ err, bookingId: id }, 'checkout could not be expired');
    });
  }
  return { row, refundCents, creditState };
}

export async function cancelBooking(
  deps: BookingDeps,
  user: SignedInUser,
  id: number,
): Promise<CancelBookingResponse> {
  const now = deps.clock.now();
  const booking = await findBooking(deps.db, id);
  if (!booking || !isParticipant(booking, user)) throw notFound(bookingMessages.bookingNotFound);
  const by = booking.studentId === user.id ? 'student' : 'mentor';
  const { row: cancelled, refundCents, creditState } = await cancelAs(deps, booking, by, now);
  return {
    booking: await presentForViewer(deps.db, cancelled, user, now),
    refunded_amount_cents: refundCents,
    message:
      creditState === 'returned'
        ? packageMessages.creditReturned
        : refundCents > 0
          ? bookingMessages.cancelledWithRefund(formatAmount(refundCents, cancelled.currency))
          : bookingMessages.cancelledNoRefund,
  };
}
