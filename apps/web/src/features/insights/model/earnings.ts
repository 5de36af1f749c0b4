/** How the lesson earnings read: months for the picker, dates in the mentor's zone, statuses in words. */
import { addMonths, earningsMessages, type EarningLine } from '@app/contract';

/** How many past months the picker offers, the current one included. */
export const PICKER_MONTHS_BACK = 12;
/**
 * And how many ahead: lessons are listed by lesson date and can be booked up to 90 days ahead, so a lesson
 * paid today may sit in one of the next three months.
 */
export const PICKER_MONTHS_AHEAD = 3;

/** The picker's months, newest first: three ahead, the current month and the 11 before it. */
export function pickerMonths(current: string): string[] {
  const count = PICKER_MONTHS_AHEAD + PICKER_MONTHS_BACK;
  return Array.from({ length: count }, (_, index) => addMonths(current, PICKER_MONTHS_AHEAD - index));
}

/** "November 2026". */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

/** "Tue, 24 Nov 2026, 10:00" in the zone. */
export function formatLessonDate(instant: string, zone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(instant));
}

/** "Pending", "Available", "Refunded"; a pending line also says when it unlocks. */
export function describeStatus(line: EarningLine, zone: string): { label: string; detail: string | null } {
  const label = line.status.charAt(0).toUpperCase() + line.status.slice(1);
  const detail =
    line.status === 'pending' && line.available_on
      ? earningsMessages.availableOn(formatLessonDate(line.available_on, zone))
      : null;
  return { label, detail };
}
