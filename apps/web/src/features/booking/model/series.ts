/**
 * Weekly lessons in the booking dialog (ADR 56): the weeks of a series at the chosen lesson's wall-clock
 * time in the viewer's zone, which of them are free, the other free times of each week's day, and the
 * request's occurrences. The server checks everything again; this only lets the student see and choose.
 */
import { AVAILABLE_TIMES_MAX_DAYS, REPEAT_WEEKS_MAX, weeklyStart } from '@app/contract';
import { slotDate } from './slots.ts';
import type { AvailableSlot } from './types.ts';
import { addDays } from './week.ts';

/** The dialog's choices: a single lesson, or every week for 2 to 12 weeks. */
export const REPEAT_CHOICES: readonly number[] = Array.from({ length: REPEAT_WEEKS_MAX }, (_, i) => i + 1);

export function repeatLabel(weeks: number): string {
  return weeks === 1 ? 'Just this lesson' : `Every week for ${weeks} weeks`;
}

/** One week of the series as the dialog lists it. */
export interface SeriesWeek {
  /** 0 = the chosen lesson. */
  index: number;
  /** The weekly time of this week, UTC. */
  weeklyStart: string;
  /** Whether the weekly time is free (the chosen lesson always counts as free). */
  free: boolean;
  /** Every free time of that day (in the viewer's zone), the weekly time among them when free. */
  options: AvailableSlot[];
}

const same = (a: string, b: string) => Date.parse(a) === Date.parse(b);
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

/** The weekly starts of the series, the chosen lesson first. */
export function weeklyStarts(first: AvailableSlot, weeks: number, zone: string): string[] {
  const start = Date.parse(first.start_utc);
  return Array.from({ length: weeks }, (_, k) => iso(weeklyStart(zone, start, k)));
}

/** The date windows (at most 31 days each) the available-times calls must cover for the series. */
export function seriesWindows(firstDate: string, weeks: number): { startDate: string; endDate: string }[] {
  const lastDate = addDays(firstDate, 7 * (weeks - 1));
  const windows: { startDate: string; endDate: string }[] = [];
  for (let from = firstDate; from <= lastDate; from = addDays(from, AVAILABLE_TIMES_MAX_DAYS)) {
    const to = addDays(from, AVAILABLE_TIMES_MAX_DAYS - 1);
    windows.push({ startDate: from, endDate: to < lastDate ? to : lastDate });
  }
  return windows;
}

/** The weeks with what is free, from the slots of the series' windows. */
export function seriesWeeks(
  first: AvailableSlot,
  weeks: number,
  zone: string,
  slots: readonly AvailableSlot[],
): SeriesWeek[] {
  const firstDate = slotDate(first);
  return weeklyStarts(first, weeks, zone).map((start, index) => {
    const day = addDays(firstDate, 7 * index);
    const options = slots
      .filter((s) => slotDate(s) === day)
      .sort((a, b) => a.start_utc.localeCompare(b.start_utc));
    return {
      index,
      weeklyStart: start,
      free: index === 0 || options.some((s) => same(s.start_utc, start)),
      options: index === 0 ? [first] : options,
    };
  });
}

/**
 * What each week books: the student's pick, else the weekly time when it is free, else nothing (a taken
 * week is left out until another time is picked). `picks` maps a week to a start, or null to leave it out.
 */
export function chosenStarts(weeks: SeriesWeek[], picks: Record<number, string | null>): (string | null)[] {
  // The options' own strings, so a select shows the start it holds.
  const option = (week: SeriesWeek, start: string) =>
    week.options.find((s) => same(s.start_utc, start))?.start_utc ?? null;
  return weeks.map((week) => {
    if (week.index === 0) return week.options[0]?.start_utc ?? week.weeklyStart;
    const pick = picks[week.index];
    if (pick === null) return null;
    if (pick) return option(week, pick) ?? (week.free ? option(week, week.weeklyStart) : null);
    return week.free ? option(week, week.weeklyStart) : null;
  });
}

/** The request's occurrences: the chosen starts of the weeks kept, in order. */
export function occurrencesOf(starts: (string | null)[]): string[] {
  return starts.filter((s): s is string => s !== null);
}
