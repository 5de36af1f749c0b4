import { describe, expect, it } from 'vitest';
import {
  describePeriodChange,
  describePriceDifference,
  formatChange,
  formatHours,
  formatPercent,
  formatRating,
  formatUnlock,
} from './format.ts';

describe('the dashboard wording', () => {
  it('writes the pending breakdown as "€X unlocks in N days" (B10)', () => {
    expect(formatUnlock({ amount: 4250, unlocksInDays: 3 })).toBe('€42.50 unlocks in 3 days');
    expect(formatUnlock({ amount: 500, unlocksInDays: 1 })).toBe('€5.00 unlocks in 1 day');
    expect(formatUnlock({ amount: 99, unlocksInDays: 0 })).toBe('€0.99 unlocks today');
  });

  it('words the price against the market', () => {
    expect(describePriceDifference(12.5)).toBe('12.5% above the market average');
    expect(describePriceDifference(-8)).toBe('8% below the market average');
    expect(describePriceDifference(0.04)).toBe('The same as the market average');
    expect(describePriceDifference(null)).toBeNull();
  });

  it('signs changes with plus and a real minus', () => {
    expect(formatChange(25)).toBe('+25%');
    expect(formatChange(-33.333)).toBe('−33.3%');
    expect(formatChange(0)).toBe('0%');
    expect(describePeriodChange(50)).toBe('+50% in the last 3 months compared with the 3 months before.');
    expect(describePeriodChange(null)).toMatch(/^No bookings in the 3 months before/);
  });

  it('writes hours, percentages and ratings', () => {
    expect(formatHours(12.5)).toBe('12.5 hours');
    expect(formatHours(1)).toBe('1 hour');
    expect(formatHours(0)).toBe('0 hours');
    expect(formatHours(7.333)).toBe('7.33 hours');
    expect(formatPercent(92.46)).toBe('92.5%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatRating(4.8)).toBe('4.8');
    expect(formatRating(5)).toBe('5.0');
    expect(formatRating(null)).toBeNull();
  });
});
