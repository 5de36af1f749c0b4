/** SQL of the calendar subscription feed (issue 22 item 2): the calendar_feeds row and a user's lessons. */
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { calendarFeeds } from '../../db/schema/index.ts';

export async function feedOf(db: Db, userId: number): Promise<{ nonce: string } | undefined> {
  const [row] = await db
    .select({ nonce: calendarFeeds.nonce })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row;
}

/** Writes the user's address (first use or rotation): the old hash is gone in the same statement. */
export async function storeFeed(
  db: Db,
  userId: number,
  nonce: string,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ userId, nonce, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { nonce, tokenHash, createdAt: now } });
}

/** The user an address belongs to, found by the token's hash; their zone for the descriptions. */
export async function feedOwner(
  db: Db,
  tokenHash: string,
): Promise<{ userId: number; timezone: string } | undefined> {
  const [row] = await queryRows<{ user_id: number; timezone: string }>(
    db,
    sql`SELECT f.user_id, u.timezone FROM calendar_feeds f JOIN users u ON u.id = f.user_id
        WHERE f.token_hash = ${tokenHash} AND u.deleted_at IS NULL`,
  );
  return row ? { userId: row.user_id, timezone: row.timezone } : undefined;
}

export interface FeedLessonRow {
  id: number;
  start_at: Date | string;
  end_at: Date | string;
  status: string;
  skill_name: string;
  session_minutes: number;
  as_mentor: boolean;
  other_name: string | null;
  moves: number;
}

/**
 * Every lesson of the user as student or mentor; a booking never paid (pending, or cancelled at its checkout's
 * expiry) was never a lesson and is left out. With
 * the other person's name and how often it moved (the SEQUENCE, as in the mailed invitations).
 */
export function feedLessons(db: Db, userId: number): Promise<FeedLessonRow[]> {
  return queryRows<FeedLessonRow>(
    db,
    sql`SELECT b.id, b.start_at, b.end_at, b.status, b.skill_name, b.session_minutes,
               (m.user_id = ${userId}) AS as_mentor,
               CASE WHEN m.user_id = ${userId} THEN trim(s.first_name || ' ' || s.last_name)
                    ELSE trim(mu.first_name || ' ' || mu.last_name) END AS other_name,
               (SELECT count(*)::int FROM reschedule_requests r
                 WHERE r.booking_id = b.id AND r.status = 'accepted') AS moves
          FROM bookings b
          LEFT JOIN mentors m ON m.id = b.mentor_id
          LEFT JOIN users mu ON mu.id = m.user_id
          LEFT JOIN users s ON s.id = b.student_id
         WHERE (b.student_id = ${userId} OR m.user_id = ${userId})
           AND (b.status IN ('paid', 'free_trial', 'in_progress', 'completed')
                OR (b.status = 'canceled' AND (b.paid_at IS NOT NULL OR b.free_trial)))
         ORDER BY b.start_at, b.id`,
  );
}
