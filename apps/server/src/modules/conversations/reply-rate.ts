/**
 * The insights' replyRate24h (INSIGHTS-03): the share of conversations other people started with the mentor
 * in the last REPLY_RATE_WINDOW_DAYS that the mentor answered within 24 hours. A conversation younger than
 * 24 hours that is still unanswered is left out (it can still make it), so a fresh question does not pull
 * the rate down. A room is created with its first message, so its created_at is when the question came.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';

export const REPLY_RATE_WINDOW_DAYS = 90;
export const REPLY_WITHIN_HOURS = 24;

/**
 * Per mentor user: how many conversations others started count, and how many of them the mentor answered in
 * time. `only` narrows it to one user (the insights), without it every mentor (the daily ranking).
 */
function replyCounts(now: Date, only?: number) {
  const since = new Date(now.getTime() - REPLY_RATE_WINDOW_DAYS * 86_400_000);
  const settled = new Date(now.getTime() - REPLY_WITHIN_HOURS * 3_600_000);
  const within = sql.raw(`interval '${REPLY_WITHIN_HOURS} hours'`);
  return sql`WITH asked AS (
      SELECT me.user_id, r.created_at,
        (SELECT min(m.created_at) FROM conversation_messages m
          WHERE m.room_id = r.id AND m.sender_id = me.user_id) AS answered_at
      FROM conversation_members me JOIN conversation_rooms r ON r.id = me.room_id
      WHERE r.started_by <> me.user_id AND r.created_at > ${since}
        AND ${only === undefined ? sql`me.user_id IN (SELECT user_id FROM mentors)` : sql`me.user_id = ${only}`})
    SELECT user_id,
      count(*) FILTER (WHERE answered_at <= created_at + ${within})::int AS answered,
      count(*) FILTER (WHERE answered_at <= created_at + ${within} OR created_at <= ${settled})::int AS counted
    FROM asked GROUP BY user_id`;
}

/** Whole percent 0-100, or null when nobody started a conversation with the mentor in the window. */
export async function replyRate24h(db: Db, mentorUserId: number, now: Date): Promise<number | null> {
  const [row] = await queryRows<{ answered: number; counted: number }>(db, replyCounts(now, mentorUserId));
  const counted = Number(row?.counted ?? 0);
  if (counted === 0) return null;
  return Math.round((Number(row!.answered) / counted) * 100);
}

/**
 * The search ranking's `mentors.reply_rate` (a share 0-1, 0 without questions), rewritten for every mentor
 * by the daily ranking job just before the scores: the same figure the mentor's insights show.
 */
export async function refreshReplyRates(tx: Tx, now: Date): Promise<void> {
  await tx.execute(sql`WITH counts AS (${replyCounts(now)}),
      rates AS (
        SELECT m.id, coalesce(c.answered::real / nullif(c.counted, 0), 0) AS rate
        FROM mentors m LEFT JOIN counts c ON c.user_id = m.user_id)
    UPDATE mentors SET reply_rate = rates.rate FROM rates
    WHERE mentors.id = rates.id AND mentors.reply_rate IS DISTINCT FROM rates.rate`);
}
