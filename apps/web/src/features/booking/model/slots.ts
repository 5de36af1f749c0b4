/**
 * Slots of the date-and-time step (BOOK-09..11). start_time is already in the caller's zone with its
 * offset ("2026-11-23T10:00:00+01:00"), so its date and hour are read from the text itself.
 */
import type { AvailableSlot } from './types.ts';

export type Period = 'Night' | 'Morning' | 'Afternoon' | 'Evening';
export const PERIODS: readonly Period[] = ['Night', 'Morning', 'Afternoon', 'Evening'];

/** The slot's local date, yyyy-MM-dd. */
export function slotDate(slot: AvailableSlot): string {
  return slot.start_time.slice(0, 10);
}

/** The slot's local start time, HH:mm. */
export function slotTime(slot: AvailableSlot): string {
  return slot.start_time.slice(11, 16);
}

/** BOOK-10: Night 0-5, Morning 6-11, Afternoon 12-17, Evening 18-23, by the start hour. */
export function periodOf(slot: AvailableSlot): Period {
  const hour = Number(slot.start_time.slice(11, 13));
  if (hour < 6) return 'Night';
  if (hour < 12) return 'Morning';
  if (hour < 18) return 'Afternoon';
  return 'Evening';
}

/** The slots of each date, in time order. */
export function slotsByDate(slots: readonly AvailableSlot[]): Map<string, AvailableSlot[]> {
  const byDate = new Map<string, AvailableSlot[]>();
  for (const slot of [...slots].sort((a, b) => a.start_utc.localeCompare(b.start_utc))) {
    const date = slotDate(slot);
    byDate.set(date, [...(byDate.get(date) ?? []), slot]);
  }
  return byDate;
}

/** The non-empty periods of one day's slots, in the order of the day. */
export function groupByPeriod(slots: readonly AvailableSlot[]): { period: Period; slots: AvailableSlot[] }[] {
  return PERIODS.map((period) => ({ period, slots: slots.filter((s) => periodOf(s) === period) })).filter(
    (g) => g.slots.length > 0,
  );
}
