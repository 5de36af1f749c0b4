/** Reading one booking (API-22, API-23): only its student and its mentor may; for anyone else it does not exist. */
import { bookingMessages, type Booking } from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { SignedInUser } from '../auth/index.ts';
import { presentBooking } from './presenter.ts';
import { openRequests } from '../rescheduling/index.ts';
import { noShowReportsOf } from '../no-show/index.ts';
import { findBooking, peopleOf, reviewedPairs, type BookingRow } from './repository.ts';
import { occurrencesOf } from './series-repository.ts';

/** The user's side of the booking, or undefined for anyone else. */
export function roleIn(
  booking: Pick<BookingRow, 'studentId' | 'mentorId'>,
  user: Pick<SignedInUser, 'id' | 'mentorId'>,
): 'student' | 'mentor' | undefined {
  if (booking.studentId !== null && booking.studentId === user.id) return 'student';
  if (booking.mentorId !== null && user.mentorId !== null && booking.mentorId === user.mentorId) {
    return 'mentor';
  }
  return undefined;
}

export function isParticipant(booking: BookingRow, user: SignedInUser): boolean {
  return roleIn(booking, user) !== undefined;
}

/** The booking as its student or its mentor sees it (the other person, has_reviewed...). */
export async function presentForViewer(
  db: Db | Tx,
  booking: BookingRow,
  user: SignedInUser,
  now: Date,
): Promise<Booking> {
  const [presented] = await presentAllForViewer(db, [booking], user, now);
  return presented!;
}

/**
 * Bookings as the viewer sees them, with what they need beside their rows (people, reviews, open reschedule
 * requests, no-show reports, the lessons of weekly series) read in one query each for the whole list, not one per booking.
 */
export async function presentAllForViewer(
  db: Db | Tx,
  list: BookingRow[],
  user: SignedInUser,
  now: Date,
): Promise<Booking[]> {
  const ids = list.map((b) => b.id);
  const people = await peopleOf(db, list);
  const reviewed = await reviewedPairs(db, list);
  const requests = await openRequests(db, ids, now);
  const reports = await noShowReportsOf(db, ids);
  const series = await occurrencesOf(db, [
    ...new Set(list.flatMap((b) => (b.seriesId === null ? [] : [b.seriesId]))),
  ]);
  return list.map((booking) =>
    presentBooking({
      booking,
      ...people.of(booking),
      viewerIsMentor: booking.studentId !== user.id,
      hasReviewed: reviewed.has(`${booking.studentId}:${booking.mentorId}`),
      now,
      rescheduleRequest: requests.get(booking.id) ?? null,
      noShowReport: reports.get(booking.id) ?? null,
      seriesLessons: booking.seriesId === null ? null : (series.get(booking.seriesId) ?? null),
    }),
  );
}

export async function bookingDetail(db: Db, user: SignedInUser, id: number, now: Date): Promise<Booking> {
  const booking = await findBooking(db, id);
  if (!booking || !isParticipant(booking, user)) throw notFound(bookingMessages.bookingNotFound);
  return presentForViewer(db, booking, user, now);
}
