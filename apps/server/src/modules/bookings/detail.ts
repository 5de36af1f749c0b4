/** Reading one booking (API-22, API-23): only its student and its mentor may; for anyone else it does not exist. */
import { bookingMessages, type Booking } from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { SignedInUser } from '../auth/session.ts';
import { presentBooking } from './presenter.ts';
import { openRequest } from './reschedule-repository.ts';
import { noShowReportOf } from '../no-show/repository.ts';
import { bookingPeople, findBooking, hasReviewed, type BookingRow } from './repository.ts';

export function isParticipant(booking: BookingRow, user: SignedInUser): boolean {
  return booking.studentId === user.id || (user.mentorId !== null && booking.mentorId === user.mentorId);
}

/** The booking as its student or its mentor sees it (the other person, has_reviewed...). */
export async function presentForViewer(
  db: Db | Tx,
  booking: BookingRow,
  user: SignedInUser,
  now: Date,
): Promise<Booking> {
  const people = await bookingPeople(db, booking);
  const reviewed =
    booking.studentId !== null && booking.mentorId !== null
      ? await hasReviewed(db, booking.studentId, booking.mentorId)
      : false;
  const viewerIsMentor = booking.studentId !== user.id;
  const rescheduleRequest = await openRequest(db, booking.id, now);
  const noShowReport = await noShowReportOf(db, booking.id);
  return presentBooking({
    booking,
    ...people,
    viewerIsMentor,
    hasReviewed: reviewed,
    now,
    rescheduleRequest,
    noShowReport,
  });
}

export async function bookingDetail(db: Db, user: SignedInUser, id: number, now: Date): Promise<Booking> {
  const booking = await findBooking(db, id);
  if (!booking || !isParticipant(booking, user)) throw notFound(bookingMessages.bookingNotFound);
  return presentForViewer(db, booking, user, now);
}
