/** "Book the same time next week" (ADR 61): the target time, the days asked for, the slot and the length. */
import { describe, expect, it } from 'vitest';
import type { AvailableSlot } from './types.ts';
import { chooseNextSlot, nextLessonLength, nextWeekTarget, searchDays } from './next-lesson.ts';

const at = (iso: string) => Date.parse(iso);

/** A slot starting at a UTC instant, as the slot engine answers it (start_time in Berlin time). */
function slotAt(startUtc: string, minutes = 60): AvailableSlot {
  const end = new Date(at(startUtc) + minutes * 60_000).toISOString().replace('.000Z', 'Z');
  return { start_time: startUtc, start_utc: startUtc, end_utc: end };
}

const BERLIN = 'Europe/Berlin';
const NOW = at('2026-11-19T12:00:00Z');

describe('the target time', () => {
  it('is the lesson start plus 7 days', () => {
    expect(nextWeekTarget('2026-11-18T09:00:00Z', BERLIN, NOW)).toBe(at('2026-11-25T09:00:00Z'));
  });

  it('keeps the wall-clock time in the student zone across a daylight-saving change', () => {
    // Saturday 24 October 2026, 18:00 in Berlin (UTC+2); clocks go back on the 25th, so a week later
    // 18:00 Berlin time is 17:00 UTC, not 16:00 UTC + 7 days.
    const start = '2026-10-24T16:00:00Z';
    expect(nextWeekTarget(start, BERLIN, at('2026-10-24T17:00:00Z'))).toBe(at('2026-10-31T17:00:00Z'));
    // The same lesson for a student in UTC stays 16:00 UTC.
    expect(nextWeekTarget(start, 'UTC', at('2026-10-24T17:00:00Z'))).toBe(at('2026-10-31T16:00:00Z'));
    // Spring forward: 29 March 2027 is summer time in Berlin, 09:00 stays 09:00 (07:00 UTC).
    expect(nextWeekTarget('2027-03-22T08:00:00Z', BERLIN, at('2027-03-22T10:00:00Z'))).toBe(
      at('2027-03-29T07:00:00Z'),
    );
  });

  it('moves a lesson more than a week old to the next such weekly time still ahead', () => {
    expect(nextWeekTarget('2026-11-04T09:00:00Z', BERLIN, NOW)).toBe(at('2026-11-25T09:00:00Z'));
  });

  it('asks for the target day and the 14 days after it, in the student zone', () => {
    // 23:30 UTC on the 24th is already the 25th in Berlin.
    expect(searchDays(at('2026-11-24T23:30:00Z'), BERLIN)).toEqual({
      startDate: '2026-11-25',
      endDate: '2026-12-09',
    });
    expect(searchDays(at('2026-11-24T23:30:00Z'), 'UTC')).toEqual({
      startDate: '2026-11-24',
      endDate: '2026-12-08',
    });
  });
});

describe('the slot to preselect', () => {
  const target = at('2026-11-25T09:00:00Z');

  it('is the target itself when the slot engine offers it', () => {
    const slots = [
      slotAt('2026-11-25T08:00:00Z'),
      slotAt('2026-11-25T10:00:00Z'),
      slotAt('2026-11-25T09:00:00Z'),
    ];
    expect(chooseNextSlot(slots, target)).toEqual({ slot: slots[2], exact: true });
  });

  it('is the nearest free time after it when the target is taken, never one before', () => {
    const slots = [
      slotAt('2026-11-26T07:00:00Z'),
      slotAt('2026-11-25T08:30:00Z'),
      slotAt('2026-11-25T15:00:00Z'),
    ];
    expect(chooseNextSlot(slots, target)).toEqual({ slot: slots[2], exact: false });
  });

  it('is none when nothing is free in the two weeks after the target', () => {
    expect(chooseNextSlot([], target)).toBeNull();
    expect(
      chooseNextSlot([slotAt('2026-11-25T08:00:00Z'), slotAt('2026-12-10T09:00:00Z')], target),
    ).toBeNull();
  });
});

describe('the next lesson length', () => {
  const options = [
    { id: 5, minutes: 30, priceCents: 2500, trial: false },
    { id: 6, minutes: 60, priceCents: 5000, trial: false },
  ];
  const trial = { id: -1, minutes: 30, priceCents: 0, trial: true };

  it('is the same as the lesson, without a note', () => {
    expect(nextLessonLength(options, { minutes: 60, afterTrial: false })).toEqual({
      option: options[1],
      note: null,
    });
  });

  it('after a free trial is the paid lesson of the same length, said plainly, never the trial again', () => {
    expect(nextLessonLength([...options, trial], { minutes: 30, afterTrial: true })).toEqual({
      option: options[0],
      note: 'Your free trial is used, so this is a paid 30-minute lesson.',
    });
  });

  it('after a free trial with no 30-minute lesson is the shortest paid one', () => {
    const longer = [{ id: 7, minutes: 45, priceCents: 3750, trial: false }, options[1]!];
    expect(nextLessonLength(longer, { minutes: 30, afterTrial: true })).toEqual({
      option: longer[0],
      note: 'Your free trial is used, so this is a paid 45-minute lesson.',
    });
  });

  it('is the shortest when the length is no longer offered, and says so; none without lengths', () => {
    expect(nextLessonLength(options, { minutes: 90, afterTrial: false })).toEqual({
      option: options[0],
      note: 'The mentor no longer offers 90-minute lessons, so this is a 30-minute lesson.',
    });
    expect(nextLessonLength([trial], { minutes: 30, afterTrial: true })).toBeNull();
  });
});
