/**
 * Booking a lesson (API-21, rules S2, B1-B3, B8). The slot is checked with the same engine that lists
 * slots, inside the transaction that writes the booking, and the database's exclusion constraint settles
 * a race: of two requests for one slot, one gets 201 and the other 409.
 */
import {
  CHECKOUT_MINUTES,
  bookingMessages,
  bookingRuleMessages,
  type BookResponse,
  type bookRequestSchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { isExclusionViolation, isUniqueViolation } from '../../db/errors.ts';
import type { CheckoutRequest } from '../../platform/payments/provider.ts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.ts';
import { slotVerdict } from '../availability/index.ts';
import { findUserById, type SignedInUser } from '../auth/index.ts';
import { MENTOR_NOT_FOUND } from '../mentors/index.ts';
import { slotQuery } from './availability.ts';
import type { BookingDeps } from './deps.ts';
import { cancelAllForFailedCheckout, insertSeries, storeCheckoutOn } from './series-repository.ts';
import { plannedStarts, refusalFor, type SlotVerdict } from './series.ts';
import { cancelExpiredCheckouts, sendConfirmedMails, sendExpiredMails } from './lifecycle.ts';
import { feeSplit, lessonPriceCents, promoDiscountCents, REFERRAL_FEE_RATE } from './pricing.ts';
import { promoRefusal, redeemPromo, releasePromo, usablePromo } from '../promo-codes/index.ts';
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
  if (start < now.getTime() + mentor.minNoticeHours * 3_600_000) {
    throw field('start_utc', bookingMessages.slotInPast);
  }
  const starts = plannedStarts(input, zone);
  if (credit && starts.length > 1) throw field('use_credit', packageMessages.creditOneLesson);
  const lessonMs = session.sessionTime * 60_000;

  const listPrice = lessonPriceCents(mentor.amountCents, session.sessionTime, trial);
  const promo = input.promo_code ? await usablePromo(deps.db, input.promo_code, now) : null;
  // ADR 56: a code is one use per checkout and takes its discount off the first lesson only.
  const discount = promo ? promoDiscountCents(listPrice, promo) : 0;
  const student = await findUserById(deps.db, user.id);
  const rate = feeRateFor(deps, student ?? null, mentor.id);
  // A lesson paid with a credit is worth its share of the package price, known once the credit is taken.
  let price = listPrice;
  let { feeCents, earningsCents } = feeSplit(price, rate);
  const totalCents = credit ? 0 : price * starts.length - discount;
  const paysNothing = credit || totalCents === 0;
  const checkoutExpiresAt = paysNothing ? null : new Date(now.getTime() + CHECKOUT_MINUTES * 60_000);

  let rows: BookingRow[];
  try {
    rows = await deps.db.transaction(async (tx) => {
      // One writer of this mentor's time at once: a slot held by a reschedule request is checked below (B7),
      // and of two series wanting one week, the second sees the first's lesson and is refused whole.
      await lockMentorCalendar(tx, mentor.id);
      // A pending booking whose checkout ran out no longer holds its slot (S1): release it first, or the
      // exclusion constraint would still see it.
      const expired = await cancelExpiredCheckouts(tx, now, mentor.id);
      await sendExpiredMails(deps, tx, expired, now);
      const verdicts: SlotVerdict[] = [];
      for (const at of starts) {
        const query = await slotQuery(tx, mentor, length, { from: at, to: at + 1 }, now);
        const verdict = slotVerdict(query, at, at + lessonMs);
        // Issue 22: one lesson on a full day says why; a series names the week as not offered.
        if (verdict === 'day full' && starts.length === 1) {
          throw field('start_utc', bookingRuleMessages.dayLimitReached);
        }
        verdicts.push(verdict === 'day full' ? 'not offered' : verdict);
      }
      const refusal = refusalFor(starts, verdicts, zone);
      if (refusal) throw refusal;
      if (promo && !(await redeemPromo(tx, promo.id)))
        throw field('promo_code', await promoRefusal(tx, promo.id, now));
      const series =
        starts.length > 1
          ? await insertSeries(tx, { studentId: user.id, mentorId: mentor.id, createdAt: now })
          : null;
      // A credit's worth is its share of the package price (ADR 57), split like a paid lesson's (B2).
      const taken = credit ? await takeCredit(tx, user.id, mentor.id, session.sessionTime, now) : null;
      if (taken) {
        price = taken.valueCents;
        ({ feeCents, earningsCents } = feeSplit(price, rate));
      }
      const inserted: BookingRow[] = [];
      for (const [i, at] of starts.entries()) {
        const off = i === 0 ? discount : 0;
        inserted.push(
          await insertBooking(tx, {
            studentId: user.id,
            mentorId: mentor.id,
            sessionId: session.id,
            skillId: skill.id,
            skillName: skill.name,
            sessionMinutes: session.sessionTime,
            breakMinutes: session.timeoutTime,
            freeTrial: trial,
            status: trial ? 'free_trial' : paysNothing ? 'paid' : 'pending',
            startAt: new Date(at),
            endAt: new Date(at + lessonMs),
            holdUntil: new Date(at + lessonMs + session.timeoutTime * 60_000),
            priceCents: price,
            // Paid with a credit: nothing is charged now, the package payment covers the whole price.
            discountCents: taken ? price : off,
            amountCents: taken ? 0 : price - off,
            taxRate: rate,
            taxAmountCents: feeCents,
            mentorEarningsCents: earningsCents,
            promoCodeId: i === 0 ? (promo?.id ?? null) : null,
            paidAt: paysNothing && !trial ? now : null,
            checkoutExpiresAt,
            seriesId: series?.id ?? null,
            seriesPosition: i + 1,
            createdAt: now,
            updatedAt: now,
          }),
        );
      }
      for (const row of inserted) {
        if (taken) await spendCreditOn(tx, taken, row, now);
        else if (paysNothing && !trial) await recordPayment(tx, row, null, now);
        if (paysNothing) await sendConfirmedMails(deps, tx, row, now);
      }
      return inserted;
    });
  } catch (err) {
    if (err instanceof HttpError) throw err;
    // The exclusion constraint: a concurrent booking won the slot; the unique index: a concurrent trial.
    if (isExclusionViolation(err)) throw conflict(bookingMessages.slotTaken);
    if (isUniqueViolation(err)) throw field('free_trial', bookingMessages.trialTwice);
    throw err;
  }

  const first = rows[0]!;
  const answer = {
    booking_id: first.id,
    booking_ids: rows.map((r) => r.id),
    series_id: first.seriesId,
    timezone: zone,
    amount_cents: price * rows.length,
    tax_amount_cents: feeCents * rows.length,
    total_amount_cents: totalCents,
    discount_cents: discount,
  };
  if (paysNothing) return { ...answer, payment_link: null };
  const checkout = await openCheckout(deps, rows, user.email);
  return { ...answer, payment_link: checkout };
}

