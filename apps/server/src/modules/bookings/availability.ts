/**
 * The slot engine's inputs from the database (S1) and the available-times call (API-19, API-20). Listing
 * and booking both go through slotQuery + the one engine, so a slot offered is a slot that can be booked.
 */
import {
  AVAILABLE_TIMES_MAX_DAYS,
  MAX_BOOKING_HORIZON_DAYS,
  bookingMessages,
  type AvailableTimesQuery,
  type AvailableTimesResponse,
  formatInZone,
  isoUtc,
  localDateRangeToUtc,
} from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import {
  computeSlots,
  DEFAULT_BOOKING_RULES,
  type BookingRules,
  type SlotQuery,
} from '../availability/index.ts';
import type { SignedInUser } from '../auth/index.ts';
import { MENTOR_NOT_FOUND, mentorBookingRules } from '../mentors/index.ts';
import {
  bookableMentor,
  busyIntervals,
  datedIntervals,
  findBooking,
  mentorSession,
  weeklyWindows,
  type BookableMentor,
} from './repository.ts';
import { recurringTimeOffWindows } from './recurring-time-off-repository.ts';

const DAY_MS = 86_400_000;
/** B7: a reschedule request lapses 2 h before either start, so the mentor must have that long to answer. */
export const RESCHEDULE_ANSWER_MS = 2 * 3_600_000;

export interface SlotLength {
  sessionMinutes: number;
  breakMinutes: number;
}

/** The mentor's own booking rules (issue 22 item 4) in the engine's units. */
async function rulesOf(db: Db | Tx, mentorId: number): Promise<BookingRules> {
  const row = await mentorBookingRules(db, mentorId);
  if (!row) return DEFAULT_BOOKING_RULES;
  return {
    minNoticeMinutes: row.minNoticeHours * 60,
    horizonDays: row.horizonDays,
    bufferMinutes: row.bufferMinutes,
    maxLessonsPerDay: row.maxLessonsPerDay,
  };
}

/**
 * Everything the engine needs for one mentor over [from, to): availability a day either side (a local day
 * reaches across UTC midnight), the mentor's rules, and busy time over the whole local days the range
 * touches (the day limit counts their lessons) and as far as a slot starting before `to` can reach with
 * the largest buffer.
 */
export async function slotQuery(
  db: Db | Tx,
  mentor: Pick<BookableMentor, 'id' | 'timezone'>,
  length: SlotLength,
  range: { from: number; to: number },
  now: Date,
  ignoreBookingId?: number,
): Promise<SlotQuery> {
  const wideFrom = new Date(range.from - DAY_MS);
  const wideTo = new Date(range.to + DAY_MS);
  const reach = new Date(range.to + 2 * DAY_MS + (length.sessionMinutes + length.breakMinutes) * 60_000);
  // One query after the other: booking, rescheduling and checkout-again call this inside a transaction,
  // whose single client runs one query at a time (pg queues the rest and warns; pg 9 will refuse them).
  const weekly = await weeklyWindows(db, mentor.id);
  const extra = await datedIntervals(db, 'extra', mentor.id, wideFrom, wideTo);
  // Busy periods from the mentor's other calendars block exactly like time off (issue 22 item 3).
  const timeOff = [
    ...(await datedIntervals(db, 'timeOff', mentor.id, wideFrom, wideTo)),
    ...(await datedIntervals(db, 'externalBusy', mentor.id, wideFrom, wideTo)),
  ];
  // Recurring time off (issue 22 item 1): weekly in the mentor's zone, expanded by the engine.
  const recurringTimeOff = await recurringTimeOffWindows(db, mentor.id);
  const busy = await busyIntervals(db, mentor.id, new Date(range.from - 2 * DAY_MS), reach, now);
  const rules = await rulesOf(db, mentor.id);
  return {
    timezone: mentor.timezone,
    weekly,
    extra,
    timeOff,
    recurringTimeOff,
    busy,
    ...(ignoreBookingId === undefined ? {} : { ignoreBookingId }),
    sessionMinutes: length.sessionMinutes,
    breakMinutes: length.breakMinutes,
    from: range.from,
    to: range.to,
    now: now.getTime(),
    rules,
  };
}

