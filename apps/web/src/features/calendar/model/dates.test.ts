import { describe, expect, it } from 'vitest';
import { addDays, localOf, mondayOf, rangeFromInputs, spanOnDate } from './dates.ts';

describe('calendar dates', () => {
  it('starts weeks on Monday (CAL-02), Sunday belonging to the week before', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-12-01')).toBe('2026-11-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('reads an instant in the viewer zone, across a DST change', () => {
    expect(localOf('2027-03-27T08:00:00Z', 'Europe/Berlin')).toEqual({ date: '2027-03-27', minute: 540 });
    expect(localOf('2027-03-28T07:00:00Z', 'Europe/Berlin')).toEqual({ date: '2027-03-28', minute: 540 });
    expect(localOf('2026-11-23T23:30:00Z', 'Asia/Tokyo')).toEqual({ date: '2026-11-24', minute: 510 });
  });

  it('draws a multi-day item on each day it covers, and not on the day it ends at midnight', () => {
    const [start, end] = ['2026-12-01T20:00:00Z', '2026-12-03T00:00:00Z'];
    expect(spanOnDate(start, end, '2026-12-01', 'UTC')).toEqual({ from: 1200, to: 1440 });
    expect(spanOnDate(start, end, '2026-12-02', 'UTC')).toEqual({ from: 0, to: 1440 });
    expect(spanOnDate(start, end, '2026-12-03', 'UTC')).toBeNull();
    expect(spanOnDate(start, end, '2026-11-30', 'UTC')).toBeNull();
  });

  it('needs all four inputs and swaps a reversed range (CAL-10, CAL-11)', () => {
    expect(rangeFromInputs('2030-01-10', '', '2030-01-10', '10:00')).toBeNull();
    expect(rangeFromInputs('2030-01-11', '09:00', '2030-01-10', '17:00')).toEqual({
      start: '2030-01-10T17:00:00.000Z',
      end: '2030-01-11T09:00:00.000Z',
    });
  });
});
