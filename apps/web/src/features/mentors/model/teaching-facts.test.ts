import { describe, expect, it } from 'vitest';
import { durationText, hoursText, previewDates, previewDays, replyTimeText } from './teaching-facts.ts';

describe('the 7-day preview (ADR 67)', () => {
  it('counts the union of the offered slots per local day, to the half hour', () => {
    const dates = previewDates(new Date(2026, 10, 30));
    expect(dates).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    const slot = (local: string, startUtc: string, minutes: number) => ({
      start_time: local,
      start_utc: startUtc,
      end_utc: new Date(Date.parse(startUtc) + minutes * 60_000).toISOString(),
    });
    const days = previewDays(dates, [
      // 09:00-10:00 and 09:30-10:30 overlap: 1.5 hours; 14:00-14:30 adds half an hour.
      slot('2026-11-30T09:00:00+01:00', '2026-11-30T08:00:00Z', 60),
      slot('2026-11-30T09:30:00+01:00', '2026-11-30T08:30:00Z', 60),
      slot('2026-11-30T14:00:00+01:00', '2026-11-30T13:00:00Z', 30),
      slot('2026-12-02T23:30:00+01:00', '2026-12-02T22:30:00Z', 60),
    ]);
    expect(days.map((d) => d.hours)).toEqual([2, 0, 1, 0, 0, 0, 0]);
    expect(days[0]!.label).toBe('Mon 30 Nov');
    expect(hoursText(2)).toBe('2 hours free');
    expect(hoursText(0)).toBe('Fully booked or away');
  });

  it('words the reply time and a sample length', () => {
    expect(replyTimeText(null)).toBe('No messages answered yet');
    expect(replyTimeText(1)).toBe('Usually within an hour');
    expect(replyTimeText(5)).toBe('Usually within 5 hours');
    expect(replyTimeText(30)).toBe('Usually within 2 days');
    expect(durationText(75)).toBe('1:15');
  });
});