/**
 * What the provider's checkout for pending bookings asks: one lesson, or every lesson of a weekly series
 * in one payment (ADR 56); their summed amount and fee, the return pages of the first and its expiry.
 * Confirm Lesson (B5) asks again for one booking with its own idempotency key.
 */
async function checkoutRequestFor(
  deps: BookingDeps,
  lessons: BookingRow[],
  email: string,
  idempotencyKey: string,
): Promise<CheckoutRequest> {
  const first = lessons[0]!;
  const { mentor } = await bookingPeople(deps.db, first);
  const mentorName = mentor ? `${mentor.firstName} ${mentor.lastName}` : 'your mentor';
  const sum = (cents: (b: BookingRow) => number) => lessons.reduce((total, b) => total + cents(b), 0);
  const amount = sum((b) => b.amountCents);
  const what =
    lessons.length === 1
      ? `${first.sessionMinutes}-minute ${first.skillName} lesson`
      : `${lessons.length} weekly ${first.sessionMinutes}-minute ${first.skillName} lessons`;
  return {
    bookingId: first.id,
    amountTotalCents: amount,
    applicationFeeCents: Math.max(
      0,
      Math.min(
        amount,
        sum((b) => b.taxAmountCents - b.discountCents),
      ),
    ),
    currency: first.currency,
    description: `${what} with ${mentorName}`,
    customerEmail: email,
    successUrl: `${deps.config.publicUrl}/bookings/${first.id}/success`,
    cancelUrl: `${deps.config.publicUrl}/bookings/${first.id}/cancel`,
    expiresAt: first.checkoutExpiresAt!,
    // Mentors connect a payment account in their workspace (M3); until one is enabled the platform
    // collects the payment and pays the earnings out later (B10).
    connectedAccountId: null,
    idempotencyKey,
  };
}

/** Asks the provider for one checkout of the bookings and keeps its id and address on each of them. */
export async function createStoredCheckout(
  deps: BookingDeps,
  lessons: BookingRow[],
  email: string,
  idempotencyKey: string,
): Promise<string> {
  const checkout = await deps.payments.provider.createCheckout(
    await checkoutRequestFor(deps, lessons, email, idempotencyKey),
  );
  await storeCheckoutOn(
    deps.db,
    lessons.map((b) => b.id),
    { provider: deps.payments.provider.name, checkoutId: checkout.checkoutId, checkoutUrl: checkout.url },
    deps.clock.now(),
  );
  return checkout.url;
}

/**
 * Opens the provider's checkout for pending bookings, after their own transaction (the provider is another
 * system: it must never run inside ours). If the provider fails, every one of them is released.
 */
async function openCheckout(deps: BookingDeps, lessons: BookingRow[], email: string): Promise<string> {
  const first = lessons[0]!;
  try {
    return await createStoredCheckout(deps, lessons, email, `booking-${first.id}-checkout`);
  } catch (err) {
    deps.log.error({ err, bookingId: first.id }, 'checkout could not be opened');
    await deps.db.transaction(async (tx: Tx) => {
      await cancelAllForFailedCheckout(
        tx,
        lessons.map((b) => b.id),
        deps.clock.now(),
      );
      await releasePromo(tx, first.promoCodeId);
    });
    throw new HttpError(503, 'The payment service is not available right now. Please try again in a moment.');
  }
}
