/**
 * The slot engine (rules S1-S2): the one function that answers both "which times can a student book" and
 * "may this booking be written now". Pure: the caller loads the mentor's availability, extra time, time
 * off and busy time, and passes the clock's now.
 *
 * Available time = weekly windows (mentor's wall clock, converted per local date) + extra time - time off.
 * A start s is offered when it is a local 30-minute grid point, the lesson [s, s + session) lies inside
 * available time, the held range [s, s + session + break) touches no busy interval, s is at least the
 * minimum notice and at most the horizon away from now, and s lies in [from, to).
 *
 * Issue 22: each mentor's booking rules (notice, horizon, buffer, lessons per day) replace the fixed notice
 * and horizon. The buffer widens the held range on both sides against other lessons (busy time), so at
 * least that long stays free between two lessons beyond the earlier one's break; the day limit counts the
 * lessons (busy entries) starting on the slot's local date in the mentor's zone.
 *
 * Recurring time off (issue 22 item 1, ADR 77): weekly windows of the mentor's wall clock, each until an
 * optional local date, expanded per local date exactly as the weekly hours are and then subtracted like
 * time off (so a 12:00-13:00 every Monday stays 12:00-13:00 on the wall clock across a DST change).
 */
import {
  BOOKING_HORIZON_DAYS,
  MIN_NOTICE_MINUTES,
  SLOT_GRID_MINUTES,
  localGridPoints,
  localParts,
  resolveWallClock,
} from '@app/contract';

export interface WeeklyWindow {
  /** 0 = Monday ... 6 = Sunday. */
  weekday: number;
  /** Minutes after local midnight, 0 <= startMinute < endMinute <= 1440. */
  startMinute: number;
  endMinute: number;
}
/** A weekly window of time off, on every matching local date up to `until` (inclusive, YYYY-MM-DD). */
export interface RecurringWindow extends WeeklyWindow {
  until: string | null;
}
/** UTC epoch ms, half-open [start, end). */
export interface Interval {
  start: number;
  end: number;
}
/** A booking that still holds its slot (break included), or a slot held by an open reschedule request. */
export interface BusyInterval extends Interval {
  bookingId?: number;
}
/** A mentor's own booking rules (issue 22 item 4). */
export interface BookingRules {
  minNoticeMinutes: number;
  horizonDays: number;
  /** Free time kept before and after every lesson, on top of its break. */
  bufferMinutes: number;
  /** null: no limit. */
  maxLessonsPerDay: number | null;
}
export const DEFAULT_BOOKING_RULES: BookingRules = {
  minNoticeMinutes: MIN_NOTICE_MINUTES,
  horizonDays: BOOKING_HORIZON_DAYS,
  bufferMinutes: 0,
  maxLessonsPerDay: null,
};
export interface SlotQuery {
  /** The mentor's IANA zone. */
  timezone: string;
  weekly: WeeklyWindow[];
  extra: Interval[];
  timeOff: Interval[];
  /** Recurring time off in the mentor's zone (absent: none). */
  recurringTimeOff?: RecurringWindow[];
  busy: BusyInterval[];
  /** Reschedule: the booking being moved does not block its own time. */
  ignoreBookingId?: number;
  sessionMinutes: number;
  breakMinutes: number;
  /** The requested range for slot starts, UTC ms, half-open. */
  from: number;
  to: number;
  now: number;
  /** The mentor's rules; the platform's defaults when absent. */
  rules?: BookingRules;
}
/** A lesson's start and end, without the break. */
export interface Slot {
  start: number;
  end: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
export const GRID_MINUTES = SLOT_GRID_MINUTES;

/** Sorted, disjoint intervals; overlapping or touching ones become one. */
function merge(intervals: Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.start < i.end).sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const { start, end } of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else merged.push({ start, end });
  }
  return merged;
}

/** Sorted, disjoint intervals minus sorted, disjoint intervals, in one sweep. */
function subtract(from: Interval[], removed: Interval[]): Interval[] {
  const result: Interval[] = [];
  let k = 0;
  for (const interval of from) {
    let start = interval.start;
    while (k < removed.length && removed[k]!.end <= start) k++;
    for (let j = k; j < removed.length && removed[j]!.start < interval.end; j++) {
      if (removed[j]!.start > start) result.push({ start, end: removed[j]!.start });
      start = Math.max(start, removed[j]!.end);
    }
    if (start < interval.end) result.push({ start, end: interval.end });
  }
  return result;
}

function overlapping(intervals: Interval[], start: number, end: number): Interval[] {
  return intervals.filter((i) => i.start < end && i.end > start);
}

/**
 * The weekly windows as UTC intervals for every local date that can touch [start, end). Each boundary is
 * converted on its own local date, so a 09:00-18:00 window is 9 hours long even on a DST day, and a
 * boundary in a DST gap falls on the transition (see resolveWallClock).
 */
