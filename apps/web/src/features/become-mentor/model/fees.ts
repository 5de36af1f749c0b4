/**
 * The rate step's fee and earnings (ONBOARD-26, rule B2): the platform's rate comes from
 * GET /api/mentors/tax-rate/ as a fraction (a value above 1 is a percentage); fee = rate × price,
 * earnings = price − fee, and entering earnings sets price = earnings / (1 − rate). Money in cents; the
 * price itself is whole euros (M4), so a price worked back from earnings is rounded to the euro.
 */

/** 0.15 stays 0.15; 15 means 15%; nonsense means no fee. Never 1 or more (earnings would vanish). */
export function feeRate(taxRate: number | null | undefined): number {
  if (typeof taxRate !== 'number' || !Number.isFinite(taxRate) || taxRate <= 0) return 0;
  const rate = taxRate > 1 ? taxRate / 100 : taxRate;
  return rate < 1 ? rate : 0;
}

export function feeCents(priceCents: number, rate: number): number {
  return Math.round(priceCents * rate);
}

export function earningsCents(priceCents: number, rate: number): number {
  return priceCents - feeCents(priceCents, rate);
}

/** ONBOARD-26 backwards: the price whose earnings are `earnings`, exact (cents, may be fractional). */
export function priceForEarnings(earnings: number, rate: number): number {
  return earnings / (1 - rate);
}

/** The whole-euro price closest to giving `earningsEuros` (M4), or null for no usable amount. */
export function wholeEuroPriceForEarnings(earningsEuros: number, rate: number): number | null {
  if (!Number.isFinite(earningsEuros) || earningsEuros <= 0) return null;
  return Math.max(1, Math.round(priceForEarnings(earningsEuros, rate)));
}

/** The typed rate as cents, or null when it is not a positive number (DATA-19: amount_cents = round(rate × 100)). */
export function rateToCents(rate: string): number | null {
  const value = Number(rate.trim().replace(',', '.'));
  return rate.trim() && Number.isFinite(value) && value > 0 ? Math.round(value * 100) : null;
}

/** "42.50" for an input field (no currency sign). */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2);
}
