/** A package's price (issue 18 item 2, ADR 57): integer cents, rounded once, half up. */
import { CREDIT_VALID_MONTHS } from '@app/contract';

/**
 * lessons x session price x (1 - discount): the exact product lessons x lesson price x (100 - discount) is
 * an integer, so the only rounding is the division by 100, half up to the whole cent.
 */
export function packagePriceCents(
  lessons: number,
  lessonPriceCents: number,
  discountPercent: number,
): number {
  return Math.round((lessons * lessonPriceCents * (100 - discountPercent)) / 100);
}

/**
 * What the next credit spent is worth: what is left of the price over the credits left, so the last one
 * takes the rounding and the credits of a package add up to its price exactly.
 */
export function nextCreditValueCents(restCents: number, remaining: number): number {
  return remaining <= 1 ? restCents : Math.round(restCents / remaining);
}

/** Credits are valid 6 calendar months from the payment (the same day of the month, in UTC). */
export function creditExpiry(paidAt: Date): Date {
  const expiry = new Date(paidAt);
  expiry.setUTCMonth(expiry.getUTCMonth() + CREDIT_VALID_MONTHS);
  return expiry;
}
