/**
 * Weekly availability rules shared by the settings editor (web) and the server (API-39), zod-free: slot
 * times on the 30-minute grid, start before end ("Start time must be before end time"), no overlaps within
 * a day ("Time slots cannot overlap"; touching ends are allowed), each weekday at most once.
 */
import { AVAILABILITY_STEP_MINUTES, settingsMessages as m, type WeekdayCode } from './settings-messages.ts';

/** Minutes after midnight of 'HH:MM' ('24:00' = 1440). */
export function minutesOfDay(hhmm: string): number {
  const [h, min] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (min ?? 0);
}

export interface WeeklySlotProblem {
  /** Dotted field path, e.g. 'available_times.0.time_slots.1'. */
  path: string;
  message: string;
}

interface DaySlots {
  weekday: WeekdayCode;
  time_slots: { start: string; end: string }[];
}

/** The first problem of a week of slots, or null when it may be saved. */
export function weeklySlotProblem(days: readonly DaySlots[]): WeeklySlotProblem | null {
  const seen = new Set<string>();
  for (const [d, day] of days.entries()) {
    const at = `available_times.${d}`;
    if (seen.has(day.weekday)) return { path: `${at}.weekday`, message: m.duplicateWeekday };
    seen.add(day.weekday);
    const slots = day.time_slots.map((slot, index) => ({
      index,
      start: minutesOfDay(slot.start),
      end: minutesOfDay(slot.end),
    }));
    for (const slot of slots) {
      const path = `${at}.time_slots.${slot.index}`;
      if (slot.start % AVAILABILITY_STEP_MINUTES || slot.end % AVAILABILITY_STEP_MINUTES)
        return { path, message: m.slotGrid };
      if (slot.start >= slot.end) return { path, message: m.slotOrder };
    }
    const ordered = [...slots].sort((a, b) => a.start - b.start);
    for (let i = 1; i < ordered.length; i++) {
      const slot = ordered[i]!;
      if (slot.start < ordered[i - 1]!.end)
        return { path: `${at}.time_slots.${slot.index}`, message: m.slotOverlap };
    }
  }
  return null;
}
