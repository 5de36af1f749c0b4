/** SQL of who may write to whom first (rule K1), read from the mentors and their bookings. */
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';

/**
 * Whether `recipientId` is an approved mentor (listed: is_verified), or a student who booked the mentor
 * `senderId` (any booking, in any status).
 */
export async function isApprovedMentorOrStudentOf(
  db: Db | Tx,
  senderId: number,
  recipientId: number,
): Promise<boolean> {
  const [row] = await queryRows<{ allowed: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM mentors WHERE user_id = ${recipientId} AND is_verified)
            OR EXISTS (SELECT 1 FROM bookings b JOIN mentors m ON m.id = b.mentor_id
                       WHERE m.user_id = ${senderId} AND b.student_id = ${recipientId}) AS allowed`,
  );
  return row?.allowed === true;
}
