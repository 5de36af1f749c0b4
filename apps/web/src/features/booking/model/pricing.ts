/** Prices and fees of the booking wizard (B1, B2, BOOK-07, BOOK-13). */

/** B1: a lesson of m minutes costs round(amount_cents × m / 60); 4550 for 30 min -> 2275. */
export function sessionPriceCents(amountCents: number, minutes: number): number {
  return Math.round((amountCents * minutes) / 60);
}

export { formatEuro } from '../../../shared/money.ts';

/** The tax-rate answer is a fraction (0.15); a value above 1 is a percentage (15). */
export function feeRate(taxRate: number | null | undefined): number {
  if (typeof taxRate !== 'number' || !Number.isFinite(taxRate) || taxRate <= 0) return 0;
  return taxRate > 1 ? taxRate / 100 : taxRate;
}

/** B2: the application fee, included in the price the student pays. */
export function applicationFeeCents(priceCents: number, taxRate: number | null | undefined): number {
  return Math.round(priceCents * feeRate(taxRate));
}
