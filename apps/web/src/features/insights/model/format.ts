/**
 * How the dashboard words its figures (INSIGHTS-02..04). Money arrives in cents and goes through formatEuro;
 * percentages and ratings arrive as plain numbers (the contract says which).
 */
import type { PendingEarning } from '@app/contract';
import { formatEuro } from '../../../shared/money.ts';

/** One decimal at most, and none when it is zero: 12.5, 12, 0.3. */
export function formatNumber(value: number, decimals = 1): string {
  const factor = 10 ** decimals;
  return String(Math.round(value * factor) / factor);
}

const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count, 2)} ${count === 1 ? one : many}`;

/** "€12.50 unlocks in 3 days", "... in 1 day", and "... today" for what is already due (B10). */
export function formatUnlock({ amount, unlocksInDays }: PendingEarning): string {
  if (unlocksInDays <= 0) return `${formatEuro(amount)} unlocks today`;
  return `${formatEuro(amount)} unlocks in ${plural(unlocksInDays, 'day', 'days')}`;
}

/** "12.5 hours", "1 hour", "0 hours". */
export function formatHours(hours: number): string {
  return plural(hours, 'hour', 'hours');
}

/** "85%", "92.5%". */
export function formatPercent(value: number): string {
  return `${formatNumber(value)}%`;
}

/** "+12.5%", "−8%" (a real minus sign, which screen readers say), "0%". */
export function formatChange(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  if (rounded > 0) return `+${formatNumber(rounded)}%`;
  if (rounded < 0) return `−${formatNumber(-rounded)}%`;
  return '0%';
}

/** The price against the market, in words: "12.5% above the market average". */
export function describePriceDifference(percent: number | null): string | null {
  if (percent === null) return null;
  const rounded = Math.round(percent * 10) / 10;
  if (rounded === 0) return 'The same as the market average';
  const side = rounded > 0 ? 'above' : 'below';
  return `${formatNumber(Math.abs(rounded))}% ${side} the market average`;
}

/** The change of bookings in words, for the sentence under the chart. */
export function describePeriodChange(percent: number | null): string {
  if (percent === null) return 'No bookings in the 3 months before to compare with yet.';
  return `${formatChange(percent)} in the last 3 months compared with the 3 months before.`;
}

/** "4.8" for a 1-5 average; null when there are no reviews yet. */
export function formatRating(value: number | null): string | null {
  return value === null ? null : value.toFixed(1);
}
