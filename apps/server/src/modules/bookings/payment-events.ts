/**
 * What a verified checkout event does to a booking (B3): payment makes a pending booking paid and records
 * it in the ledger; an expired checkout cancels it; a payment that arrives for a booking already cancelled
 * (its checkout ran out first) is recorded and refunded in full automatically.
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
import { findBooking, lockBooking, lockBookingByCheckout } from './repository.ts';

export function checkoutEventHandler(deps: BookingDeps) {
  return async (tx: Tx, event: CheckoutEvent, now: Date): Promise<void | AfterCommit> => {
    // A lesson package's checkout is the packages module's (issue 18).
    if (event.checkout.packagePurchaseId) return;
    const booking = await lockBookingByCheckout(tx, event.checkout.checkoutId);
    if (!booking) {
      deps.log.warn(
        { eventId: event.eventId, checkout: event.checkout.checkoutId },
        'event for an unknown booking',
      );
      return;
    }
    if (event.type === 'checkout.session.expired') {
      if (booking.status !== 'pending') return;
      await cancelForExpiredCheckout(tx, booking.id, now);
      await releasePromo(tx, booking.promoCodeId);
      await mailLesson(deps, tx, booking, (mailer, view) =>
        sendCheckoutExpiredMail(mailer, deps.config, view, now),
      );
      return;
    }
    if (event.checkout.paymentStatus !== 'paid') return;
    if (event.checkout.amountTotalCents !== booking.amountCents) {
      deps.log.error({ bookingId: booking.id, paid: event.checkout.amountTotalCents }, 'paid amount differs');
    }
    const reference = event.checkout.paymentIntentId;
    if (booking.status === 'pending') {
      const paid = await markPaid(tx, booking.id, reference, now);
      await recordPayment(tx, booking, reference, now);
      await sendConfirmedMails(deps, tx, paid, now);
      return;
    }
    if (booking.status === 'canceled' && booking.paidAt === null) {
      // The money arrived for a slot that is no longer held: take it into the books, then give it back.
      await markLatePaymentReceived(tx, booking.id, reference, now);
      await recordPayment(tx, booking, reference, now);
      return () => refundLatePayment(deps, booking.id);
    }
    // Already paid (a second event for the same checkout): nothing to do.
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
