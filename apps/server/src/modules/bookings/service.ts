/**
 * Booking a lesson (API-21, rules S2, B1-B3, B8). The slot is checked with the same engine that lists
 * slots, inside the transaction that writes the booking, and the database's exclusion constraint settles
 * a race: of two requests for one slot, one gets 201 and the other 409.
 */
import { CHECKOUT_MINUTES, bookingMessages, type BookResponse, type bookRequestSchema } from '@app/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { isExclusionViolation, isUniqueViolation } from '../../db/errors.ts';
import type { CheckoutRequest } from '../../platform/payments/provider.ts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.ts';
import { isSlotOffered } from '../availability/index.ts';
import { findUserById, type SignedInUser } from '../auth/index.ts';
import { MENTOR_NOT_FOUND } from '../mentors/index.ts';
import { slotQuery } from './availability.ts';
import type { BookingDeps } from './deps.ts';
import { cancelForFailedCheckout, storeCheckout } from './checkout-repository.ts';
import { cancelExpiredCheckouts, sendConfirmedMails, sendExpiredMails } from './lifecycle.ts';
import { feeSplit, lessonPriceCents, promoDiscountCents, REFERRAL_FEE_RATE } from './pricing.ts';
import { redeemPromo, releasePromo, usablePromo } from '../promo-codes/index.ts';
import {
  bookableMentor,
  bookingPeople,
  hasLiveTrial,
  insertBooking,
  lockMentorCalendar,
  mentorSession,
  mentorSkill,
  type BookingRow,
} from './repository.ts';
import { recordPayment } from '../ledger/index.ts';
import { spendCreditOn, takeCredit } from '../packages/index.ts';
import { packageMessages } from '@app/contract';

type BookInput = z.output<typeof bookRequestSchema>;

/** B2: the configured rate, or the referral rate for a student this mentor referred. */
export function feeRateFor(
  deps: Pick<BookingDeps, 'config'>,
  student: Pick<SignedInUser, 'referralMentorId'> | null,
  mentorId: number | null,
): number {
  return student && mentorId !== null && student.referralMentorId === mentorId
    ? REFERRAL_FEE_RATE
    : deps.config.PLATFORM_FEE_RATE;
}

const field = (name: string, message: string) => badRequest(message, { [name]: [message] });

export async function book(
  deps: BookingDeps,
  user: SignedInUser,
  input: BookInput,
  zone: string,
): Promise<BookResponse> {
  const now = deps.clock.now();
  const mentor = await bookableMentor(deps.db, input.mentor_id);
  if (!mentor) throw notFound(MENTOR_NOT_FOUND);
  if (!mentor.isVerified) throw field('mentor_id', bookingMessages.mentorNotBookable);
  if (mentor.userId === user.id) throw field('mentor_id', bookingMessages.bookSelf);
  const session = await mentorSession(deps.db, mentor.id, { id: input.session_id });
  if (!session) throw field('session_id', bookingMessages.sessionNotFound);
  const skill = await mentorSkill(deps.db, mentor.id, input.skill_id);
  if (!skill) throw field('skill_id', bookingMessages.skillNotOffered);
  const trial = input.free_trial;
  if (trial) {
    if (!mentor.offerTrial) throw field('free_trial', bookingMessages.noTrialOffered);
    if (session.sessionTime !== 30) throw field('session_id', bookingMessages.noTrialSession);
    if (await hasLiveTrial(deps.db, user.id, mentor.id))
      throw field('free_trial', bookingMessages.trialTwice);
    if (input.promo_code) throw field('promo_code', bookingMessages.promoNotForTrial);
  }
  // Issue 18: a lesson paid with a package credit takes neither a trial nor a promo code.
  const credit = input.use_credit;
  if (credit && (trial || input.promo_code))
    throw field('use_credit', packageMessages.creditNotWithTrialOrPromo);
  const start = Date.parse(input.start_utc);
  const end = Date.parse(input.end_utc);
  if (end - start !== session.sessionTime * 60_000) throw field('end_utc', bookingMessages.lengthMismatch);
  const length = { sessionMinutes: session.sessionTime, breakMinutes: session.timeoutTime };
  if (start < now.getTime() + 120 * 60_000) throw field('start_utc', bookingMessages.slotInPast);

  const listPrice = lessonPriceCents(mentor.amountCents, session.sessionTime, trial);
  const promo = input.promo_code ? await usablePromo(deps.db, input.promo_code, now) : null;
  const discount = promo ? promoDiscountCents(listPrice, promo) : 0;
  const student = await findUserById(deps.db, user.id);
  const rate = feeRateFor(deps, student ?? null, mentor.id);
  let price = listPrice;
  let feeCents = 0;
  let earningsCents = 0;
  const paysNothing = credit || price - discount === 0;

  let booking: BookingRow;
  try {
    booking = await deps.db.transaction(async (tx) => {
      // One writer of this mentor's time at once: a slot held by a reschedule request is checked below (B7).
      await lockMentorCalendar(tx, mentor.id);
      // A pending booking whose checkout ran out no longer holds its slot (S1): release it first, or the
      // exclusion constraint would still see it.
      const expired = await cancelExpiredCheckouts(tx, now, mentor.id);
      await sendExpiredMails(deps, tx, expired, now);
      const window = { from: start, to: start + 1 };
      const query = await slotQuery(tx, mentor, length, window, now);
      if (!isSlotOffered(query, start, end)) {
        const free = isSlotOffered({ ...query, busy: [] }, start, end);
        throw free ? conflict(bookingMessages.slotTaken) : field('start_utc', bookingMessages.slotNotOffered);
      }
      if (promo && !(await redeemPromo(tx, promo.id))) throw field('promo_code', bookingMessages.promoUsedUp);
      // A credit's worth is its share of the package price (ADR 57), split like a paid lesson's (B2).
      const taken = credit ? await takeCredit(tx, user.id, mentor.id, session.sessionTime, now) : null;
      if (taken) price = taken.valueCents;
      ({ feeCents, earningsCents } = feeSplit(price, rate));
      const row = await insertBooking(tx, {
        studentId: user.id,
        mentorId: mentor.id,
        sessionId: session.id,
        skillId: skill.id,
        skillName: skill.name,
        sessionMinutes: session.sessionTime,
        breakMinutes: session.timeoutTime,
        freeTrial: trial,
        status: trial ? 'free_trial' : paysNothing ? 'paid' : 'pending',
        startAt: new Date(start),
        endAt: new Date(end),
        holdUntil: new Date(end + session.timeoutTime * 60_000),
        priceCents: price,
        // Paid with a credit: nothing is charged now, the package payment covers the whole price (ADR 57).
        discountCents: taken ? price : discount,
        amountCents: taken ? 0 : price - discount,
        taxRate: rate,
        taxAmountCents: feeCents,
        mentorEarningsCents: earningsCents,
        promoCodeId: promo?.id ?? null,
        paidAt: paysNothing && !trial ? now : null,
        checkoutExpiresAt: paysNothing ? null : new Date(now.getTime() + CHECKOUT_MINUTES * 60_000),
        createdAt: now,
        updatedAt: now,
      });
      if (taken) await spendCreditOn(tx, taken, row, now);
      else if (paysNothing && !trial) await recordPayment(tx, row, null, now);
      if (paysNothing) await sendConfirmedMails(deps, tx, row, now);
      return row;
    });
  } catch (err) {
    if (err instanceof HttpError) throw err;
    // The exclusion constraint: a concurrent booking won the slot; the unique index: a concurrent trial.
    if (isExclusionViolation(err)) throw conflict(bookingMessages.slotTaken);
    if (isUniqueViolation(err)) throw field('free_trial', bookingMessages.trialTwice);
    throw err;
  }

  const answer = {
    booking_id: booking.id,
    timezone: zone,
    amount_cents: price,
    tax_amount_cents: feeCents,
    total_amount_cents: credit ? 0 : price - discount,
    discount_cents: discount,
  };
  if (paysNothing) return { ...answer, payment_link: null };
  const checkout = await openCheckout(deps, booking, user.email);
  return { ...answer, payment_link: checkout };
}

