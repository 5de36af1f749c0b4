/**
 * Staff cancel a suspended person's lessons still to come (issue 21 item 2), in the suspension's own
 * transaction: each is cancelled with a full refund of what is left of its payment (the provider's refund an
 * outbox row with one idempotency key per lesson, delivered after the commit and retried until the provider
 * has it), the ledger records the refund, a package credit goes back, a promo use is released, and both
 * people are mailed through the outbox.
 */
import type { Tx } from '../../db/client.ts';
import type { RefundRequest } from '../../platform/payments/provider.ts';
import { recordRefund } from '../ledger/index.ts';
import { sendBookingCancelledMails } from '../lesson-mails/index.ts';
import { releaseCredit } from '../packages/index.ts';
import { releasePromo } from '../promo-codes/index.ts';
import type { BookingDeps } from './deps.ts';
import { mailLesson } from './lifecycle.ts';
import { lockFutureLessonsOf, markCancelledByStaff } from './staff-repository.ts';

export interface StaffCancelled {
  bookingId: number;
  refundCents: number;
  /** The unpaid checkout to close after the commit (a pending lesson's). */
  checkoutId: string | null;
}

export async function cancelFutureLessonsOf(
  deps: BookingDeps,
  tx: Tx,
  person: { userId: number; mentorId: number | null },
  reason: string,
  now: Date,
): Promise<StaffCancelled[]> {
  const lessons = await lockFutureLessonsOf(tx, person, now);
  const cancelled: StaffCancelled[] = [];
  for (const lesson of lessons) {
    const refundCents =
      lesson.status === 'paid' && lesson.paymentIntentId
        ? Math.max(0, lesson.amountCents - lesson.refundedAmountCents)
        : 0;
    const row = await markCancelledByStaff(tx, lesson.id, reason, refundCents, now);
    if (refundCents > 0) {
      const key = `booking-${lesson.id}-staff-cancel-refund`;
      await recordRefund(tx, lesson, refundCents, key, now);
      const refund: RefundRequest = {
        paymentIntentId: lesson.paymentIntentId!,
        amountCents: refundCents,
        idempotencyKey: key,
      };
      await deps.outbox.enqueue(tx, 'provider-refund', refund);
    }
    if (lesson.status === 'pending') await releasePromo(tx, lesson.promoCodeId);
    await releaseCredit(tx, lesson, true, now);
    await mailLesson(deps, tx, row, (mailer, view) =>
      sendBookingCancelledMails(mailer, deps.config, view, now, { by: 'staff', refundCents }),
    );
    cancelled.push({
      bookingId: lesson.id,
      refundCents,
      checkoutId: lesson.status === 'pending' ? lesson.checkoutId : null,
    });
  }
  return cancelled;
}
