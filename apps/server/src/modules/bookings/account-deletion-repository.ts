/** SQL of account deletion and its purge (rule A10) on the bookings table. The rules are settings'. */
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';

/**
 * The ids of a user's live bookings as student or mentor (A10: pending with an open checkout, paid,
 * free_trial, in_progress), oldest first.
 */
export async function liveBookingIdsOf(
  tx: Tx,
  userId: number,
  mentorId: number | null,
  now: Date,
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM bookings
        WHERE (student_id = ${userId} OR mentor_id = ${mentorId ?? -1})
          AND (status IN ('paid', 'free_trial', 'in_progress')
            OR (status = 'pending' AND coalesce(checkout_expires_at > ${now}, true)))
        ORDER BY start_at, id`,
  );
  return rows.map((r) => Number(r.id));
}

/** Removes the preparation answers (free text about themselves) of the students' lessons. */
export async function clearPreparationAnswersOf(tx: Tx, studentIds: number[]): Promise<void> {
  const ids = sql.join(
    studentIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(
    sql`UPDATE bookings SET extra_info = NULL WHERE student_id IN (${ids}) AND extra_info IS NOT NULL`,
  );
}
