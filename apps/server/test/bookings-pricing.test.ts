/** B1, B2, B8 as arithmetic: prices of every length, fees in basis points, discounts capped at the price. */
import { describe, expect, it } from 'vitest';
import { feeSplit, lessonPriceCents, promoDiscountCents } from '../src/modules/bookings/pricing.ts';

describe('pricing', () => {
  it('prices m minutes as round(hourly × m / 60), a trial at 0', () => {
    expect([30, 60, 90, 120].map((m) => lessonPriceCents(4500, m, false))).toEqual([2250, 4500, 6750, 9000]);
    expect(lessonPriceCents(4999, 30, false)).toBe(2500); // 2499.5 rounds half up
    expect(lessonPriceCents(4500, 30, true)).toBe(0);
  });

  it('splits the fee exactly: 15% and the 5% referral rate, earnings the rest', () => {
    expect(feeSplit(5000, 0.15)).toEqual({ feeCents: 750, earningsCents: 4250 });
    expect(feeSplit(3333, 0.15)).toEqual({ feeCents: 500, earningsCents: 2833 });
    expect(feeSplit(5000, 0.05)).toEqual({ feeCents: 250, earningsCents: 4750 });
    expect(feeSplit(0, 0.15)).toEqual({ feeCents: 0, earningsCents: 0 });
  });

  it('takes a percentage or a fixed amount off, never more than the price', () => {
    expect(promoDiscountCents(4500, { percentOff: 10, amountOffCents: null })).toBe(450);
    expect(promoDiscountCents(2250, { percentOff: 15, amountOffCents: null })).toBe(338);
    expect(promoDiscountCents(4500, { percentOff: null, amountOffCents: 500 })).toBe(500);
    expect(promoDiscountCents(300, { percentOff: null, amountOffCents: 500 })).toBe(300);
    expect(promoDiscountCents(4500, { percentOff: 100, amountOffCents: null })).toBe(4500);
  });
});
