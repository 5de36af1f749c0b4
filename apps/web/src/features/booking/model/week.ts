/**
 * The week picker's calendar (BOOK-08): Monday-start weeks of 7 days in the browser's zone, and dates as
 * yyyy-MM-dd, the format of the available-times call.
 */

/** A local calendar date as yyyy-MM-dd. */
export function toYmd(date: Date): string {
  const y = String(date.getFullYear()).padStart(4, '0');
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** yyyy-MM-dd as a local date at midnight. */
export function fromYmd(ymd: string): Date {
  const [y = 1970, m = 1, d = 1] = ymd.split('-').map(Number);
  return new Date(y, m - 1, d);
}

export function addDays(ymd: string, days: number): string {
  const date = fromYmd(ymd);
  date.setDate(date.getDate() + days);
  return toYmd(date);
}

/** The Monday of the week holding `date` (Sunday belongs to the week that started six days before). */
export function mondayOf(date: Date): string {
  const day = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  const offset = (day.getDay() + 6) % 7;
  day.setDate(day.getDate() - offset);
  return toYmd(day);
}

/** The 7 dates of the week starting on `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

const shortDay = new Intl.DateTimeFormat('en-GB', { weekday: 'short' });
const longDay = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long' });
const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });

export function dayLabels(ymd: string): { short: string; dayOfMonth: number; long: string } {
  const date = fromYmd(ymd);
  return { short: shortDay.format(date), dayOfMonth: date.getDate(), long: longDay.format(date) };
}

/** "November 2026", or "November – December 2026" for a week across two months. */
export function weekTitle(monday: string): string {
  const first = monthYear.format(fromYmd(monday));
  const last = monthYear.format(fromYmd(addDays(monday, 6)));
  return first === last ? first : `${first.split(' ')[0] ?? ''} – ${last}`;
}
