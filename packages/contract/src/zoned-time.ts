/**
 * The one time-zone arithmetic of server and web: the slot engine (rule S1), the calendar, mails and the
 * pages that show a time in a zone. On epoch milliseconds and the runtime's IANA data (the browser's or
 * Node's), free of zod so the web app takes only what it uses.
 * No date library: one cached Intl.DateTimeFormat per zone, and offsets cached per UTC day, because an
 * offset only changes at a transition and zones have at most one transition on any UTC day.
 *
 * "Wall clock" values are local date-times written as if they were UTC epoch ms (Date.UTC(y, m - 1, d, ...)),
 * so that local calendar arithmetic is plain integer arithmetic.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Bounds the offset cache of a long-running server; a refill costs two Intl calls per UTC day. */
const MAX_CACHED_DAYS_PER_ZONE = 20_000;

export type LocalTimeKind = 'exists' | 'gap' | 'ambiguous';

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  /** 0 = Monday ... 6 = Sunday, as in the mentor's weekly availability. */
  weekday: number;
  minuteOfDay: number;
}

/** One UTC day of a zone: the offset in force at its start, and the one after its transition (if any). */
interface ZoneDay {
  offset: number;
  changeAt: number;
  offsetAfter: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const zoneDays = new Map<string, Map<number, ZoneDay>>();

function formatter(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    // h23, not hour12: false, which prints midnight as 24 in some engines.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, format);
  }
  return format;
}

/** The offset straight from Intl, uncached: the zone's wall clock minus the instant, in whole minutes. */
function intlOffsetMinutes(zone: string, utcMs: number): number {
  const parts = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatter(zone).formatToParts(utcMs)) {
    if (part.type in parts) parts[part.type as keyof typeof parts] = Number(part.value);
  }
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return Math.round((wall - utcMs) / MINUTE_MS);
}

function zoneDay(zone: string, dayIndex: number): ZoneDay {
  let days = zoneDays.get(zone);
  if (!days) {
    days = new Map();
    zoneDays.set(zone, days);
  }
  const cached = days.get(dayIndex);
  if (cached) return cached;
  const start = dayIndex * DAY_MS;
  const offset = intlOffsetMinutes(zone, start);
  const offsetAfter = intlOffsetMinutes(zone, start + DAY_MS);
  let changeAt = Infinity;
  if (offsetAfter !== offset) {
    // Bisect to the minute: the first instant already showing the new offset.
    let before = start;
    let after = start + DAY_MS;
    while (after - before > MINUTE_MS) {
      const mid = before + Math.floor((after - before) / 2 / MINUTE_MS) * MINUTE_MS;
      if (intlOffsetMinutes(zone, mid) === offset) before = mid;
      else after = mid;
    }
    changeAt = after;
  }
  if (days.size >= MAX_CACHED_DAYS_PER_ZONE) days.clear();
  const day = { offset, changeAt, offsetAfter };
  days.set(dayIndex, day);
  return day;
}

/** The zone's offset from UTC at an instant, in minutes (Europe/Berlin in winter: 60). */
export function zoneOffsetMinutes(zone: string, utcMs: number): number {
  const day = zoneDay(zone, Math.floor(utcMs / DAY_MS));
  return utcMs < day.changeAt ? day.offset : day.offsetAfter;
}

/** The first offset change in (afterMs, limitMs), or limitMs when the offset holds until then. */
export function nextOffsetChange(zone: string, afterMs: number, limitMs: number): number {
  for (let dayIndex = Math.floor(afterMs / DAY_MS); dayIndex * DAY_MS < limitMs; dayIndex++) {
    const { changeAt } = zoneDay(zone, dayIndex);
    if (changeAt > afterMs && changeAt < limitMs) return changeAt;
  }
  return limitMs;
}

/**
 * The instant of a wall-clock time. A time that exists once maps to it; an ambiguous one (the repeated
 * hour of a fall-back night) to its FIRST occurrence; a time in a gap (spring forward) to the instant the
 * wall clock passes it, i.e. the transition itself: 02:30 on Berlin's spring-forward night is 01:00 UTC.
 */
export function resolveWallClock(zone: string, wallMs: number): { instant: number; kind: LocalTimeKind } {
  // A transition within a day either side is the only way the offset can differ around this time.
  const before = zoneOffsetMinutes(zone, wallMs - DAY_MS);
  const after = zoneOffsetMinutes(zone, wallMs + DAY_MS);
  const withBefore = wallMs - before * MINUTE_MS;
  if (before === after) return { instant: withBefore, kind: 'exists' };
  const withAfter = wallMs - after * MINUTE_MS;
  const beforeHolds = zoneOffsetMinutes(zone, withBefore) === before;
  const afterHolds = zoneOffsetMinutes(zone, withAfter) === after;
  if (beforeHolds && afterHolds) {
    return { instant: Math.min(withBefore, withAfter), kind: 'ambiguous' };
  }
  if (beforeHolds) return { instant: withBefore, kind: 'exists' };
  if (afterHolds) return { instant: withAfter, kind: 'exists' };
  const earlier = Math.min(withBefore, withAfter);
  return { instant: nextOffsetChange(zone, earlier, Math.max(withBefore, withAfter) + 1), kind: 'gap' };
}

/** The instant of local date y-m-d at minuteOfDay (0..1440; 1440 is the midnight ending the day). */
export function localToUtc(
  zone: string,
  year: number,
  month: number,
  day: number,
  minuteOfDay: number,
): number {
  return resolveWallClock(zone, Date.UTC(year, month - 1, day) + minuteOfDay * MINUTE_MS).instant;
}

