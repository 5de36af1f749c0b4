/**
 * Rescheduling (B7, API-28). The lesson's student asks for another slot the engine offers for this
 * lesson; the request holds that slot for everybody else until the mentor accepts (the booking moves,
 * the old slot frees, nothing is paid again), declines (nothing changes) or it lapses at the earlier of
 * 48 h after it was made and 2 h before either start. Every write takes the mentor's calendar lock and
 * checks the slot under it, so a booking and a request never both get one time.
 */
import { bookingMessages, MIN_NOTICE_MINUTES, type Booking, type RescheduleRequestBody } from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { isExclusionViolation, isUniqueViolation } from '../../db/errors.ts';
import { HttpError } from '../../platform/errors.ts';
import { isSlotOffered } from '../availability/index.ts';
import type { SignedInUser } from '../auth/index.ts';
import {
  RESCHEDULE_ANSWER_MS,
  slotQuery,
  type BookingDeps,
  isParticipant,
  presentForViewer,
  mailLesson,
  bookableMentor,
  findBooking,
  lockBooking,
  lockMentorCalendar,
  moveBooking,
  type BookingRow,
} from '../bookings/index.ts';
import {
  sendRescheduleAcceptedMails,
  sendRescheduleRefusedMail,
  sendRescheduleRequestedMail,
  sendRescheduleWithdrawnMail,
} from '../lesson-mails/index.ts';
import {
  decideRequest,
  insertRequest,
  lockOpenRequest,
  openRequest,
  type RescheduleRow,
} from './repository.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** B7 / RESCHED-10: a lesson can be moved up to 24 hours before it starts. */
export const RESCHEDULE_NOTICE_MS = 24 * HOUR_MS;
const REQUEST_LIFETIME_MS = 48 * HOUR_MS;

/** Every refusal also carries its sentence as `error`, the field the reschedule modal shows (RESCHED-09). */
function refuse(status: number, message: string, field?: string): HttpError {
  return new HttpError(status, message, field ? { [field]: [message] } : undefined, { error: message });
}

/** B7: the earlier of 48 h after the request and 2 h before either the current or the new start. */
export function lapseTime(createdAt: Date, oldStart: Date, newStart: Date): Date {
  return new Date(
    Math.min(
      createdAt.getTime() + REQUEST_LIFETIME_MS,
      oldStart.getTime() - RESCHEDULE_ANSWER_MS,
      newStart.getTime() - RESCHEDULE_ANSWER_MS,
    ),
  );
}

/** B7 apart from "no open request": a paid or free-trial lesson more than 24 hours away. */
export function isMovable(booking: Pick<BookingRow, 'status' | 'startAt'>, now: Date): boolean {
  return (
    (booking.status === 'paid' || booking.status === 'free_trial') &&
    booking.startAt.getTime() - now.getTime() > RESCHEDULE_NOTICE_MS
  );
}

/** The booking if the caller is one of its two people; for anyone else it does not exist (404). */
async function ownBooking(deps: BookingDeps, user: SignedInUser, id: number): Promise<BookingRow> {
  const booking = await findBooking(deps.db, id);
  if (!booking || !isParticipant(booking, user)) throw refuse(404, bookingMessages.bookingNotFound);
  return booking;
}

function assertRequestable(booking: BookingRow, open: RescheduleRow | null, now: Date): void {
  if (open) throw refuse(400, bookingMessages.rescheduleAlreadyOpen);
  if (!isMovable(booking, now)) throw refuse(400, bookingMessages.rescheduleNotAllowed);
}

/** Database refusals of a write: 23P01 a held range overlaps, 23505 a second open request. */
function translate(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  if (isExclusionViolation(err)) return refuse(409, bookingMessages.slotTaken);
  if (isUniqueViolation(err)) return refuse(400, bookingMessages.rescheduleAlreadyOpen);
  return err;
}

