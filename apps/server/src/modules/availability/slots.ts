/**
 * The slot engine (rules S1-S2): the one function that answers both "which times can a student book" and
 * "may this booking be written now". Pure: the caller loads the mentor's availability, extra time, time
 * off and busy time, and passes the clock's now.
 *
 * Available time = weekly windows (mentor's wall clock, converted per local date) + extra time - time off.
 * A start s is offered when it is a local 30-minute grid point, the lesson [s, s + session) lies inside
 * available time, the held range [s, s + session + break) touches no busy interval, s is at least the
 * minimum notice and at most the horizon away from now, and s lies in [from, to).
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
/** UTC epoch ms, half-open [start, end). */
export interface Interval {
  start: number;
  end: number;
}
/** A booking that still holds its slot (break included), or a slot held by an open reschedule request. */
export interface BusyInterval extends Interval {
  bookingId?: number;
}
export interface SlotQuery {
  /** The mentor's IANA zone. */
  timezone: string;
  weekly: WeeklyWindow[];
  extra: Interval[];
  timeOff: Interval[];
  busy: BusyInterval[];
  /** Reschedule: the booking being moved does not block its own time. */
  ignoreBookingId?: number;
  sessionMinutes: number;
  breakMinutes: number;
  /** The requested range for slot starts, UTC ms, half-open. */
  from: number;
  to: number;
  now: number;
}
/** A lesson's start and end, without the break. */
export interface Slot {
  start: number;
  end: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
export const GRID_MINUTES = SLOT_GRID_MINUTES;
export const MIN_NOTICE_MS = MIN_NOTICE_MINUTES * MINUTE_MS;
export const HORIZON_MS = BOOKING_HORIZON_DAYS * DAY_MS;

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
function weeklyIntervals(timezone: string, weekly: WeeklyWindow[], start: number, end: number): Interval[] {
  const byWeekday: WeeklyWindow[][] = [[], [], [], [], [], [], []];
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
      const midnight = day * DAY_MS;
      intervals.push({
        start: resolveWallClock(timezone, midnight + window.startMinute * MINUTE_MS).instant,
        end: resolveWallClock(timezone, midnight + window.endMinute * MINUTE_MS).instant,
      });
    }
  }
  return intervals;
}

/** Every bookable slot with a start in [q.from, q.to), ascending by start. */
export function computeSlots(q: SlotQuery): Slot[] {
  const lessonMs = q.sessionMinutes * MINUTE_MS;
  const heldMs = lessonMs + q.breakMinutes * MINUTE_MS;
  // Grid points are whole milliseconds, so the bounds can be too: starts lie in [firstStart, startsEnd).
  const firstStart = Math.ceil(Math.max(q.from, q.now + MIN_NOTICE_MS));
  const startsEnd = Math.min(Math.ceil(q.to), Math.floor(q.now + HORIZON_MS) + 1);
  if (!(firstStart < startsEnd) || !(lessonMs > 0) || !(heldMs >= lessonMs)) return [];
  const lessonsEnd = startsEnd + lessonMs;

  const available = subtract(
    merge([
      ...weeklyIntervals(q.timezone, q.weekly, firstStart, lessonsEnd),
      ...overlapping(q.extra, firstStart, lessonsEnd),
    ]),
    merge(overlapping(q.timeOff, firstStart, lessonsEnd)),
  );
  const busy = merge(
    overlapping(
      q.busy.filter((b) => q.ignoreBookingId === undefined || b.bookingId !== q.ignoreBookingId),
      firstStart,
      startsEnd + heldMs,
    ),
  );

  const slots: Slot[] = [];
  let next = 0; // the first busy interval that may still overlap a held range: starts only increase
  for (const free of available) {
    const from = Math.max(free.start, firstStart);
    // The lesson must end by free.end; the break may spill over.
    const to = Math.min(Math.floor(free.end - lessonMs) + 1, startsEnd);
    if (from >= to) continue;
    for (const start of localGridPoints(q.timezone, from, to, GRID_MINUTES)) {
      while (next < busy.length && busy[next]!.end <= start) next++;
      if (next < busy.length && busy[next]!.start < start + heldMs) continue;
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
