/**
 * Time off and extra availability (CAL-09, CAL-12, rule S3): a mentor adds or removes dated exceptions to
 * their weekly hours. The slot engine reads both tables, so a change shows in available times at once.
 */
import {
  CALENDAR_PLAN_AHEAD_DAYS,
  calendarMessages,
  EXTRA_TIME_MAX_HOURS,
  TIME_OFF_MAX_DAYS,
  timeOffOverlapsLesson,
  type CalendarRange,
  type CalendarRangeRequest,
  isoUtc,
} from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { mentorExtraTime, mentorTimeOff } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { SignedInMentor } from '../../platform/caller.ts';
import { lockMentorCalendar } from '../bookings/index.ts';

export type RangeKind = 'timeOff' | 'extra';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** CAL-11 / S3: an end before its start is swapped; then the range must be ahead, bounded and non-empty. */
export function checkedRange(kind: RangeKind, body: CalendarRangeRequest, now: Date): [number, number] {
  const a = Date.parse(body.start);
  const b = Date.parse(body.end);
  const [start, end] = a <= b ? [a, b] : [b, a];
  if (start === end)
    throw badRequest(calendarMessages.sameStartEnd, { end: [calendarMessages.sameStartEnd] });
  if (start < now.getTime()) {
    throw badRequest(calendarMessages.inThePast, { start: [calendarMessages.inThePast] });
  }
  if (end > now.getTime() + CALENDAR_PLAN_AHEAD_DAYS * DAY_MS) {
    throw badRequest(calendarMessages.tooFarAhead, { end: [calendarMessages.tooFarAhead] });
  }
  const longest = kind === 'timeOff' ? TIME_OFF_MAX_DAYS * DAY_MS : EXTRA_TIME_MAX_HOURS * HOUR_MS;
  if (end - start > longest) {
    const message = kind === 'timeOff' ? calendarMessages.timeOffTooLong : calendarMessages.extraTimeTooLong;
    throw badRequest(message, { end: [message] });
  }
  return [start, end];
}

export async function addRange(
  db: Db,
  kind: RangeKind,
  mentor: SignedInMentor,
  body: CalendarRangeRequest,
  now: Date,
): Promise<CalendarRange> {
  const { mentorId } = mentor;
  const [start, end] = checkedRange(kind, body, now);
  const table = kind === 'timeOff' ? mentorTimeOff : mentorExtraTime;
  const row = await db.transaction(async (tx) => {
    if (kind === 'timeOff') {
      // Under the calendar lock a booking cannot slip in between this check and the insert.
      await lockMentorCalendar(tx, mentorId);
      // S3: a lesson that is paid, a free trial or running is refused, and so is one whose checkout is
      // still open (it may be paid any second); an expired checkout no longer holds its slot.
      const [lesson] = await queryRows<{ id: number; start_at: Date | string }>(
        tx,
        sql`SELECT id, start_at FROM bookings
             WHERE mentor_id = ${mentorId} AND start_at < ${new Date(end)} AND end_at > ${new Date(start)}
               AND (status IN ('paid', 'free_trial', 'in_progress')
                    OR (status = 'pending' AND hold_until > ${now}))
             ORDER BY start_at LIMIT 1`,
      );
      if (lesson) {
        const message = timeOffOverlapsLesson(lesson.id, isoUtc(new Date(lesson.start_at).getTime()));
        throw badRequest(message, { start: [message] });
      }
    }
    const [inserted] = await tx
      .insert(table)
      .values({ mentorId, startAt: new Date(start), endAt: new Date(end), createdAt: now })
      .returning({ id: table.id });
    return inserted!;
  });
  return { id: row.id, start: isoUtc(start), end: isoUtc(end) };
}

/** Only the mentor's own items: another mentor's id answers 404, as if it did not exist. */
export async function removeRange(
  db: Db,
  kind: RangeKind,
  mentor: SignedInMentor,
  id: number,
): Promise<void> {
  const { mentorId } = mentor;
  const table = kind === 'timeOff' ? mentorTimeOff : mentorExtraTime;
  const deleted = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.mentorId, mentorId)))
    .returning({ id: table.id });
  if (deleted.length === 0) {
    throw notFound(
      kind === 'timeOff' ? calendarMessages.timeOffNotFound : calendarMessages.extraTimeNotFound,
    );
  }
}
