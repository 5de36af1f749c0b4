/**
 * Weekly lessons (issue 18, ADR 56): the repeat limits and every user-facing text of a series, zod-free so
 * the web app's booking and lesson chunks read them without the schemas.
 */
import { resolveWallClock, wallClock } from './zoned-time.ts';

/** A paid lesson repeats every week for 2 to 12 weeks; 1 is a single lesson. */
export const REPEAT_WEEKS_MIN = 1;
export const REPEAT_WEEKS_MAX = 12;
export const WEEK_MS = 7 * 24 * 3_600_000;

/**
 * The start of week `k` (0 = the chosen lesson) of a weekly series: the same wall-clock time in `zone`
 * k weeks later, so a lesson at 18:00 stays at 18:00 across a daylight-saving change. A time that does not
 * exist that day (spring forward) is the moment the clock passes it, as everywhere else (zoned-time).
 */
export function weeklyStart(zone: string, startMs: number, k: number): number {
  return resolveWallClock(zone, wallClock(zone, startMs) + k * WEEK_MS).instant;
}

/** Which week of the series (0-based) an occurrence's start falls in: the nearest weekly time. */
export function seriesWeekOf(zone: string, startMs: number, occurrenceMs: number): number {
  return Math.round((wallClock(zone, occurrenceMs) - wallClock(zone, startMs)) / WEEK_MS);
}

export const seriesMessages = {
  repeatWeeksRange: 'Choose between 1 and 12 weeks.',
  trialNeverRepeats: 'A free trial is a single lesson and cannot repeat weekly.',
  occurrencesTooMany: 'Send at most one lesson for each week of the series.',
  occurrencesFirst: 'The first lesson must be the time you chose.',
  occurrencesWeek: 'Each lesson must fall in its own week of the series, in order.',
  occurrenceLengthMismatch: 'A lesson of the series does not match the chosen length.',
  /** 409: some weeks are taken (named in `errors.occurrences`), nothing was booked. */
  weeksTaken: (count: number) =>
    count === 1
      ? 'One week of the series is no longer free, so nothing was booked. Pick another time for it or leave it out.'
      : `${count} weeks of the series are no longer free, so nothing was booked. Pick another time for them or leave them out.`,
  weekTaken: (when: string) => `${when} is no longer free.`,
  weekNotOffered: (when: string) => `${when} is not one of the mentor's times.`,
  seriesNotFound: 'Series not found.',
  onlyStudentCancelsSeries:
    'Only the student can cancel the remaining lessons of a series; cancel a single lesson from its card.',
  nothingToCancel: 'No lessons of this series are left to cancel.',
  cancelRemaining: 'Cancel the remaining lessons',
  /** "Weekly lesson 2 of 4" on a lesson card. */
  position: (position: number, count: number) => `Weekly lesson ${position} of ${count}`,
  seriesCancelled: (count: number, refund: string | null) =>
    `${count === 1 ? 'The remaining lesson has' : `The ${count} remaining lessons have`} been cancelled${
      refund ? ` and ${refund} will be refunded` : ''
    }.`,
} as const;