/** What is being booked: a regular session, a trial (the 30-minute session, free), or a booking moving. */
async function resolveLength(
  db: Db,
  query: AvailableTimesQuery,
  user: SignedInUser | null,
): Promise<{ mentor: BookableMentor; length: SlotLength; ignoreBookingId?: number }> {
  if (query.booking_id !== undefined) {
    const booking = await findBooking(db, query.booking_id);
    const mine =
      booking &&
      user &&
      (booking.studentId === user.id || (user.mentorId !== null && booking.mentorId === user.mentorId));
    if (!booking || !mine || booking.mentorId === null) throw notFound(bookingMessages.bookingNotFound);
    const mentor = await bookableMentor(db, booking.mentorId);
    if (!mentor) throw notFound(bookingMessages.bookingNotFound);
    return {
      mentor,
      length: { sessionMinutes: booking.sessionMinutes, breakMinutes: booking.breakMinutes },
      ignoreBookingId: booking.id,
    };
  }
  if (query.mentor_id === undefined || query.session_id === undefined) {
    throw badRequest(bookingMessages.missingBookingInfo, {
      ...(query.mentor_id === undefined ? { mentor_id: ['This field is required.'] } : {}),
      ...(query.session_id === undefined ? { session_id: ['This field is required.'] } : {}),
    });
  }
  const mentor = await bookableMentor(db, query.mentor_id);
  if (!mentor || !mentor.isVerified) throw notFound(MENTOR_NOT_FOUND);
  const trial = query.free_trial === 'true';
  if (trial && !mentor.offerTrial) throw badRequest(bookingMessages.noTrialOffered);
  // The web's synthetic trial option has id -1 (BOOK-05); a trial always uses the 30-minute session.
  const session = trial
    ? await mentorSession(db, mentor.id, { minutes: 30 })
    : await mentorSession(db, mentor.id, { id: query.session_id });
  if (!session) {
    throw badRequest(trial ? bookingMessages.noTrialSession : bookingMessages.sessionNotFound, {
      session_id: [trial ? bookingMessages.noTrialSession : bookingMessages.sessionNotFound],
    });
  }
  return { mentor, length: { sessionMinutes: session.sessionTime, breakMinutes: session.timeoutTime } };
}

/** The caller's dates (start_date..end_date in their zone) as a UTC range, refused beyond 31 days. */
export function requestedRange(query: AvailableTimesQuery, zone: string): { from: number; to: number } {
  if (query.end_date < query.start_date) {
    throw badRequest('The end date must not be before the start date.', {
      end_date: ['The end date must not be before the start date.'],
    });
  }
  const [from, to] = localDateRangeToUtc(zone, query.start_date, query.end_date);
  if (to - from > (AVAILABLE_TIMES_MAX_DAYS + 1) * DAY_MS) {
    const message = `Ask for at most ${AVAILABLE_TIMES_MAX_DAYS} days at a time.`;
    throw badRequest(message, { end_date: [message] });
  }
  return { from, to };
}

export async function availableTimes(
  db: Db,
  query: AvailableTimesQuery,
  user: SignedInUser | null,
  zone: string,
  now: Date,
): Promise<AvailableTimesResponse> {
  const { mentor, length, ignoreBookingId } = await resolveLength(db, query, user);
  const range = requestedRange(query, zone);
  // Nothing beyond the horizon can be offered, so a far-away window costs no queries.
  if (range.from > now.getTime() + (MAX_BOOKING_HORIZON_DAYS + 1) * DAY_MS) {
    return { available_slots: [], timezone: zone };
  }
  const computed = computeSlots(await slotQuery(db, mentor, length, range, now, ignoreBookingId));
  // A move must leave the mentor time to answer before the request lapses, 2 h ahead (B7).
  const slots =
    ignoreBookingId === undefined
      ? computed
      : computed.filter((slot) => slot.start > now.getTime() + RESCHEDULE_ANSWER_MS);
  return {
    timezone: zone,
    available_slots: slots.map((slot) => ({
      start_time: formatInZone(slot.start, zone),
      start_utc: isoUtc(slot.start),
      end_utc: isoUtc(slot.end),
    })),
  };
}