/** PUT /api/lessons/bookings/{id}/reschedule/: the student asks for a new time. */
export async function requestReschedule(
  deps: BookingDeps,
  user: SignedInUser,
  id: number,
  body: RescheduleRequestBody,
): Promise<Booking> {
  const now = deps.clock.now();
  const booking = await ownBooking(deps, user, id);
  // Moving a lesson is the student's wish; the mentor answers it (ADR 15).
  if (booking.studentId !== user.id) throw refuse(403, bookingMessages.rescheduleOnlyStudent);
  assertRequestable(booking, await openRequest(deps.db, id, now), now);
  const start = Date.parse(body.start_utc);
  const end = Date.parse(body.end_utc);
  if (end - start !== booking.sessionMinutes * MINUTE_MS) {
    throw refuse(400, bookingMessages.lengthMismatch, 'end_utc');
  }
  if (start === booking.startAt.getTime()) throw refuse(400, bookingMessages.rescheduleSameTime, 'start_utc');
  // The request lapses 2 h before the new start, so a start exactly at the 2 h notice could never be
  // answered: it must lie beyond both (the reschedule listing leaves that one grid point out too).
  const mentor = booking.mentorId === null ? undefined : await bookableMentor(deps.db, booking.mentorId);
  // Issue 22: the mentor's own notice, but never less than the time they need to answer.
  const noticeMs = (mentor?.minNoticeHours ?? MIN_NOTICE_MINUTES / 60) * 60 * MINUTE_MS;
  if (start <= now.getTime() + Math.max(noticeMs, RESCHEDULE_ANSWER_MS)) {
    throw refuse(400, bookingMessages.slotInPast, 'start_utc');
  }
  if (!mentor) throw refuse(400, bookingMessages.rescheduleNotAllowed);

  try {
    await deps.db.transaction(async (tx: Tx) => {
      await lockMentorCalendar(tx, mentor.id);
      const locked = await lockBooking(tx, id);
      assertRequestable(locked!, await openRequest(tx, id, now), now);
      const length = { sessionMinutes: locked!.sessionMinutes, breakMinutes: locked!.breakMinutes };
      const query = await slotQuery(tx, mentor, length, { from: start, to: start + 1 }, now, id);
      if (!isSlotOffered(query, start, end)) {
        const free = isSlotOffered({ ...query, busy: [] }, start, end);
        throw free
          ? refuse(409, bookingMessages.slotTaken)
          : refuse(400, bookingMessages.slotNotOffered, 'start_utc');
      }
      const row = await insertRequest(tx, {
        bookingId: id,
        mentorId: mentor.id,
        requestedBy: user.id,
        oldStartAt: locked!.startAt,
        oldEndAt: locked!.endAt,
        startAt: new Date(start),
        endAt: new Date(end),
        holdUntil: new Date(end + locked!.breakMinutes * MINUTE_MS),
        lapsesAt: lapseTime(now, locked!.startAt, new Date(start)),
        createdAt: now,
      });
      await mailLesson(deps, tx, booking, (mailer, view) =>
        sendRescheduleRequestedMail(mailer, deps.config, view, {
          oldStartAt: row.oldStartAt,
          newStartAt: row.startAt,
          lapsesAt: row.lapsesAt,
        }),
      );
      return row;
    });
  } catch (err) {
    throw translate(err);
  }
  return presentForViewer(deps.db, booking, user, now);
}

/** The mentor's answer: the booking whose request is open, locked, or a refusal. */
async function answerable(deps: BookingDeps, user: SignedInUser, id: number): Promise<BookingRow> {
  const booking = await ownBooking(deps, user, id);
  if (user.mentorId === null || booking.mentorId !== user.mentorId) {
    throw refuse(403, bookingMessages.rescheduleOnlyMentor);
  }
  return booking;
}

/** Re-reads the lesson and its open request under locks; an answer to nothing (or twice) is refused. */
async function lockedRequest(tx: Tx, id: number, now: Date) {
  const locked = await lockBooking(tx, id);
  const request = await lockOpenRequest(tx, id);
  const live = locked && (locked.status === 'paid' || locked.status === 'free_trial');
  if (!locked || !request || !live || request.lapsesAt.getTime() <= now.getTime()) {
    throw refuse(400, bookingMessages.rescheduleNoOpenRequest);
  }
  return { locked, request };
}

