import type { EarningLine } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { describeStatus, formatLessonDate, monthLabel, pickerMonths } from './earnings.ts';

const line = (overrides: Partial<EarningLine>): EarningLine => ({
  booking_id: 1,
  reference: 'LES-1',
  lesson_start: '2026-11-24T09:00:00Z',
  lesson_end: '2026-11-24T10:00:00Z',
  student_name: 'Ada',
  price_cents: 5000,
  promo_discount_cents: 0,
  platform_fee_cents: 750,
  refunded_cents: 0,
  net_cents: 4250,
  currency: 'eur',
  status: 'pending',
  available_on: '2026-12-01T10:00:00Z',
  ...overrides,
});

describe('lesson earnings wording', () => {
  it('offers three months ahead, the current month and the eleven before it, across year ends', () => {
    const months = pickerMonths('2026-02');
    expect(months).toHaveLength(15);
    expect(months.slice(0, 6)).toEqual(['2026-05', '2026-04', '2026-03', '2026-02', '2026-01', '2025-12']);
    expect(months.at(-1)).toBe('2025-03');
    expect(pickerMonths('2026-11')[0]).toBe('2027-02');
  });

  it('names months and dates in the mentor zone', () => {
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(formatLessonDate('2026-11-24T09:00:00Z', 'Europe/Berlin')).toBe('Tue, 24 Nov 2026, 10:00');
    expect(formatLessonDate('2026-11-24T09:00:00Z', 'America/New_York')).toBe('Tue, 24 Nov 2026, 04:00');
  });

  it('says when a pending earning unlocks, and nothing more for the others', () => {
    expect(describeStatus(line({}), 'Europe/Berlin')).toEqual({
      label: 'Pending',
      detail: 'Available on Tue, 1 Dec 2026, 11:00',
    });
    expect(describeStatus(line({ status: 'refunded', available_on: null }), 'Europe/Berlin')).toEqual({
      label: 'Refunded',
      detail: null,
    });
  });
});
