/**
 * GET /api/lessons/calendar/ (CAL-08, M6): the caller's lessons (as student and as mentor) over their dates,
 * and for a mentor also their weekly availability expanded in their own zone, their time off and extra time.
 */
import {
  calendarMessages,
  CALENDAR_MAX_DAYS,
  type CalendarItem,
  type CalendarQuery,
  type CalendarResponse,
  isoUtc,
  localDateRangeToUtc,
  localParts,
  resolveWallClock,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../platform/errors.ts';
import { weeklyIntervals, type WeeklyWindow } from '../availability/index.ts';
import type { SignedInUser } from '../auth/index.ts';
import { bookableMentor, calendarLessons, weeklyWindows } from '../bookings/index.ts';
import { lessonNets } from '../ledger/index.ts';
import { recurringOf } from './recurring-repository.ts';
import { rangesIn } from './repository.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The caller's dates start_date..end_date in their zone as a UTC range, at most CALENDAR_MAX_DAYS days. */
export function calendarRange(query: CalendarQuery, zone: string): { from: number; to: number } {
  if (query.end_date < query.start_date) {
    throw badRequest(calendarMessages.endBeforeStart, { end_date: [calendarMessages.endBeforeStart] });
  }
  let range: [number, number];
  try {
    range = localDateRangeToUtc(zone, query.start_date, query.end_date);
  } catch {
    // 2026-02-30 passes the format check but is no date.
    throw badRequest('Enter a valid date.', { start_date: ['Enter a valid date.'] });
  }
  const [from, to] = range;
  // Counted in calendar days, not hours: a local day across a DST change is 23 or 25 hours long.
  const days = (Date.parse(query.end_date) - Date.parse(query.start_date)) / DAY_MS + 1;
  if (days > CALENDAR_MAX_DAYS) {
    throw badRequest(calendarMessages.windowTooLong, { end_date: [calendarMessages.windowTooLong] });
  }
  return { from, to };
}

/**
 * The weekly windows as UTC intervals over [from, to), each boundary converted on its own local date of the
 * mentor's zone, so 09:00-18:00 stays 09:00-18:00 on the wall clock across a DST change (S1).
 */
export function expandWeekly(
  zone: string,
  weekly: WeeklyWindow[],
  from: number,
  to: number,
): { start: number; end: number }[] {
  const first = localParts(zone, from);
  const last = localParts(zone, to);
  const firstDay = Date.UTC(first.year, first.month - 1, first.day) / DAY_MS;
  const lastDay = Date.UTC(last.year, last.month - 1, last.day) / DAY_MS;
  const intervals: { start: number; end: number }[] = [];
  for (let day = firstDay; day <= lastDay; day++) {
    const weekday = (((day + 3) % 7) + 7) % 7; // 1970-01-01 was a Thursday
    for (const window of weekly.filter((w) => w.weekday === weekday)) {
      const start = resolveWallClock(zone, day * DAY_MS + window.startMinute * MINUTE_MS).instant;
      const end = resolveWallClock(zone, day * DAY_MS + window.endMinute * MINUTE_MS).instant;
      if (start < to && end > from && start < end) intervals.push({ start, end });
    }
  }
  return intervals;
}

const iso = (value: Date | string) => isoUtc(new Date(value).getTime());

async function lessonItems(
  db: Db,
  user: SignedInUser,
  from: number,
  to: number,
  now: Date,
): Promise<CalendarItem[]> {
  const mentorId = user.mentorId ?? 0;
  // The other side: a mentor sees the student, a student the mentor (CAL-06). A lesson with oneself as
  // both cannot be booked, so "as mentor" is decided by the mentor id alone.
  const rows = await calendarLessons(db, user.id, mentorId, from, to, now);
  const taught = rows.filter((r) => r.as_mentor).map((r) => r.id);
  const nets = await lessonNets(db, mentorId, taught);
  // What the mentor earns: the ledger's figure once money moved; before, the share the lesson will credit
  // when paid (nothing for a lesson cancelled unpaid).
  const earns = (r: (typeof rows)[number]) =>
    nets.get(r.id) ?? (r.status === 'canceled' ? 0 : Number(r.mentor_earnings_cents));
  return rows.map((r) => ({
    id: r.id,
    type: 'booking',
    start: iso(r.start_at),
    end: iso(r.end_at),
    status: r.status,
    skill: r.skill_name,
    other_user:
      r.other_id === null
        ? null
        : {
            id: r.other_id,
            first_name: r.other_first ?? '',
            last_name: r.other_last ?? '',
            profile_picture: r.other_picture,
          },
    as_mentor: r.as_mentor,
    first_lesson: Boolean(r.first_lesson),
    free_trial: r.free_trial,
    amount_cents: r.amount_cents,
    mentor_earnings_cents: r.as_mentor ? earns(r) : null,
    currency: r.currency,
  }));
}

function plainItem(
  type: 'available_time' | 'time_off' | 'extra_time',
  id: number | null,
  start: number,
  end: number,
): CalendarItem {
  return {
    id,
    type,
    start: isoUtc(start),
    end: isoUtc(end),
    status: null,
    skill: null,
    other_user: null,
    as_mentor: true,
    first_lesson: false,
    free_trial: false,
    amount_cents: null,
    mentor_earnings_cents: null,
    currency: null,
  };
}

async function mentorItems(db: Db, mentorId: number, from: number, to: number): Promise<CalendarItem[]> {
  const mentor = await bookableMentor(db, mentorId);
  if (!mentor) return [];
  const [weekly, timeOff, extra, recurring] = await Promise.all([
    weeklyWindows(db, mentorId),
    rangesIn(db, 'timeOff', mentorId, from, to),
    rangesIn(db, 'extra', mentorId, from, to),
    recurringOf(db, mentorId),
  ]);
  // Recurring time off (issue 22 item 1): each occurrence as time off without an id (it is removed as a
  // whole), expanded exactly as the slot engine does; none before the rule was made.
  const occurrences = recurring.flatMap((r) =>
    weeklyIntervals(
      mentor.timezone,
      [{ weekday: r.weekday, startMinute: r.startMinute, endMinute: r.endMinute, until: r.untilDate }],
      from,
      to,
    ).filter((o) => o.start < to && o.end > from && o.end > r.createdAt.getTime()),
  );
  return [
    ...expandWeekly(mentor.timezone, weekly, from, to).map((w) =>
      plainItem('available_time', null, w.start, w.end),
    ),
    ...timeOff.map((r) =>
      plainItem('time_off', r.id, new Date(r.start_at).getTime(), new Date(r.end_at).getTime()),
    ),
    ...extra.map((r) =>
      plainItem('extra_time', r.id, new Date(r.start_at).getTime(), new Date(r.end_at).getTime()),
    ),
    ...occurrences.map((o) => plainItem('time_off', null, o.start, o.end)),
  ];
}

export async function calendarItems(
  db: Db,
  user: SignedInUser,
  query: CalendarQuery,
  zone: string,
  now: Date,
): Promise<CalendarResponse> {
  const { from, to } = calendarRange(query, zone);
  const [lessons, own] = await Promise.all([
    lessonItems(db, user, from, to, now),
    user.mentorId === null ? Promise.resolve([]) : mentorItems(db, user.mentorId, from, to),
  ]);
  const items = [...own, ...lessons].sort((a, b) => a.start.localeCompare(b.start));
  return { items, timezone: zone };
}