/** PUT .../reschedule/accept/: the lesson moves to the requested time; the old slot frees. */
export async function acceptReschedule(deps: BookingDeps, user: SignedInUser, id: number): Promise<Booking> {
  const now = deps.clock.now();
  const booking = await answerable(deps, user, id);
  let moved: { booking: BookingRow; request: RescheduleRow };
  try {
    moved = await deps.db.transaction(async (tx: Tx) => {
      if (booking.mentorId !== null) await lockMentorCalendar(tx, booking.mentorId);
      const { request } = await lockedRequest(tx, id, now);
      const untilStart = request.startAt.getTime() - now.getTime();
      // Reminders follow the new time; one whose moment has already passed is not sent late (R6).
      const row = await moveBooking(
        tx,
        id,
        {
          startAt: request.startAt,
          endAt: request.endAt,
          holdUntil: request.holdUntil,
          reminded24hAt: untilStart <= 24 * HOUR_MS ? now : null,
          reminded1hAt: untilStart <= HOUR_MS ? now : null,
        },
        now,
      );
      await decideRequest(tx, request.id, 'accepted', now);
      await mailLesson(deps, tx, row, (mailer, view) =>
        sendRescheduleAcceptedMails(mailer, deps.config, view, now, { oldStartAt: request.oldStartAt }),
      );
      return { booking: row, request };
    });
  } catch (err) {
    throw translate(err);
  }
  return presentForViewer(deps.db, moved.booking, user, now);
}

/** PUT .../reschedule/decline/: nothing changes but the request, and the student is told. */
export async function declineReschedule(deps: BookingDeps, user: SignedInUser, id: number): Promise<Booking> {
  const now = deps.clock.now();
  await answerable(deps, user, id);
  const declined = await deps.db.transaction(async (tx: Tx) => {
    const { locked, request } = await lockedRequest(tx, id, now);
    await decideRequest(tx, request.id, 'declined', now);
    await mailLesson(deps, tx, locked, (mailer, view) =>
      sendRescheduleRefusedMail(mailer, deps.config, view, { newStartAt: request.startAt }, 'declined'),
    );
    return { booking: locked, request };
  });
  return presentForViewer(deps.db, declined.booking, user, now);
}

/**
 * PUT .../reschedule/withdraw/: the student who asked takes the request back while it waits. The row
 * becomes `withdrawn` (only open rows hold a slot, so the time frees) and the mentor is told in the same
 * transaction. It locks the open row as accept and decline do, so of a withdrawal and an answer at once
 * one wins and the other finds nothing open.
 */
export async function withdrawReschedule(
  deps: BookingDeps,
  user: SignedInUser,
  id: number,
): Promise<Booking> {
  const now = deps.clock.now();
  const booking = await ownBooking(deps, user, id);
  if (booking.studentId !== user.id) throw refuse(403, bookingMessages.rescheduleOnlyRequester);
  const withdrawn = await deps.db.transaction(async (tx: Tx) => {
    const locked = await lockBooking(tx, id);
    const request = await lockOpenRequest(tx, id);
    const live = locked && (locked.status === 'paid' || locked.status === 'free_trial');
    if (!locked || !request || !live || request.lapsesAt.getTime() <= now.getTime()) {
      throw refuse(409, bookingMessages.rescheduleNothingToWithdraw);
    }
    if (request.requestedBy !== user.id) throw refuse(403, bookingMessages.rescheduleOnlyRequester);
    await decideRequest(tx, request.id, 'withdrawn', now);
    await mailLesson(deps, tx, locked, (mailer, view) =>
      sendRescheduleWithdrawnMail(mailer, deps.config, view, { newStartAt: request.startAt }),
    );
    return locked;
  });
  return presentForViewer(deps.db, withdrawn, user, now);
}

/** The lifecycle's part (B7): requests that ran out are lapsed; their students are told (outbox rows). */
export async function mailLapsedRequests(deps: BookingDeps, tx: Tx, lapsed: RescheduleRow[]): Promise<void> {
  for (const request of lapsed) {
    const booking = await findBooking(tx, request.bookingId);
    if (!booking || (booking.status !== 'paid' && booking.status !== 'free_trial')) continue;
    await mailLesson(deps, tx, booking, (mailer, view) =>
      sendRescheduleRefusedMail(mailer, deps.config, view, { newStartAt: request.startAt }, 'lapsed'),
    );
  }
}
