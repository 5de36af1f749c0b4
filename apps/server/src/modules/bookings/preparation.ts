/**
 * Lesson preparation (API-24, rule L2): the booking's student answers the preparation questions
 * (PREP-02) and the answers are kept on the booking, where its mentor reads them. Only the student may
 * write them; for anyone who is not a participant the booking does not exist. A cancelled or completed
 * lesson takes no more answers.
 */
import { bookingMessages, type Booking, type ExtraInfo } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import type { SignedInUser } from '../auth/index.ts';
import { isParticipant, presentForViewer } from './detail.ts';
import type { BookingRow } from './repository.ts';

const CLOSED: readonly BookingRow['status'][] = ['canceled', 'completed'];

export async function saveExtraInfo(
  db: Db,
  user: SignedInUser,
  id: number,
  answers: ExtraInfo,
  now: Date,
): Promise<Booking> {
  const saved = await db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
    if (!booking || !isParticipant(booking, user)) throw notFound(bookingMessages.bookingNotFound);
    // The mentor may see the booking, so "not found" would be untrue for them.
    if (booking.studentId !== user.id) throw forbidden(bookingMessages.preparationOnlyStudent);
    if (CLOSED.includes(booking.status)) throw badRequest(bookingMessages.preparationLessonOver);
    const [row] = await tx
      .update(bookings)
      .set({ extraInfo: answers, updatedAt: now })
      .where(eq(bookings.id, id))
      .returning();
    return row!;
  });
  return presentForViewer(db, saved, user, now);
}
