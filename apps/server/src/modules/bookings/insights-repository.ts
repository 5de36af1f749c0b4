/** SQL of the earnings dashboard's lesson figures (rule M5): a mentor's standing lessons per month. */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/** Lessons that stand: paid for (or free) and not cancelled. */
const STANDING = sql`('paid', 'free_trial', 'in_progress', 'completed')`;

/**
 * A mentor's standing lessons counted per month: column m<i> counts those starting from `monthStarts[i]`
 * until `monthStarts[i + 1]`, and `completed` those completed or ended by `now`.
 */
export async function standingLessonCounts(
  db: Db,
  mentorId: number,
  monthStarts: Date[],
  now: Date,
): Promise<Record<string, number> | undefined> {
  const columns = monthStarts
    .slice(0, -1)
    .map(
      (start, i) =>
        sql`count(*) FILTER (WHERE start_at >= ${start} AND start_at < ${monthStarts[i + 1]!})::int AS ${sql.identifier(`m${i}`)}`,
    );
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`SELECT ${sql.join(columns, sql`, `)},
          count(*) FILTER (WHERE status = 'completed'
                           OR (status IN ('paid', 'free_trial', 'in_progress') AND end_at <= ${now}))::int AS completed
        FROM bookings WHERE mentor_id = ${mentorId} AND status IN ${STANDING}`,
  );
  return row;
}
