/** The staff dashboard's lesson count (issue 21 item 1): held lessons (not pending, not cancelled) starting in a window. */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

export async function heldLessonsStartingBetween(db: Db, from: Date, to: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM bookings
      WHERE start_at >= ${from} AND start_at < ${to}
        AND status IN ('paid', 'free_trial', 'in_progress', 'completed')`,
  );
  return Number(row?.n ?? 0);
}