/**
 * What the provider's checkout for a pending booking asks: its amount and fee, the return pages and the
 * booking's checkout expiry. Confirm Lesson (B5) asks again with its own idempotency key.
 */
async function checkoutRequestFor(
  deps: BookingDeps,
  booking: BookingRow,
  email: string,
  idempotencyKey: string,
): Promise<CheckoutRequest> {
  const { mentor } = await bookingPeople(deps.db, booking);
  const mentorName = mentor ? `${mentor.firstName} ${mentor.lastName}` : 'your mentor';
  return {
    bookingId: booking.id,
    amountTotalCents: booking.amountCents,
    applicationFeeCents: Math.max(
      0,
      Math.min(booking.amountCents, booking.taxAmountCents - booking.discountCents),
    ),
    currency: booking.currency,
    description: `${booking.sessionMinutes}-minute ${booking.skillName} lesson with ${mentorName}`,
    customerEmail: email,
    successUrl: `${deps.config.publicUrl}/bookings/${booking.id}/success`,
    cancelUrl: `${deps.config.publicUrl}/bookings/${booking.id}/cancel`,
    expiresAt: booking.checkoutExpiresAt!,
    // Mentors connect a payment account in their workspace (M3); until one is enabled the platform
    // collects the payment and pays the earnings out later (B10).
    connectedAccountId: null,
    idempotencyKey,
  };
}

/** Asks the provider for a checkout of the booking and keeps its id and address on the booking. */
export async function createStoredCheckout(
  deps: BookingDeps,
  booking: BookingRow,
  email: string,
  idempotencyKey: string,
): Promise<string> {
  const checkout = await deps.payments.provider.createCheckout(
    await checkoutRequestFor(deps, booking, email, idempotencyKey),
  );
  await storeCheckout(
    deps.db,
    booking.id,
    { provider: deps.payments.provider.name, checkoutId: checkout.checkoutId, checkoutUrl: checkout.url },
    deps.clock.now(),
  );
  return checkout.url;
}

/**
 * Opens the provider's checkout for a pending booking, after the booking's own transaction (the provider
 * is another system: it must never run inside ours). If the provider fails, the booking is released.
 */
async function openCheckout(deps: BookingDeps, booking: BookingRow, email: string): Promise<string> {
  try {
    return await createStoredCheckout(deps, booking, email, `booking-${booking.id}-checkout`);
  } catch (err) {
    deps.log.error({ err, bookingId: booking.id }, 'checkout could not be opened');
    await deps.db.transaction(async (tx: Tx) => {
      await cancelForFailedCheckout(tx, booking.id, deps.clock.now());
      await releasePromo(tx, booking.promoCodeId);
    });
    throw new HttpError(503, 'The payment service is not available right now. Please try again in a moment.');
  }
}
