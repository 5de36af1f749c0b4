/** Reading one booking (API-22, API-23): only its student and its mentor may; for anyone else it does not exist. */
import { bookingMessages, type Booking } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { SignedInUser } from '../auth/session.ts';
import { presentBooking } from './presenter.ts';
import { bookingPeople, findBooking, hasReviewed } from './repository.ts';

export async function bookingDetail(db: Db, user: SignedInUser, id: number, now: Date): Promise<Booking> {
  const booking = await findBooking(db, id);
  const isStudent = !!booking && booking.studentId === user.id;
  const isMentor = !!booking && user.mentorId !== null && booking.mentorId === user.mentorId;
  if (!booking || !(isStudent || isMentor)) throw notFound(bookingMessages.bookingNotFound);
  const people = await bookingPeople(db, booking);
  const reviewed =
    booking.studentId !== null && booking.mentorId !== null
      ? await hasReviewed(db, booking.studentId, booking.mentorId)
      : false;
  return presentBooking({ booking, ...people, viewerIsMentor: !isStudent, hasReviewed: reviewed, now });
}
