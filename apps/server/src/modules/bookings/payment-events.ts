/**
 * What a verified checkout event does to a booking (B3): payment makes a pending booking paid and records
 * it in the ledger; an expired checkout cancels it; a payment that arrives for a booking already cancelled
 * (its checkout ran out first) is recorded and refunded in full automatically. One checkout may pay for
 * every lesson of a weekly series (ADR 56): each is handled as a booking of its own.
 */
import type { Tx } from '../../db/client.ts';
import type { AfterCommit } from '../../platform/jobs.ts';
import type { CheckoutEvent } from '../../platform/payments/provider.ts';
import type { BookingDeps } from './deps.ts';
import { recordPayment, recordRefund } from '../ledger/index.ts';
import { mailLesson, sendConfirmedMails } from './lifecycle.ts';
import { sendCheckoutExpiredMail, sendLatePaymentRefundedMail } from '../lesson-mails/index.ts';
import { releasePromo } from '../promo-codes/index.ts';
import {
  cancelForExpiredCheckout,
  markLatePaymentReceived,
  markLatePaymentRefunded,
  markPaid,
} from './checkout-repository.ts';
import { findBooking, lockBooking } from './repository.ts';
import { lockBookingsByCheckout } from './series-repository.ts';

export function checkoutEventHandler(deps: BookingDeps) {
  return async (tx: Tx, event: CheckoutEvent, now: Date): Promise<void | AfterCommit> => {
    // A lesson package's checkout is the packages module's (issue 18).
    if (event.checkout.packagePurchaseId) return;
    // One lesson, or every lesson of a weekly series that this one checkout pays for (ADR 56).
    const lessons = await lockBookingsByCheckout(tx, event.checkout.checkoutId);
    if (lessons.length === 0) {
      deps.log.warn(
        { eventId: event.eventId, checkout: event.checkout.checkoutId },
        'event for an unknown booking',
      );
      return;
    }
    if (event.type === 'checkout.session.expired') {
      for (const booking of lessons) {
        if (booking.status !== 'pending') continue;
        await cancelForExpiredCheckout(tx, booking.id, now);
        await releasePromo(tx, booking.promoCodeId);
        await mailLesson(deps, tx, booking, (mailer, view) =>
          sendCheckoutExpiredMail(mailer, deps.config, view, now),
        );
      }
      return;
    }
    if (event.checkout.paymentStatus !== 'paid') return;
    const expected = lessons.reduce((sum, b) => sum + b.amountCents, 0);
    if (event.checkout.amountTotalCents !== expected) {
      deps.log.error(
        { bookingId: lessons[0]!.id, paid: event.checkout.amountTotalCents },
        'paid amount differs',
      );
    }
    const reference = event.checkout.paymentIntentId;
    const lateRefunds: number[] = [];
    for (const booking of lessons) {
      if (booking.status === 'pending') {
        const paid = await markPaid(tx, booking.id, reference, now);
        await recordPayment(tx, booking, reference, now);
        await sendConfirmedMails(deps, tx, paid, now);
      } else if (booking.status === 'canceled' && booking.paidAt === null) {
        // The money arrived for a slot that is no longer held (the checkout ran out, or the student
        // cancelled this lesson of the series before paying): take it into the books, then give it back.
        await markLatePaymentReceived(tx, booking.id, reference, now);
        await recordPayment(tx, booking, reference, now);
        lateRefunds.push(booking.id);
      }
      // Already paid (a second event for the same checkout): nothing to do.
    }
    if (lateRefunds.length === 0) return;
    return async () => {
      for (const id of lateRefunds) await refundLatePayment(deps, id);
    };
  };
}

/**
 * Refunds in full a payment received for a booking the system had cancelled. The idempotency key makes a
 * retry (the lifecycle job retries until it succeeds) one refund at the provider, and the locked row makes
 * it one refund in the ledger.
 */
export async function refundLatePayment(deps: BookingDeps, bookingId: number): Promise<void> {
  const booking = await findBooking(deps.db, bookingId);
  if (!booking?.paymentIntentId || booking.refundedAmountCents >= booking.amountCents) return;
  const amount = booking.amountCents - booking.refundedAmountCents;
  const now = deps.clock.now();
  try {
    const { refundId } = await deps.payments.provider.refund({
      paymentIntentId: booking.paymentIntentId,
      amountCents: amount,
      idempotencyKey: `booking-${booking.id}-late-payment-refund`,
    });
    await deps.db.transaction(async (tx) => {
      const locked = await lockBooking(tx, bookingId);
      if (!locked || locked.refundedAmountCents >= locked.amountCents) return;
      await recordRefund(tx, locked, amount, refundId, now);
      await markLatePaymentRefunded(tx, bookingId, locked.amountCents, now);
      await mailLesson(deps, tx, booking, (mailer, view) =>
        sendLatePaymentRefundedMail(mailer, deps.config, { ...view, amountCents: amount }, now),
      );
    });
  } catch (err) {
    deps.log.error({ err, bookingId }, 'late payment refund failed; the lifecycle job retries it');
  }
}
