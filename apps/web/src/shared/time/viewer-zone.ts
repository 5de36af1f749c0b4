/**
 * The one source of the zone times are shown in (ADR 49): the zone the person chose in settings, else this
 * device's. The auth check tells the chosen one (setChosenTimeZone); every request sends the result as
 * X-Timezone, so the server's local dates (available times, the calendar) agree with what is shown.
 * Every shown time names its zone the same way: "Tue 3 Dec 2026, 09:00 (New York time, GMT-5)".
 */
import { isValidTimezone, localParts, zoneName } from '@app/contract';
import { serverNow } from './server-clock.ts';

let chosen: string | null = null;
let device: string | undefined;

/**
 * The zone the browser runs in, or UTC where it cannot tell. Read once: every shown time asks for it, and
 * each reading builds a DateTimeFormat (about a millisecond on a phone, ADR 79).
 */
export function deviceTimeZone(): string {
  if (device === undefined) {
    try {
      device = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    } catch {
      device = 'UTC';
    }
  }
  return device;
}

/** The zone from the auth check: a chosen zone, or null to follow the device. An unknown name is ignored. */
export function setChosenTimeZone(zone: string | null | undefined): void {
  chosen = zone && isValidTimezone(zone) ? zone : null;
}

/** The zone every screen shows times in. */
export function viewerTimeZone(): string {
  return chosen ?? deviceTimeZone();
}

/**
 * Today in the viewer's zone by the server's clock, as a Date at local midnight of that calendar day: the
 * pickers count weeks from it with plain date arithmetic, so a zone chosen far from the device's still
 * starts the week on the right day.
 */
export function viewerToday(zone = viewerTimeZone(), now = serverNow()): Date {
  const { year, month, day } = localParts(zone, now);
  return new Date(year, month - 1, day);
}

/** "New York time, GMT-5": the viewer's zone (or `zone`) as in force at an ISO instant (now when missing). */
export function viewerZoneName(iso?: string | null, zone = viewerTimeZone()): string {
  const at = iso ? Date.parse(iso) : NaN;
  return zoneName(zone, Number.isNaN(at) ? serverNow() : at);
}

const formats = new Map<string, Intl.DateTimeFormat>();

function format(zone: string, style: 'long' | 'short'): Intl.DateTimeFormat {
  const key = `${zone} ${style}`;
  let cached = formats.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      weekday: style,
      day: 'numeric',
      month: style,
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(key, cached);
  }
  return cached;
}

/** The parts of an instant in the viewer's zone (weekday, day, month, year, hour, minute). */
function partsOf(date: Date, style: 'long' | 'short', zone: string): Record<string, string> {
  return Object.fromEntries(
    format(zone, style)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
}

function readDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Wed 25 Nov 2026, 10:00 (Berlin time, GMT+1)"; "" for a missing or unreadable value. */
export function formatShortDateTime(iso: string | null | undefined, zone = viewerTimeZone()): string {
  const date = readDate(iso);
  if (!date) return '';
  const p = partsOf(date, 'short', zone);
  return `${p.weekday} ${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} (${zoneName(zone, date.getTime())})`;
}

/** "Monday 23 November 2026 at 10:00 (Berlin time, GMT+1)"; "" for a missing or unreadable value. */
export function formatLongDateTime(iso: string | null | undefined, zone = viewerTimeZone()): string {
  const date = readDate(iso);
  if (!date) return '';
  const p = partsOf(date, 'long', zone);
  return `${p.weekday} ${p.day} ${p.month} ${p.year} at ${p.hour}:${p.minute} (${zoneName(zone, date.getTime())})`;
}

/** "10:00" in the viewer's zone; "" for a missing or unreadable value. */
export function formatClockTime(iso: string | null | undefined, zone = viewerTimeZone()): string {
  const date = readDate(iso);
  if (!date) return '';
  const p = partsOf(date, 'short', zone);
  return `${p.hour}:${p.minute}`;
}

/** Every zone this browser knows, for the settings list; the current ones always included. */
export function knownTimeZones(...include: string[]): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const all = new Set([...zones, 'UTC', ...include.filter((z) => isValidTimezone(z))]);
  return [...all].sort();
}
