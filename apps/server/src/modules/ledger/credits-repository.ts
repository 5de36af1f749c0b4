/**
 * Lesson credits in the ledger (issue 18 item 2, ADR 57). A package payment is the platform's liability to
 * the student (student_credits, credited) until a credit is spent on a lesson; spending one moves that
 * lesson's worth to the mentor's earnings and the platform's fee, on the booking (kind 'payment', so the
 * earning unlocks 7 days after the lesson like any other); an early cancellation moves it back. A refund
 * pays the rest back through the provider; an expiry leaves it with the platform. Every transaction sums
 * to zero.
 */
import type { Tx } from '../../db/client.ts';
import { post } from './repository.ts';

/** The student paid a package: the provider holds the money, the platform owes the lessons. */
export function recordCreditPurchase(tx: Tx, priceCents: number, reference: string | null, now: Date) {
  return post(
    tx,
    'credit_purchase',
    null,
    reference,
    [
      { account: 'provider_clearing', amountCents: priceCents },
      { account: 'student_credits', amountCents: -priceCents },
    ],
    now,
  );
}

interface CreditBooking {
  id: number;
  mentorId: number | null;
  taxAmountCents: number;
  mentorEarningsCents: number;
}

/** A credit spent on a booking: one lesson's worth (fee + earnings) leaves the liability. */
export function recordCreditUse(tx: Tx, booking: CreditBooking, now: Date) {
  return post(
    tx,
    'payment',
    booking.id,
    'credit',
    [
      { account: 'student_credits', amountCents: booking.taxAmountCents + booking.mentorEarningsCents },
      { account: 'platform_revenue', amountCents: -booking.taxAmountCents },
      { account: 'mentor_payable', amountCents: -booking.mentorEarningsCents, mentorId: booking.mentorId },
    ],
    now,
  );
}

/** Cancelled early (B6): the credit's worth goes back to the student's liability. */
export function recordCreditReturn(tx: Tx, booking: CreditBooking, now: Date) {
  return post(
    tx,
    'refund',
    booking.id,
    'credit',
    [
      { account: 'student_credits', amountCents: -(booking.taxAmountCents + booking.mentorEarningsCents) },
      { account: 'platform_revenue', amountCents: booking.taxAmountCents },
      { account: 'mentor_payable', amountCents: booking.mentorEarningsCents, mentorId: booking.mentorId },
    ],
    now,
  );
}

/** Cancelled late (B6): the credit is used, the mentor keeps half their earning, the platform the rest. */
export function recordLateCreditCancel(tx: Tx, booking: CreditBooking, now: Date) {
  const back = booking.mentorEarningsCents - Math.round(booking.mentorEarningsCents / 2);
  return post(
    tx,
    'refund',
    booking.id,
    'credit',
    [
      { account: 'mentor_payable', amountCents: back, mentorId: booking.mentorId },
      { account: 'platform_revenue', amountCents: -back },
    ],
    now,
  );
}

/** Unused credits refunded pro rata: the provider pays the student back, the liability shrinks. */
export function recordCreditRefund(tx: Tx, cents: number, reference: string | null, now: Date) {
  return post(
    tx,
    'credit_refund',
    null,
    reference,
    [
      { account: 'student_credits', amountCents: cents },
      { account: 'provider_clearing', amountCents: -cents },
    ],
    now,
  );
}

/** Expired credits stay with the platform (the terms say so). */
export function recordCreditExpiry(tx: Tx, cents: number, reference: string | null, now: Date) {
  return post(
    tx,
    'credit_expiry',
    null,
    reference,
    [
      { account: 'student_credits', amountCents: cents },
      { account: 'platform_revenue', amountCents: -cents },
    ],
    now,
  );
}
