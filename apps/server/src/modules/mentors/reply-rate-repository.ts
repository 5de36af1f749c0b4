/** SQL of the mentors' search-ranking reply rate (`mentors.reply_rate`), written by the daily ranking job. */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/**
 * Rewrites every mentor's reply_rate (a share 0-1, 0 without questions) from `counts`, the conversations
 * module's per-user reply counts (user_id, answered, counted); only changed rows are written.
 */
export async function writeReplyRates(tx: Tx, counts: SQL): Promise<void> {
  await tx.execute(sql`WITH counts AS (${counts}),
      rates AS (
        SELECT m.id, coalesce(c.answered::real / nullif(c.counted, 0), 0) AS rate
        FROM mentors m LEFT JOIN counts c ON c.user_id = m.user_id)
    UPDATE mentors SET reply_rate = rates.rate FROM rates
    WHERE mentors.id = rates.id AND mentors.reply_rate IS DISTINCT FROM rates.rate`);
}
