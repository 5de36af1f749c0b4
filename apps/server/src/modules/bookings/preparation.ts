/**
 * Lesson preparation (API-24, rule L2): the booking's student answers the preparation questions
 * (PREP-02) and the answers are kept on the booking, where its mentor reads them. Only the student may
 * write them; for anyone who is not a participant the booking does not exist. A cancelled or completed
 * lesson takes no more answers.
 */
import { bookingMessages, type Booking, type ExtraInfo } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import type { SignedInUser } from '../auth/index.ts';
import { isParticipant, presentForViewer } from './detail.ts';
import { lockBooking, writeExtraInfo, type BookingRow } from './repository.ts';

const CLOSED: readonly BookingRow['status'][] = ['canceled', 'completed'];

export async function saveExtraInfo(
  db: Db,
  user: SignedInUser,
  id: number,
  answers: ExtraInfo,
  now: Date,
): Promise<Booking> {
  const saved = await db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    if (!booking || !isParticipant(booking, user)) throw notFound(bookingMessages.bookingNotFound);
    // The mentor may see the booking, so "not found" would be untrue for them.
    if (booking.studentId !== user.id) throw forbidden(bookingMessages.preparationOnlyStudent);
    if (CLOSED.includes(booking.status)) throw badRequest(bookingMessages.preparationLessonOver);
    return writeExtraInfo(tx, id, answers, now);
  });
  return presentForViewer(db, saved, user, now);
}
