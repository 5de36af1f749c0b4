/**
 * Time off and extra availability (CAL-09, CAL-12, rule S3): a mentor adds or removes dated exceptions to
 * their weekly hours. The slot engine reads both tables, so a change shows in available times at once.
 */
import {
  CALENDAR_PLAN_AHEAD_DAYS,
  calendarMessages,
  EXTRA_TIME_MAX_HOURS,
  TIME_OFF_MAX_DAYS,
  rangeOverlapsRange,
  timeOffOverlapsLesson,
  type CalendarRange,
  type CalendarRangeRequest,
  isoUtc,
} from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { SignedInMentor } from '../../platform/caller.ts';
import { firstHeldLessonIn, lockMentorCalendar } from '../bookings/index.ts';
import { deleteRange, insertRange, moveRange, rangesIn, type RangeKind } from './repository.ts';

export type { RangeKind } from './repository.ts';

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

/**
 * Under the calendar lock (a booking or another edit cannot slip in between the checks and the write):
 * S3, time off over a held lesson is refused, and (issue 22 item 1) a range over another of the same kind
 * (the one being changed left out).
 */
async function checkFree(
  tx: Tx,
  kind: RangeKind,
  mentorId: number,
  [start, end]: [number, number],
  now: Date,
  self?: number,
): Promise<void> {
  await lockMentorCalendar(tx, mentorId);
  if (kind === 'timeOff') {
    // A lesson that is paid, a free trial or running is refused, and so is one whose checkout is still
    // open (it may be paid any second); an expired checkout no longer holds its slot.
    const lesson = await firstHeldLessonIn(tx, mentorId, start, end, now);
    if (lesson) {
      const message = timeOffOverlapsLesson(lesson.id, isoUtc(new Date(lesson.start_at).getTime()));
      throw badRequest(message, { start: [message] });
    }
  }
  const other = (await rangesIn(tx, kind, mentorId, start, end)).find((row) => row.id !== self);
  if (other) {
    const message = rangeOverlapsRange(
      kind === 'timeOff' ? 'time off' : 'extra availability',
      isoUtc(new Date(other.start_at).getTime()),
      isoUtc(new Date(other.end_at).getTime()),
    );
    throw badRequest(message, { start: [message] });
  }
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
  const row = await db.transaction(async (tx) => {
    await checkFree(tx, kind, mentorId, [start, end], now);
    return insertRange(tx, kind, mentorId, start, end, now);
  });
  return { id: row.id, start: isoUtc(start), end: isoUtc(end) };
}

/**
 * Issue 22 item 1: an edge dragged on the grid. Unlike adding, an end before the start is refused (a drag
 * past the other edge is a mistake, not a swap); another mentor's id answers 404; nothing changes on a 4xx.
 */
export async function updateRange(
  db: Db,
  kind: RangeKind,
  mentor: SignedInMentor,
  id: number,
  body: CalendarRangeRequest,
  now: Date,
): Promise<CalendarRange> {
  const { mentorId } = mentor;
  if (Date.parse(body.end) <= Date.parse(body.start))
    throw badRequest(calendarMessages.sameStartEnd, { end: [calendarMessages.sameStartEnd] });
  const [start, end] = checkedRange(kind, body, now);
  const updated = await db.transaction(async (tx) => {
    await checkFree(tx, kind, mentorId, [start, end], now, id);
    return moveRange(tx, kind, mentorId, id, start, end);
  });
  if (!updated) throw notFound(notFoundMessage(kind));
  return { id, start: isoUtc(start), end: isoUtc(end) };
}

const notFoundMessage = (kind: RangeKind) =>
  kind === 'timeOff' ? calendarMessages.timeOffNotFound : calendarMessages.extraTimeNotFound;

/** Only the mentor's own items: another mentor's id answers 404, as if it did not exist. */
export async function removeRange(
  db: Db,
  kind: RangeKind,
  mentor: SignedInMentor,
  id: number,
): Promise<void> {
  const { mentorId } = mentor;
  if (!(await deleteRange(db, kind, mentorId, id))) throw notFound(notFoundMessage(kind));
}
