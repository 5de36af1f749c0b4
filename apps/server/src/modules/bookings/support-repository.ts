/** SQL the support module reads from bookings: the two people of the lesson a ticket names. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';

/** The student and mentor of booking `id`; undefined when there is no such booking. */
export async function lessonPeopleOf(
  db: Db,
  id: number,
): Promise<{ studentId: number | null; mentorId: number | null } | undefined> {
  const [booking] = await db
    .select({ studentId: bookings.studentId, mentorId: bookings.mentorId })
    .from(bookings)
    .where(eq(bookings.id, id));
  return booking;
}
