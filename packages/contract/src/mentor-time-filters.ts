/**
 * The catalogue's "available on" and "time of day" filters (issue 20 item 3, ADR 68): what the list call
 * accepts and what each part of the day means, in the student's zone. Shared by the server (which turns
 * them into UTC half hours of the week) and the web app (which shows them).
 */

// Days of the week as the list call's `days` names them: the weekly hours' codes, Monday first (weekday 0).
import { WEEKDAY_CODES, type WeekdayCode } from './settings-messages.ts';

export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/**
 * Each part of the day as [first hour, end hour) in the student's zone. Night runs past midnight into the
 * next morning and belongs to the day it starts on ("Friday night" is Friday 21:00 to Saturday 06:00).
 */
export const TIME_OF_DAY_HOURS: Record<TimeOfDay, readonly [number, number]> = {
  morning: [6, 12],
  afternoon: [12, 17],
  evening: [17, 21],
  night: [21, 30],
};

/** Half hours in a week: the unit the filters are matched in (Monday 00:00 UTC = 0). */
export const HALF_HOURS_PER_WEEK = 336;

/**
 * The UTC half hours of the week (0..335) a student's choice covers: the chosen days (every day when none)
 * at the chosen parts of the day (the whole day when none), read in a zone whose offset from UTC is
 * `offsetMinutes` (taken at the time of the search). A mentor matches when their weekly hours touch any.
 */
export function wantedHalfHours(
  days: readonly WeekdayCode[],
  times: readonly TimeOfDay[],
  offsetMinutes: number,
): number[] {
  const dayIndexes = days.length ? days.map((d) => WEEKDAY_CODES.indexOf(d)) : [0, 1, 2, 3, 4, 5, 6];
  const bands = times.length ? times.map((t) => TIME_OF_DAY_HOURS[t]) : [[0, 24] as const];
  const wanted = new Set<number>();
  for (const day of dayIndexes) {
    for (const [from, to] of bands) {
      const start = Math.floor((day * 1440 + from * 60 - offsetMinutes) / 30);
      const end = Math.ceil((day * 1440 + to * 60 - offsetMinutes) / 30);
      for (let slot = start; slot < end; slot++) {
        wanted.add(((slot % HALF_HOURS_PER_WEEK) + HALF_HOURS_PER_WEEK) % HALF_HOURS_PER_WEEK);
      }
    }
  }
  return [...wanted].sort((a, b) => a - b);
}
