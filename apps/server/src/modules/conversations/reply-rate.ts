/**
 * The insights' replyRate24h (INSIGHTS-03): the share of conversations other people started with the mentor
 * in the last REPLY_RATE_WINDOW_DAYS that the mentor answered within 24 hours. A conversation younger than
 * 24 hours that is still unanswered is left out (it can still make it), so a fresh question does not pull
 * the rate down. A room is created with its first message, so its created_at is when the question came.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

export const REPLY_RATE_WINDOW_DAYS = 90;
export const REPLY_WITHIN_HOURS = 24;

/** Whole percent 0-100, or null when nobody started a conversation with the mentor in the window. */
export async function replyRate24h(db: Db, mentorUserId: number, now: Date): Promise<number | null> {
  const since = new Date(now.getTime() - REPLY_RATE_WINDOW_DAYS * 86_400_000);
  const settled = new Date(now.getTime() - REPLY_WITHIN_HOURS * 3_600_000);
  const [row] = await queryRows<{ answered: number; counted: number }>(
    db,
    sql`WITH asked AS (
          SELECT r.created_at,
            (SELECT min(m.created_at) FROM conversation_messages m
              WHERE m.room_id = r.id AND m.sender_id = ${mentorUserId}) AS answered_at
          FROM conversation_members me JOIN conversation_rooms r ON r.id = me.room_id
          WHERE me.user_id = ${mentorUserId} AND r.started_by <> ${mentorUserId} AND r.created_at > ${since})
        SELECT
          count(*) FILTER (WHERE answered_at <= created_at + interval '${sql.raw(String(REPLY_WITHIN_HOURS))} hours')::int
            AS answered,
          count(*) FILTER (WHERE answered_at <= created_at + interval '${sql.raw(String(REPLY_WITHIN_HOURS))} hours'
                             OR created_at <= ${settled})::int AS counted
        FROM asked`,
  );
  const counted = Number(row?.counted ?? 0);
  if (counted === 0) return null;
  return Math.round((Number(row!.answered) / counted) * 100);
}
