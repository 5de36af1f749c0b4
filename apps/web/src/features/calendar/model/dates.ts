/**
 * Date helpers of the calendar in the viewer's zone (the browser's, which the API also receives as
 * X-Timezone). Dates are yyyy-MM-dd strings; day arithmetic runs on them as UTC dates, so no DST surprises.
 */
import { localParts } from '@app/contract';

const DAY_MS = 86_400_000;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** CAL-02: weeks start on Monday. */
export function mondayOf(date: string): string {
  const weekday = (new Date(Date.parse(date)).getUTCDay() + 6) % 7; // Monday = 0
  return addDays(date, -weekday);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local date and minute of the day of an instant in the zone (the shared zone arithmetic). */
export function localOf(instant: string | number | Date, zone: string): { date: string; minute: number } {
  const local = localParts(zone, new Date(instant).getTime());
  return { date: `${local.year}-${pad(local.month)}-${pad(local.day)}`, minute: local.minuteOfDay };
}

export function todayIn(zone: string, now = Date.now()): string {
  return localOf(now, zone).date;
}

/**
 * The part of [start, end) that falls on a local date, as minutes from midnight (0..1440), or null when
 * the item does not touch that date. A multi-day time off is drawn on every day it covers.
 */
export function spanOnDate(
  start: string,
  end: string,
  date: string,
  zone: string,
): { from: number; to: number } | null {
  const a = localOf(start, zone);
  const b = localOf(end, zone);
  if (date < a.date || date > b.date) return null;
  const from = date === a.date ? a.minute : 0;
  const to = date === b.date ? b.minute : 1440;
  return to > from ? { from, to } : null;
}

export function formatDay(date: string, style: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: style,
    day: 'numeric',
    month: style === 'long' ? 'long' : 'short',
    ...(style === 'long' ? { year: 'numeric' } : {}),
  }).format(new Date(Date.parse(date)));
}

export function formatTime(instant: string, zone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(
    new Date(instant),
  );
}

export function formatWhenRange(start: string, end: string, zone: string): string {
  const a = localOf(start, zone);
  const b = localOf(end, zone);
  const head = `${formatDay(a.date, 'long')}, ${formatTime(start, zone)}`;
  return a.date === b.date
    ? `${head} – ${formatTime(end, zone)}`
    : `${head} – ${formatDay(b.date, 'long')}, ${formatTime(end, zone)}`;
}

/**
 * CAL-10 / CAL-11: the sidebar's two dates and two times (local, in the browser's zone) as ISO instants,
 * swapped when the end is not after the start; null when any of the four is missing.
 */
export function rangeFromInputs(
  startDate: string,
  startTime: string,
  endDate: string,
  endTime: string,
): { start: string; end: string } | null {
  if (!startDate || !startTime || !endDate || !endTime) return null;
  // A date-time without an offset is read as the browser's local time.
  const start = new Date(`${startDate}T${startTime}`);
  const end = new Date(`${endDate}T${endTime}`);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  const [first, second] = end.getTime() > start.getTime() ? [start, end] : [end, start];
  return { start: first.toISOString(), end: second.toISOString() };
}