export function weeklyIntervals(
  timezone: string,
  weekly: (WeeklyWindow | RecurringWindow)[],
  start: number,
  end: number,
): Interval[] {
  const byWeekday: (WeeklyWindow | RecurringWindow)[][] = [[], [], [], [], [], [], []];
  for (const window of weekly) byWeekday[window.weekday]?.push(window);
  const first = localParts(timezone, start);
  const last = localParts(timezone, end);
  // Local dates as day numbers (days since 1970-01-01). Earlier dates end by this date's first instant,
  // which is at or before `start`, so they cannot hold a lesson starting at or after it.
  const firstDay = Date.UTC(first.year, first.month - 1, first.day) / DAY_MS;
  const lastDay = Date.UTC(last.year, last.month - 1, last.day) / DAY_MS;
  const intervals: Interval[] = [];
  for (let day = firstDay; day <= lastDay; day++) {
    // 1970-01-01 was a Thursday (3 counting from Monday = 0).
    for (const window of byWeekday[(((day + 3) % 7) + 7) % 7]!) {
      if ('until' in window && window.until !== null && day > Date.parse(window.until) / DAY_MS) continue;
      const midnight = day * DAY_MS;
      intervals.push({
        start: resolveWallClock(timezone, midnight + window.startMinute * MINUTE_MS).instant,
        end: resolveWallClock(timezone, midnight + window.endMinute * MINUTE_MS).instant,
      });
    }
  }
  return intervals;
}

/** The local date (days since 1970-01-01) of an instant in the zone. */
function localDay(timezone: string, at: number): number {
  const parts = localParts(timezone, at);
  return Date.UTC(parts.year, parts.month - 1, parts.day) / DAY_MS;
}

/** Lessons per local date of the mentor's zone; only asked when the mentor limits their day. */
function lessonsPerDay(timezone: string, busy: BusyInterval[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const lesson of busy) {
    const day = localDay(timezone, lesson.start);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return counts;
}

/** Every bookable slot with a start in [q.from, q.to), ascending by start. */
export function computeSlots(q: SlotQuery): Slot[] {
  const rules = q.rules ?? DEFAULT_BOOKING_RULES;
  const lessonMs = q.sessionMinutes * MINUTE_MS;
  const bufferMs = rules.bufferMinutes * MINUTE_MS;
  // The held range runs from bufferMs before the start to heldMs after it.
  const heldMs = lessonMs + q.breakMinutes * MINUTE_MS + bufferMs;
  // Grid points are whole milliseconds, so the bounds can be too: starts lie in [firstStart, startsEnd).
  const firstStart = Math.ceil(Math.max(q.from, q.now + rules.minNoticeMinutes * MINUTE_MS));
  const startsEnd = Math.min(Math.ceil(q.to), Math.floor(q.now + rules.horizonDays * DAY_MS) + 1);
  if (!(firstStart < startsEnd) || !(lessonMs > 0) || !(heldMs >= lessonMs) || !(bufferMs >= 0)) return [];
  const lessonsEnd = startsEnd + lessonMs;

  const available = subtract(
    merge([
      ...weeklyIntervals(q.timezone, q.weekly, firstStart, lessonsEnd),
      ...overlapping(q.extra, firstStart, lessonsEnd),
    ]),
    merge([
      ...overlapping(q.timeOff, firstStart, lessonsEnd),
      ...weeklyIntervals(q.timezone, q.recurringTimeOff ?? [], firstStart, lessonsEnd),
    ]),
  );
  const blocking = q.busy.filter((b) => q.ignoreBookingId === undefined || b.bookingId !== q.ignoreBookingId);
  const busy = merge(overlapping(blocking, firstStart - bufferMs, startsEnd + heldMs));
  const perDay = rules.maxLessonsPerDay === null ? null : lessonsPerDay(q.timezone, blocking);

  const slots: Slot[] = [];
  let next = 0; // the first busy interval that may still overlap a held range: starts only increase
  for (const free of available) {
    const from = Math.max(free.start, firstStart);
    // The lesson must end by free.end; the break may spill over.
    const to = Math.min(Math.floor(free.end - lessonMs) + 1, startsEnd);
    if (from >= to) continue;
    for (const start of localGridPoints(q.timezone, from, to, GRID_MINUTES)) {
      while (next < busy.length && busy[next]!.end <= start - bufferMs) next++;
      if (next < busy.length && busy[next]!.start < start + heldMs) continue;
      if (perDay && (perDay.get(localDay(q.timezone, start)) ?? 0) >= rules.maxLessonsPerDay!) continue;
      slots.push({ start, end: start + lessonMs });
    }
  }
  return slots;
}

/**
 * Rule S2: a booking or reschedule is written only if its exact slot is what computeSlots offers at the
 * moment of writing, so this asks computeSlots itself about a range holding just that start.
 */
export function isSlotOffered(q: Omit<SlotQuery, 'from' | 'to'>, start: number, end: number): boolean {
  return computeSlots({ ...q, from: start, to: start + 1 }).some(
    (slot) => slot.start === start && slot.end === end,
  );
}

/** Why a start is or is not bookable: the day limit is told apart so the refusal can say so. */
export type SlotVerdict = 'free' | 'taken' | 'day full' | 'not offered';

export function slotVerdict(q: Omit<SlotQuery, 'from' | 'to'>, start: number, end: number): SlotVerdict {
  if (isSlotOffered(q, start, end)) return 'free';
  const rules = q.rules ?? DEFAULT_BOOKING_RULES;
  if (rules.maxLessonsPerDay !== null) {
    const unlimited = { ...q, rules: { ...rules, maxLessonsPerDay: null } };
    if (isSlotOffered(unlimited, start, end)) return 'day full';
  }
  return isSlotOffered({ ...q, busy: [] }, start, end) ? 'taken' : 'not offered';
}
