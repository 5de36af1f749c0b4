/**
 * Recurring time off (issue 22 item 1, ADR 77): every week on a weekday, HH:MM to HH:MM of the mentor's
 * wall clock, until an optional local date. The slot engine expands it per local date (availability
 * module) and subtracts it like time off; the calendar answer shows its occurrences as time off.
 */
import {
  RECURRING_TIME_OFF_MAX,
  RECURRING_TIME_OFF_UNTIL_MAX_DAYS,
  RECURRING_WEEKDAY_NAMES,
  clockToMinutes,
  localParts,
  minutesToClock,
  recurringTimeOffMessages as texts,
  type RecurringTimeOff,
  type RecurringTimeOffList,
  type RecurringTimeOffRequest,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { SignedInMentor } from '../../platform/caller.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { lockMentorCalendar } from '../bookings/index.ts';
import { mentorZone } from './external-repository.ts';
import { deleteRecurring, insertRecurring, recurringOf, type RecurringRow } from './recurring-repository.ts';

const DAY_MS = 86_400_000;

function present(row: RecurringRow): RecurringTimeOff {
  return {
    id: row.id,
    weekday: row.weekday,
    start_time: minutesToClock(row.startMinute),
    end_time: minutesToClock(row.endMinute),
    until: row.untilDate,
  };
}

/** Today's local date in the zone as YYYY-MM-DD. */
function localToday(zone: string, now: Date): string {
  const p = localParts(zone, now.getTime());
  return new Date(Date.UTC(p.year, p.month - 1, p.day)).toISOString().slice(0, 10);
}

export async function listRecurring(db: Db, mentor: SignedInMentor): Promise<RecurringTimeOffList> {
  const [timezone, rows] = await Promise.all([
    mentorZone(db, mentor.mentorId),
    recurringOf(db, mentor.mentorId),
  ]);
  return { timezone, items: rows.map(present) };
}

/** Refuses an inverted range, an end date in the past or too far, and an overlap with a live one. */
export async function addRecurring(
  db: Db,
  mentor: SignedInMentor,
  body: RecurringTimeOffRequest,
  now: Date,
): Promise<RecurringTimeOff> {
  const startMinute = clockToMinutes(body.start_time);
  const endMinute = clockToMinutes(body.end_time);
  if (endMinute <= startMinute) {
    throw badRequest(texts.endNotAfterStart, { end_time: [texts.endNotAfterStart] });
  }
  const until = body.until ?? null;
  const zone = await mentorZone(db, mentor.mentorId);
  const today = localToday(zone, now);
  if (until !== null && until < today) {
    throw badRequest(texts.untilInPast, { until: [texts.untilInPast] });
  }
  if (until !== null && Date.parse(until) - Date.parse(today) > RECURRING_TIME_OFF_UNTIL_MAX_DAYS * DAY_MS) {
    throw badRequest(texts.untilTooFar, { until: [texts.untilTooFar] });
  }
  const row = await db.transaction(async (tx) => {
    // One change of the mentor's calendar at a time: two equal requests cannot both pass the overlap check.
    await lockMentorCalendar(tx, mentor.mentorId);
    const existing = await recurringOf(tx, mentor.mentorId);
    const live = existing.filter((r) => r.untilDate === null || r.untilDate >= today);
    if (live.length >= RECURRING_TIME_OFF_MAX) throw badRequest(texts.tooMany);
    const clash = live.find(
      (r) => r.weekday === body.weekday && r.startMinute < endMinute && startMinute < r.endMinute,
    );
    if (clash) {
      const message = texts.overlaps(
        RECURRING_WEEKDAY_NAMES[clash.weekday]!,
        minutesToClock(clash.startMinute),
        minutesToClock(clash.endMinute),
      );
      throw badRequest(message, { start_time: [message] });
    }
    return insertRecurring(tx, {
      mentorId: mentor.mentorId,
      weekday: body.weekday,
      startMinute,
      endMinute,
      untilDate: until,
      createdAt: now,
    });
  });
  return present(row);
}

/** Only the mentor's own: another mentor's id answers 404, as if it did not exist. */
export async function removeRecurring(db: Db, mentor: SignedInMentor, id: number): Promise<void> {
  if (!(await deleteRecurring(db, mentor.mentorId, id))) throw notFound(texts.notFound);
}
