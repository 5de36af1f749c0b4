/**
 * The busy periods read from another calendar's feed (issue 22 item 3, ADR 70): a weekly event with its
 * exceptions. An occurrence moved into the window from a date past its end blocks its new time; one moved out
 * of the window blocks nothing. Pure: no database.
 */
import { describe, expect, it } from 'vitest';
import { busyPeriodsOf } from '../src/modules/calendar/external-busy.ts';

const FEED = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//lessons test//EN',
  'BEGIN:VEVENT',
  'UID:choir@example.com',
  'DTSTART:20260105T090000Z',
  'DTEND:20260105T100000Z',
  'RRULE:FREQ=WEEKLY',
  'SUMMARY:Choir rehearsal',
  'END:VEVENT',
  // The rehearsal of 16 March (after the window) moved to 3 February, 15:00.
  'BEGIN:VEVENT',
  'UID:choir@example.com',
  'RECURRENCE-ID:20260316T090000Z',
  'DTSTART:20260203T150000Z',
  'DTEND:20260203T160000Z',
  'END:VEVENT',
  // The rehearsal of 12 January moved to June (after the window).
  'BEGIN:VEVENT',
  'UID:choir@example.com',
  'RECURRENCE-ID:20260112T090000Z',
  'DTSTART:20260601T090000Z',
  'DTEND:20260601T100000Z',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

describe('busyPeriodsOf', () => {
  it('blocks an occurrence moved into the window from past its end, and not one moved out', () => {
    const from = Date.parse('2026-01-01T00:00:00Z');
    const to = Date.parse('2026-03-01T00:00:00Z');
    const starts = busyPeriodsOf(FEED, 'Europe/Berlin', from, to)
      .map((p) => [new Date(p.start).toISOString(), (p.end - p.start) / 60_000] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    expect(starts).toEqual([
      ['2026-01-05T09:00:00.000Z', 60],
      ['2026-01-19T09:00:00.000Z', 60],
      ['2026-01-26T09:00:00.000Z', 60],
      ['2026-02-02T09:00:00.000Z', 60],
      ['2026-02-03T15:00:00.000Z', 60],
      ['2026-02-09T09:00:00.000Z', 60],
      ['2026-02-16T09:00:00.000Z', 60],
      ['2026-02-23T09:00:00.000Z', 60],
    ]);
  });
});
