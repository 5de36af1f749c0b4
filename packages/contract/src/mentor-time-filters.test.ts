import { describe, expect, it } from 'vitest';
import { HALF_HOURS_PER_WEEK, wantedHalfHours } from './mentor-time-filters.ts';

describe('wantedHalfHours', () => {
  it('reads Monday evening in UTC as 17:00-21:00 on day 0', () => {
    expect(wantedHalfHours(['Mon'], ['evening'], 0)).toEqual([34, 35, 36, 37, 38, 39, 40, 41]);
  });

  it('moves the hours by the student zone offset, wrapping around the week', () => {
    // Berlin in winter (+60): Monday 06:00-12:00 is 05:00-11:00 UTC.
    expect(wantedHalfHours(['Mon'], ['morning'], 60)).toEqual([
      10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
    ]);
    // Tokyo (+540): Monday 06:00 is Sunday 21:00 UTC, at the end of the week.
    const tokyo = wantedHalfHours(['Mon'], ['morning'], 540);
    expect(tokyo).toContain(HALF_HOURS_PER_WEEK - 6);
    expect(tokyo).toContain(4);
    // New York (-300): Sunday night runs to Monday 06:00 local = Monday 11:00 UTC.
    expect(wantedHalfHours(['Sun'], ['night'], -300)).toContain(21);
  });

  it('rounds a quarter-hour zone outwards and covers the whole week when nothing is chosen', () => {
    expect(wantedHalfHours(['Mon'], ['evening'], 345)[0]).toBe(Math.floor((17 * 60 - 345) / 30));
    expect(wantedHalfHours([], [], 0)).toHaveLength(HALF_HOURS_PER_WEEK);
    expect(wantedHalfHours(['Sat', 'Sun'], [], 0)).toHaveLength(96);
  });
});
