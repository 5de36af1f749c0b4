/** Who may review whom (rule L3). */
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';

/**
 * Whether the student has a completed booking with the mentor. Every caller (can_review on the profile,
 * the upsert endpoint) goes through this one function.
 */
export async function hasCompletedLessonWith(
  db: Db | Tx,
  studentId: number,
  mentorId: number,
): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM bookings
        WHERE student_id = ${studentId} AND mentor_id = ${mentorId} AND status = 'completed' LIMIT 1`,
  );
  return rows.length > 0;
}
