/**
 * The mentor's weekly availability as the editors hold it (DATA-23: per day a day name and slots
 * {id, from, to, error}) and its rules (ONBOARD-20..23, spec 002 §4 and §9): a day toggled on gets
 * 09:00-17:00, off clears it; times on a 30-minute grid from 00:00 to 23:30; a slot must start before it
 * ends and slots of one day must not overlap, though they may touch. Pure, so the onboarding wizard and the
 * settings page share one set of rules, and the API's shape ({weekday, time_slots[{start, end}]}) is one
 * conversion away.
 */
import { settingsMessages, WEEKDAY_CODES, type WeekdayCode } from '@app/contract';

/** Monday first, as the API's codes (DATA-20). */
export const WEEKDAYS = WEEKDAY_CODES;
export type Weekday = WeekdayCode;

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};

export interface TimeSlot {
  /** Stable across edits, so React keeps each row's focus while others change. */
  id: string;
  from: string;
  to: string;
  /** The rule this slot breaks, once validation has run (DATA-23 keeps it with the slot). */
  error: string | null;
}

export interface DayAvailability {
  day: Weekday;
  slots: TimeSlot[];
}

/** Monday first, always seven days; a day without slots is off. */
export type WeeklyAvailability = DayAvailability[];

/** The API's shape (DATA-19 available_times, DATA-20 availability.available_times). */
export interface AvailableTimes {
  weekday: Weekday;
  time_slots: { start: string; end: string }[];
}

export const DEFAULT_SLOT = { from: '09:00', to: '17:00' } as const;
export const SLOT_STEP_MINUTES = 30;
export const slotMessages = {
  order: settingsMessages.slotOrder,
  overlap: settingsMessages.slotOverlap,
} as const;

/** 00:00, 00:30, ... 23:30 (ONBOARD-21). */
export const TIME_OPTIONS: readonly string[] = Array.from({ length: (24 * 60) / SLOT_STEP_MINUTES }, (_, i) =>
  toClock(i * SLOT_STEP_MINUTES),
);

