import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown.ts';

describe('countdownParts', () => {
  const start = Date.parse('2026-11-30T18:00:00Z');
  it('splits the time left into two-digit days, hours and minutes', () => {
    const now = start - (3 * 1440 + 4 * 60 + 5) * 60_000 - 30_000;
    expect(countdownParts(start, now)).toEqual({ days: '03', hours: '04', minutes: '05' });
  });
  it('counts whole minutes down and never goes below zero', () => {
    expect(countdownParts(start, start - 59_999)).toEqual({ days: '00', hours: '00', minutes: '00' });
    expect(countdownParts(start, start + 3_600_000)).toEqual({ days: '00', hours: '00', minutes: '00' });
    expect(countdownParts(start, start - 100 * 86_400_000)).toEqual({
      days: '100',
      hours: '00',
      minutes: '00',
    });
  });
});
