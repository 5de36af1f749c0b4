/**
 * Buying a package (issue 18 item 2): a pending purchase at the package's current price, then the same
 * provider checkout as a lesson's (its event arrives at the same webhook); once paid, the lessons are
 * credits with the mentor for that length, valid 6 months, and the payment is the platform's liability
 * to the student (ledger: student_credits).
 */
import { CHECKOUT_MINUTES, packageMessages } from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { badRequest, HttpError, notFound } from '../../platform/errors.ts';
import type { CheckoutEvent } from '../../platform/payments/provider.ts';
import type { SignedInUser } from '../auth/index.ts';
import {
  bookableMentor,
  bookingPeople,
  lessonPriceCents,
  mentorSession,
  type BookingDeps,
} from '../bookings/index.ts';
import { recordCreditPurchase } from '../ledger/index.ts';
import { creditExpiry, packagePriceCents } from './pricing.ts';
import {
  cancelPurchase,
  insertPurchase,
  lockPurchaseByCheckout,
  markPurchasePaid,
  packageOnSale,
  storePurchaseCheckout,
} from './repository.ts';

const idField = (message: string) => badRequest(message, { id: [message] });

export async function buyPackage(
  deps: BookingDeps,
  user: SignedInUser,
  packageId: number,
): Promise<{ payment_link: string }> {
  const now = deps.clock.now();
  const offer = await packageOnSale(deps.db, packageId);
  if (!offer) throw notFound(packageMessages.packageNotFound);
  const mentor = await bookableMentor(deps.db, offer.mentorId);
  const session = mentor && (await mentorSession(deps.db, mentor.id, { minutes: offer.sessionMinutes }));
  if (!mentor?.isVerified || !session) throw notFound(packageMessages.packageNotFound);
  if (mentor.userId === user.id) throw idField(packageMessages.buyOwnPackage);
  const lessonPrice = lessonPriceCents(mentor.amountCents, offer.sessionMinutes, false);
  const price = packagePriceCents(offer.lessons, lessonPrice, offer.discountPercent);
  const purchase = await insertPurchase(deps.db, {
    packageId: offer.id,
    studentId: user.id,
    mentorId: mentor.id,
    sessionMinutes: offer.sessionMinutes,
    lessons: offer.lessons,
    priceCents: price,
    status: 'pending',
    createdAt: now,
  });
  const { mentor: person } = await bookingPeople(deps.db, { studentId: user.id, mentorId: mentor.id });
  const mentorName = person ? `${person.firstName} ${person.lastName}` : 'your mentor';
  try {
    // The provider is another system: called after our insert committed, never inside a transaction.
    const checkout = await deps.payments.provider.createCheckout({
      bookingId: null,
      packagePurchaseId: purchase.id,
      amountTotalCents: price,
      // The fee is taken lesson by lesson as credits are spent (ADR 57); the platform holds the payment.
      applicationFeeCents: 0,
      currency: 'eur',
      description: `${offer.lessons} × ${offer.sessionMinutes}-minute lessons with ${mentorName}`,
      customerEmail: user.email,
      successUrl: `${deps.config.publicUrl}/settings?tab=payments`,
      cancelUrl: `${deps.config.publicUrl}/mentor/${mentor.id}`,
      expiresAt: new Date(now.getTime() + CHECKOUT_MINUTES * 60_000),
      connectedAccountId: null,
      idempotencyKey: `package-purchase-${purchase.id}-checkout`,
    });
    await storePurchaseCheckout(deps.db, purchase.id, checkout.checkoutId);
    return { payment_link: checkout.url };
  } catch (err) {
    deps.log.error({ err, purchaseId: purchase.id }, 'package checkout could not be opened');
    await cancelPurchase(deps.db, purchase.id);
    throw new HttpError(503, 'The payment service is not available right now. Please try again in a moment.');
  }
}

/**
 * A verified checkout event for a package. The purchase row is locked and its state decides: a payment
 * makes a pending (or expired-then-paid) purchase paid once; a replay finds it paid and does nothing; an
 * expiry only cancels a purchase still pending. So replayed or reordered events change state once.
 */
export function packageEventHandler(deps: Pick<BookingDeps, 'log'>) {
  return async (tx: Tx, event: CheckoutEvent, now: Date): Promise<void> => {
    if (event.checkout.bookingId !== null || !event.checkout.packagePurchaseId) return;
    const purchase = await lockPurchaseByCheckout(tx, event.checkout.checkoutId);
    if (!purchase) return;
    if (event.type === 'checkout.session.expired') {
      if (purchase.status === 'pending') await cancelPurchase(tx, purchase.id);
      return;
    }
    if (event.checkout.paymentStatus !== 'paid' || purchase.status === 'paid') return;
    if (event.checkout.amountTotalCents !== purchase.priceCents) {
      deps.log.error(
        { purchaseId: purchase.id, paid: event.checkout.amountTotalCents },
        'paid amount differs',
      );
    }
    // Money that arrived after the checkout was given up still buys the credits: the student paid.
    await markPurchasePaid(tx, purchase.id, event.checkout.paymentIntentId, now, creditExpiry(now));
    await recordCreditPurchase(tx, purchase.priceCents, event.checkout.paymentIntentId, now);
  };
}