export function toMinutes(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

export function toClock(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

let fallbackCounter = 0;
export function newSlotId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  fallbackCounter += 1;
  return `slot-${Date.now().toString(36)}-${fallbackCounter}`;
}

export function makeSlot(from: string = DEFAULT_SLOT.from, to: string = DEFAULT_SLOT.to): TimeSlot {
  return { id: newSlotId(), from, to, error: null };
}

/**
 * A new week: weekdays 09:00-17:00 and the weekend off (the settings default of spec 002 §4, used by the
 * wizard too so a new mentor starts from a sensible working week).
 */
export function defaultWeek(): WeeklyAvailability {
  return WEEKDAYS.map((day) => ({
    day,
    slots: day === 'Sat' || day === 'Sun' ? [] : [makeSlot()],
  }));
}

function mapDay(
  week: WeeklyAvailability,
  day: Weekday,
  change: (slots: TimeSlot[]) => TimeSlot[],
): WeeklyAvailability {
  return week.map((d) => (d.day === day ? { ...d, slots: change(d.slots) } : d));
}

/** ONBOARD-20: on adds one 09:00-17:00 slot, off clears every slot of that day. */
export function toggleDay(week: WeeklyAvailability, day: Weekday, on: boolean): WeeklyAvailability {
  return mapDay(week, day, (slots) => (on ? (slots.length ? slots : [makeSlot()]) : []));
}

/**
 * Adds a slot after the day's last one (an hour from its end, where the day has room), else the default
 * slot: the mentor then adjusts it instead of starting from an overlap.
 */
export function addSlot(week: WeeklyAvailability, day: Weekday): WeeklyAvailability {
  return mapDay(week, day, (slots) => {
    const lastEnd = Math.max(-1, ...slots.map((s) => toMinutes(s.to)));
    const lastOption = 24 * 60 - SLOT_STEP_MINUTES;
    if (lastEnd < 0) return [...slots, makeSlot()];
    if (lastEnd + 60 <= lastOption) return [...slots, makeSlot(toClock(lastEnd), toClock(lastEnd + 60))];
    if (lastEnd < lastOption) return [...slots, makeSlot(toClock(lastEnd), toClock(lastOption))];
    return [...slots, makeSlot()];
  });
}

export function removeSlot(week: WeeklyAvailability, day: Weekday, id: string): WeeklyAvailability {
  return mapDay(week, day, (slots) => slots.filter((s) => s.id !== id));
}

export function updateSlot(
  week: WeeklyAvailability,
  day: Weekday,
  id: string,
  change: Partial<Pick<TimeSlot, 'from' | 'to'>>,
): WeeklyAvailability {
  return mapDay(week, day, (slots) => slots.map((s) => (s.id === id ? { ...s, ...change } : s)));
}

/** The rule each slot of one day breaks: order first, then overlap with any other valid slot. */
export function dayErrors(slots: readonly Pick<TimeSlot, 'from' | 'to'>[]): (string | null)[] {
  const ranges = slots.map((s) => ({ start: toMinutes(s.from), end: toMinutes(s.to) }));
  return ranges.map((range, i) => {
    if (range.start >= range.end) return slotMessages.order;
    const overlaps = ranges.some(
      (other, j) => j !== i && other.start < other.end && range.start < other.end && other.start < range.end,
    );
    return overlaps ? slotMessages.overlap : null;
  });
}

/** The week with each slot's error set; the same object when nothing changed (no needless re-render). */
export function validateWeek(week: WeeklyAvailability): WeeklyAvailability {
  let changed = false;
  const next = week.map((d) => {
    const errors = dayErrors(d.slots);
    if (d.slots.every((s, i) => s.error === errors[i])) return d;
    changed = true;
    return { ...d, slots: d.slots.map((s, i) => ({ ...s, error: errors[i] ?? null })) };
  });
  return changed ? next : week;
}

/** Whether any slot breaks a rule (computed afresh, never trusting a stale error field). */
export function hasSlotErrors(week: WeeklyAvailability): boolean {
  return week.some((d) => dayErrors(d.slots).some((e) => e !== null));
}

export function slotCount(week: WeeklyAvailability): number {
  return week.reduce((sum, d) => sum + d.slots.length, 0);
}

/** DATA-19 / DATA-20: only days with slots, each slot as {start, end}, in time order. */
export function toAvailableTimes(week: WeeklyAvailability): AvailableTimes[] {
  return week
    .filter((d) => d.slots.length > 0)
    .map((d) => ({
      weekday: d.day,
      time_slots: [...d.slots]
        .sort((a, b) => toMinutes(a.from) - toMinutes(b.from))
        .map((s) => ({ start: s.from, end: s.to })),
    }));
}

/** The editors' week from the API's shape; days the server does not list are off. */
export function fromAvailableTimes(times: readonly AvailableTimes[]): WeeklyAvailability {
  return WEEKDAYS.map((day) => ({
    day,
    slots: times
      .filter((t) => t.weekday === day)
      .flatMap((t) => t.time_slots)
      .map((s) => makeSlot(s.start, s.end)),
  }));
}

/**
 * A stored week read back (DATA-23): anything malformed is dropped rather than trusted, so a corrupted
 * entry cannot break the editor. Null when nothing usable is there.
 */
export function parseStoredWeek(value: unknown): WeeklyAvailability | null {
  if (!Array.isArray(value)) return null;
  const clock = /^([01]\d|2[0-3]):[0-5]\d$/;
  const byDay = new Map<unknown, unknown>(
    value.map((d: unknown) => [
      (d as { day?: unknown } | null)?.day,
      (d as { slots?: unknown } | null)?.slots,
    ]),
  );
  if (!WEEKDAYS.some((day) => byDay.has(day))) return null;
  return WEEKDAYS.map((day) => {
    const slots = byDay.get(day);
    return {
      day,
      slots: Array.isArray(slots)
        ? slots
            .filter((s: unknown): s is { id?: unknown; from: string; to: string } => {
              const slot = s as { from?: unknown; to?: unknown } | null;
              return typeof slot?.from === 'string' && typeof slot.to === 'string'
                ? clock.test(slot.from) && clock.test(slot.to)
                : false;
            })
            .map((s) => ({
              id: typeof s.id === 'string' && s.id ? s.id : newSlotId(),
              from: s.from,
              to: s.to,
              error: null,
            }))
        : [],
    };
  });
}
