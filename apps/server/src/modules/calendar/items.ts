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
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { badRequest } from '../../platform/errors.ts';
import { type WeeklyWindow } from '../availability/index.ts';
import type { SignedInUser } from '../auth/index.ts';
import { bookableMentor, weeklyWindows } from '../bookings/index.ts';

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

interface BookingRowForCalendar {
  id: number;
  status: NonNullable<CalendarItem['status']>;
  start_at: Date | string;
  end_at: Date | string;
  skill_name: string;
  free_trial: boolean;
  amount_cents: number;
  currency: string;
  as_mentor: boolean;
  first_lesson: boolean;
  other_id: number | null;
  other_first: string | null;
  other_last: string | null;
  other_picture: string | null;
}

const iso = (value: Date | string) => isoUtc(new Date(value).getTime());

async function lessonItems(db: Db, user: SignedInUser, from: number, to: number): Promise<CalendarItem[]> {
  const mentorId = user.mentorId ?? 0;
  // The other side: a mentor sees the student, a student the mentor (CAL-06). A lesson with oneself as
  // both cannot be booked, so "as mentor" is decided by the mentor id alone.
  const rows = await queryRows<BookingRowForCalendar>(
    db,
    sql`SELECT b.id, b.status, b.start_at, b.end_at, b.skill_name, b.free_trial, b.amount_cents, b.currency,
               (b.mentor_id = ${mentorId}) AS as_mentor,
               (b.status <> 'canceled' AND b.id = (
                 SELECT f.id FROM bookings f
                  WHERE f.student_id = b.student_id AND f.mentor_id = b.mentor_id AND f.status <> 'canceled'
                  ORDER BY f.start_at, f.id LIMIT 1)) AS first_lesson,
               o.id AS other_id, o.first_name AS other_first, o.last_name AS other_last,
               o.profile_picture AS other_picture
          FROM bookings b
          LEFT JOIN mentors m ON m.id = b.mentor_id
          LEFT JOIN users o ON o.id = CASE WHEN b.mentor_id = ${mentorId} THEN b.student_id ELSE m.user_id END
         WHERE (b.student_id = ${user.id} OR b.mentor_id = ${mentorId})
           AND b.start_at < ${new Date(to)} AND b.end_at > ${new Date(from)}
           -- A lesson lasts at most 120 minutes: this bound lets the index stop at the window instead of
           -- reading every past lesson of the person (the end_at test alone cannot use it).
           AND b.start_at > ${new Date(from - DAY_MS)}
         ORDER BY b.start_at, b.id`,
  );
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
    currency: null,
  };
}

async function mentorItems(db: Db, mentorId: number, from: number, to: number): Promise<CalendarItem[]> {
  const mentor = await bookableMentor(db, mentorId);
  if (!mentor) return [];
  const table = (kind: 'timeOff' | 'extra') =>
    queryRows<{ id: number; start_at: Date | string; end_at: Date | string }>(
      db,
      sql`SELECT id, start_at, end_at FROM ${sql.raw(kind === 'timeOff' ? 'mentor_time_off' : 'mentor_extra_time')}
           WHERE mentor_id = ${mentorId} AND start_at < ${new Date(to)} AND end_at > ${new Date(from)}
           ORDER BY start_at, id`,
    );
  const [weekly, timeOff, extra] = await Promise.all([
    weeklyWindows(db, mentorId),
    table('timeOff'),
    table('extra'),
  ]);
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
  ];
}

export async function calendarItems(
  db: Db,
  user: SignedInUser,
  query: CalendarQuery,
  zone: string,
): Promise<CalendarResponse> {
  const { from, to } = calendarRange(query, zone);
  const [lessons, own] = await Promise.all([
    lessonItems(db, user, from, to),
    user.mentorId === null ? Promise.resolve([]) : mentorItems(db, user.mentorId, from, to),
  ]);
  const items = [...own, ...lessons].sort((a, b) => a.start.localeCompare(b.start));
  return { items, timezone: zone };
}
