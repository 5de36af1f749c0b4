/**
 * "Book the same time next week" (issue 18 item 5, ADR 61), as pure functions: which time to aim at, which
 * days to ask the slot engine for, which slot to preselect and which length the next lesson has.
 */
import {
  NEXT_LESSON_SEARCH_DAYS,
  nextLessonMessages,
  wallClock,
  weeklyStart,
  type AvailableSlot,
} from '@app/contract';
import type { NextLessonFrom } from '../../../shared/booking/booking-launcher.ts';
import type { SessionOption } from './types.ts';

const DAY_MS = 86_400_000;

/**
 * The same wall-clock time in the student's zone one week after the lesson (so 18:00 stays 18:00 across a
 * daylight-saving change, as weekly lessons do, ADR 56). A lesson more than a week old has no "next week"
 * left: then the first such weekly time still ahead of `now`.
 */
export function nextWeekTarget(start: string, zone: string, now: number): number {
  const startMs = Date.parse(start);
  let weeks = 1;
  let target = weeklyStart(zone, startMs, weeks);
  while (target <= now && weeks < 520) {
    weeks += 1;
    target = weeklyStart(zone, startMs, weeks);
  }
  return target;
}

/** The target's local date in `zone`, yyyy-MM-dd. */
function localDate(zone: string, ms: number): string {
  return new Date(wallClock(zone, ms)).toISOString().slice(0, 10);
}

/** The days to ask for: the target's day and the NEXT_LESSON_SEARCH_DAYS after it, in the student's zone. */
export function searchDays(target: number, zone: string): { startDate: string; endDate: string } {
  return {
    startDate: localDate(zone, target),
    endDate: localDate(zone, target + NEXT_LESSON_SEARCH_DAYS * DAY_MS),
  };
}

export interface NextSlot {
  slot: AvailableSlot;
  /** The target time itself is free. */
  exact: boolean;
}

/**
 * The slot engine's answer decides, never a guess: the target slot when it is offered, else the first slot
 * after it within the search days, else null.
 */
export function chooseNextSlot(slots: readonly AvailableSlot[], target: number): NextSlot | null {
  const limit = target + NEXT_LESSON_SEARCH_DAYS * DAY_MS;
  let best: { slot: AvailableSlot; at: number } | null = null;
  for (const slot of slots) {
    const at = Date.parse(slot.start_utc);
    if (Number.isNaN(at) || at < target || at > limit) continue;
    if (!best || at < best.at) best = { slot, at };
  }
  return best ? { slot: best.slot, exact: best.at === target } : null;
}

/**
 * The next lesson's length among the mentor's paid lengths (shortest first): the same as the lesson's when
 * still offered, else the shortest. A trial is used once (B1), so after it the lesson is paid; the note
 * says so, and says when the length differs. Null when the mentor offers no length at all.
 */
export function nextLessonLength(
  options: readonly SessionOption[],
  from: Pick<NextLessonFrom, 'minutes' | 'afterTrial'>,
): { option: SessionOption; note: string | null } | null {
  const paid = options.filter((o) => !o.trial);
  const same = paid.find((o) => o.minutes === from.minutes);
  const option = same ?? paid[0];
  if (!option) return null;
  if (from.afterTrial) return { option, note: nextLessonMessages.afterTrial(option.minutes) };
  return { option, note: same ? null : nextLessonMessages.otherLength(option.minutes, from.minutes) };
}