/** Whether a local time exists once, twice (fall back) or not at all (spring forward) in the zone. */
export function localTimeKind(
  zone: string,
  year: number,
  month: number,
  day: number,
  minuteOfDay: number,
): LocalTimeKind {
  return resolveWallClock(zone, Date.UTC(year, month - 1, day) + minuteOfDay * MINUTE_MS).kind;
}

/** The zone's wall clock at an instant, as epoch ms read as UTC. */
export function wallClock(zone: string, utcMs: number): number {
  return utcMs + zoneOffsetMinutes(zone, utcMs) * MINUTE_MS;
}

/** The local calendar date, weekday and minute of the day of an instant in the zone. */
export function localParts(zone: string, utcMs: number): LocalParts {
  const wall = wallClock(zone, utcMs);
  const date = new Date(wall);
  const dayIndex = Math.floor(wall / DAY_MS);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    // 1970-01-01 was a Thursday (3 counting from Monday = 0).
    weekday: (((dayIndex + 3) % 7) + 7) % 7,
    minuteOfDay: Math.floor((wall - dayIndex * DAY_MS) / MINUTE_MS),
  };
}

/**
 * The highest wall-clock time shown before the instant, when a fall-back in the day before it turned the
 * clock back past the instant's own wall clock; otherwise -Infinity. Wall-clock times up to it repeat.
 */
function repeatedUpTo(zone: string, utcMs: number): number {
  let highest = -Infinity;
  const today = Math.floor(utcMs / DAY_MS);
  for (const dayIndex of [today - 1, today]) {
    const { offset, changeAt, offsetAfter } = zoneDay(zone, dayIndex);
    if (changeAt <= utcMs && offsetAfter < offset) {
      highest = Math.max(highest, changeAt + offset * MINUTE_MS);
    }
  }
  return highest;
}

/**
 * The instants in [fromMs, toMs) whose local wall clock is a multiple of stepMinutes after midnight,
 * ascending. A repeated wall-clock time (fall back) is taken once, at its first occurrence; times that do
 * not exist (spring forward) are simply never shown by the clock, so they never appear.
 */
export function localGridPoints(zone: string, fromMs: number, toMs: number, stepMinutes: number): number[] {
  const stepMs = stepMinutes * MINUTE_MS;
  const points: number[] = [];
  let shownUpTo = repeatedUpTo(zone, fromMs);
  let pieceStart = Math.ceil(fromMs);
  while (pieceStart < toMs) {
    const offsetMs = zoneOffsetMinutes(zone, pieceStart) * MINUTE_MS;
    const pieceEnd = nextOffsetChange(zone, pieceStart, toMs);
    const misalignment = (((pieceStart + offsetMs) % stepMs) + stepMs) % stepMs;
    let point = misalignment === 0 ? pieceStart : pieceStart + stepMs - misalignment;
    for (; point < pieceEnd; point += stepMs) {
      if (point + offsetMs >= shownUpTo) points.push(point);
    }
    // The wall clock reached (but never showed) pieceEnd + offset just before the change.
    shownUpTo = Math.max(shownUpTo, pieceEnd + offsetMs);
    pieceStart = pieceEnd;
  }
  return points;
}

function offsetText(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** ISO 8601 in the zone with its offset, to the second: 2026-11-23T10:00:00+01:00 (UTC: +00:00). */
export function formatInZone(utcMs: number, zone: string): string {
  const offset = zoneOffsetMinutes(zone, utcMs);
  const wall = new Date(utcMs + offset * MINUTE_MS).toISOString().slice(0, 19);
  return wall + offsetText(offset);
}

/** ISO 8601 in UTC to the second: 2026-11-23T09:00:00Z. */
export function isoUtc(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 19) + 'Z';
}

function parseDate(text: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw new RangeError(`Not a yyyy-mm-dd date: ${text}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new RangeError(`Not a calendar date: ${text}`);
  }
  return [year, month, day];
}

/** [start, end) in UTC ms of the local days startDate..endDate: startDate 00:00 to the day after endDate 00:00. */
export function localDateRangeToUtc(zone: string, startDate: string, endDate: string): [number, number] {
  const [startYear, startMonth, startDay] = parseDate(startDate);
  const [endYear, endMonth, endDay] = parseDate(endDate);
  return [
    localToUtc(zone, startYear, startMonth, startDay, 0),
    localToUtc(zone, endYear, endMonth, endDay + 1, 0),
  ];
}

const validZones = new Map<string, boolean>();

/** Whether a string names a time zone this runtime knows ("Europe/Berlin", "UTC"). Cached per name. */
export function isValidTimezone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  let valid = validZones.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      valid = true;
    } catch {
      valid = false;
    }
    if (validZones.size < 1000) validZones.set(zone, valid);
  }
  return valid;
}

function gmtOffset(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'GMT';
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const minutes = abs % 60;
  return `GMT${sign}${Math.floor(abs / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/**
 * How every screen, mail and invitation names a zone next to a time (ADR 49): the city in words and the offset
 * in force at that instant, "New York time, GMT-5" or "Berlin time, GMT+1"; "UTC" for UTC. An offset rather
 * than an abbreviation, because most zones have none that people know ("GMT+5:30" is clear, "IST" is not).
 */
export function zoneName(zone: string, utcMs: number): string {
  if (zone === 'UTC' || zone === 'Etc/UTC') return 'UTC';
  const offset = gmtOffset(zoneOffsetMinutes(zone, utcMs));
  if (zone.startsWith('Etc/')) return offset;
  const city = (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
  return `${city} time, ${offset}`;
}
