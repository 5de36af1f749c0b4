/**
 * Prices and fees in integer cents (rules B1, B2, B8). The server is the only place they are computed; the
 * checkout shows what these functions answer.
 */

/** The referral rate (B2): a student referred by this mentor's code pays a 5% platform fee. */
export const REFERRAL_FEE_RATE = 0.05;

/** B1: amount_cents is the 60-minute price; m minutes cost round(amount × m / 60); a trial is free. */
export function lessonPriceCents(hourlyCents: number, minutes: number, freeTrial: boolean): number {
  return freeTrial ? 0 : Math.round((hourlyCents * minutes) / 60);
}

/** Basis points keep the multiplication exact: 0.15 is 1500 bp, and 1500 × price is an integer. */
function basisPoints(rate: number): number {
  return Math.round(rate * 10_000);
}

/** B2: the platform's application fee, round(price × rate), and what the mentor earns. */
export function feeSplit(priceCents: number, rate: number): { feeCents: number; earningsCents: number } {
  const feeCents = Math.round((priceCents * basisPoints(rate)) / 10_000);
  return { feeCents, earningsCents: priceCents - feeCents };
}

export interface PromoTerms {
  percentOff: number | null;
  amountOffCents: number | null;
}

/** B8: a percentage (rounded to the cent) or a fixed amount, never more than the price. */
export function promoDiscountCents(priceCents: number, promo: PromoTerms): number {
  const off =
    promo.percentOff !== null
      ? Math.round((priceCents * promo.percentOff) / 100)
      : (promo.amountOffCents ?? 0);
  return Math.max(0, Math.min(priceCents, off));
}

/** B6: a full refund up to 48 hours before the start. */
export const FULL_REFUND_NOTICE_MS = 48 * 3_600_000;

/**
 * What the student gets back, in cents (B6); only a paid lesson has anything to refund. Cancelling and the
 * weekly series' confirmation (ADR 56, which shows it before) ask this one rule.
 */
export function refundFor(
  booking: { status: string; amountCents: number; refundedAmountCents: number; startAt: Date },
  by: 'student' | 'mentor',
  now: Date,
): number {
  if (booking.status !== 'paid') return 0;
  const paid = booking.amountCents - booking.refundedAmountCents;
  const early = booking.startAt.getTime() - now.getTime() >= FULL_REFUND_NOTICE_MS;
  return by === 'mentor' || early ? paid : Math.round(paid / 2);
}
