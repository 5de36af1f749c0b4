/**
 * Messaging SQL (K1, R6). A room belongs to the pair (user_low, user_high); conversation_members holds one
 * row per person with their read mark and mail throttle, and is where every "my rooms" query starts. Also
 * presence (user_presence) and the reply-rate counts.
 */
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import {
  conversationMembers,
  conversationMessages,
  conversationRooms,
  userPresence,
} from '../../db/schema/index.ts';

type Conn = Db | Tx;

export interface RoomRow {
  id: number;
  created_at: Date | string;
  last_message_at: Date | string | null;
  user_low: number;
  user_high: number;
  unread_count: number;
  last_message: string | null;
}

export interface PersonRow {
  id: number;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
  /** The mentors row of an approved mentor whose account still exists; null otherwise. */
  mentor_id: number | null;
}

export interface MessageRow {
  id: number;
  sender_id: number;
  message: string;
  created_at: Date | string;
}

/** The pair's columns: the smaller id is user_low (the table's check). */
export const pairOf = (a: number, b: number) => (a < b ? { low: a, high: b } : { low: b, high: a });

const roomColumns = (viewerId: number) => sql`r.id, r.created_at, r.last_message_at, r.user_low, r.user_high,
  (SELECT count(*)::int FROM conversation_messages m
    WHERE m.room_id = r.id AND m.sender_id <> ${viewerId} AND m.id > me.last_read_message_id) AS unread_count,
  (SELECT m.message FROM conversation_messages m WHERE m.room_id = r.id ORDER BY m.id DESC LIMIT 1)
    AS last_message`;

/** One page of the viewer's rooms, newest activity first, and how many they have in all. */
export async function roomsOf(
  db: Conn,
  viewerId: number,
  limit: number,
  offset: number,
): Promise<{ rows: RoomRow[]; count: number }> {
  const [rows, total] = await Promise.all([
    queryRows<RoomRow>(
      db,
      // The viewer is user_low of some rooms and user_high of the others: each side is read in the order of
      // its activity index (migration 0016) up to the page's end, so a page never scans the platform's rooms.
      sql`SELECT ${roomColumns(viewerId)}
          FROM ((SELECT * FROM conversation_rooms WHERE user_low = ${viewerId}
                  ORDER BY last_message_at DESC NULLS LAST, id DESC LIMIT ${limit + offset})
                UNION ALL
                (SELECT * FROM conversation_rooms WHERE user_high = ${viewerId}
                  ORDER BY last_message_at DESC NULLS LAST, id DESC LIMIT ${limit + offset})) r
          JOIN conversation_members me ON me.room_id = r.id AND me.user_id = ${viewerId}
          ORDER BY r.last_message_at DESC NULLS LAST, r.id DESC
          LIMIT ${limit} OFFSET ${offset}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM conversation_members WHERE user_id = ${viewerId}`,
    ),
  ]);
  return { rows, count: Number(total[0]?.n ?? 0) };
}

/** One room as its member `viewerId` sees it; undefined when it is missing or not theirs. */
export async function roomFor(db: Conn, viewerId: number, roomId: number): Promise<RoomRow | undefined> {
  const [row] = await queryRows<RoomRow>(
    db,
    sql`SELECT ${roomColumns(viewerId)}
        FROM conversation_members me JOIN conversation_rooms r ON r.id = me.room_id
        WHERE me.user_id = ${viewerId} AND me.room_id = ${roomId}`,
  );
  return row;
}

export async function isMember(db: Conn, userId: number, roomId: number): Promise<boolean> {
  const [row] = await db
    .select({ roomId: conversationMembers.roomId })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.roomId, roomId), eq(conversationMembers.userId, userId)));
  return Boolean(row);
}

/**
 * The people of some rooms as the chat shows them. Deletion anonymised a deleted user's row ("Deleted
 * User", no photo) and unlisted their mentor profile, so what remains is shown as it is.
 */
export async function people(db: Conn, ids: number[]): Promise<Map<number, PersonRow>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<PersonRow>(
    db,
    sql`SELECT u.id, u.first_name, u.last_name, u.profile_picture,
          (SELECT m.id FROM mentors m WHERE m.user_id = u.id AND m.is_verified AND u.deleted_at IS NULL)
            AS mentor_id
        FROM users u WHERE u.id IN (${sql.join(
          [...new Set(ids)].map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((r) => [Number(r.id), r]));
}

/** Page `page` counted back from the newest message, listed oldest first. */
export async function messagePage(
  db: Conn,
  roomId: number,
  limit: number,
  offset: number,
): Promise<{ rows: MessageRow[]; count: number }> {
  const [rows, total] = await Promise.all([
    queryRows<MessageRow>(
      db,
      sql`SELECT id, sender_id, message, created_at FROM conversation_messages
          WHERE room_id = ${roomId} ORDER BY id DESC LIMIT ${limit} OFFSET ${offset}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM conversation_messages WHERE room_id = ${roomId}`,
    ),
  ]);
  return { rows: rows.reverse(), count: Number(total[0]?.n ?? 0) };
}

export async function findRoomOfPair(tx: Conn, a: number, b: number): Promise<number | undefined> {
  const { low, high } = pairOf(a, b);
  const [row] = await tx
    .select({ id: conversationRooms.id })
    .from(conversationRooms)
    .where(and(eq(conversationRooms.userLow, low), eq(conversationRooms.userHigh, high)));
  return row?.id;
}

/**
 * The pair's room, created when missing. Two first messages sent at once both reach the insert; the unique
 * index lets one in and the other (after the first commits) finds that room.
 */
export async function ensureRoom(tx: Tx, senderId: number, recipientId: number, now: Date): Promise<number> {
  const { low, high } = pairOf(senderId, recipientId);
  const [created] = await tx
    .insert(conversationRooms)
    .values({ userLow: low, userHigh: high, startedBy: senderId, createdAt: now })
    .onConflictDoNothing({ target: [conversationRooms.userLow, conversationRooms.userHigh] })
    .returning({ id: conversationRooms.id });
  if (created) {
    await tx.insert(conversationMembers).values([
      { roomId: created.id, userId: low },
      { roomId: created.id, userId: high },
    ]);
    return created.id;
  }
  const existing = await findRoomOfPair(tx, low, high);
  if (existing === undefined) throw new Error('conversation room vanished after a conflict');
  return existing;
}

export async function insertMessage(
  tx: Tx,
  roomId: number,
  senderId: number,
  text: string,
  now: Date,
): Promise<MessageRow> {
  const [row] = await tx
    .insert(conversationMessages)
    .values({ roomId, senderId, message: text, createdAt: now })
    .returning();
  await tx.update(conversationRooms).set({ lastMessageAt: now }).where(eq(conversationRooms.id, roomId));
  // Answering means having seen the room: the sender's earlier unread messages count as read.
  await markRead(tx, senderId, roomId, row!.id);
  return { id: row!.id, sender_id: row!.senderId, message: row!.message, created_at: row!.createdAt };
}

/**
 * Moves the member's read mark up to `upTo` (default: the room's newest message), never back. False when
 * the user is not a member of the room.
 */
export async function markRead(db: Conn, userId: number, roomId: number, upTo?: number): Promise<boolean> {
  const target =
    upTo === undefined
      ? sql`(SELECT coalesce(max(id), 0) FROM conversation_messages WHERE room_id = ${roomId})`
      : sql`${upTo}`;
  const rows = await queryRows<{ room_id: number }>(
    db,
    sql`UPDATE conversation_members SET last_read_message_id = greatest(last_read_message_id, ${target})
        WHERE room_id = ${roomId} AND user_id = ${userId} RETURNING room_id`,
  );
  return rows.length > 0;
}

/**
 * R6's throttle, taken atomically: stamps the recipient's last_mailed_at and answers true only when no mail
 * went out for this room in the last `intervalMinutes` (two messages at once cannot both win).
 */
export async function claimMessageMail(
  tx: Tx,
  roomId: number,
  recipientId: number,
  now: Date,
  intervalMinutes: number,
): Promise<boolean> {
  const since = new Date(now.getTime() - intervalMinutes * 60_000);
  const rows = await queryRows<{ room_id: number }>(
    tx,
    sql`UPDATE conversation_members SET last_mailed_at = ${now}
        WHERE room_id = ${roomId} AND user_id = ${recipientId}
          AND (last_mailed_at IS NULL OR last_mailed_at <= ${since})
        RETURNING room_id`,
  );
  return rows.length > 0;
}

// ---- presence ----

/** Records that the user was seen at `now` (never moves last_seen_at back). */
export async function touchPresence(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .insert(userPresence)
    .values({ userId, lastSeenAt: now })
    .onConflictDoUpdate({
      target: userPresence.userId,
      set: { lastSeenAt: sql`greatest(${userPresence.lastSeenAt}, excluded.last_seen_at)` },
    });
}

/** Whether the user was seen after `since`. */
export async function seenSince(db: Conn, userId: number, since: Date): Promise<boolean> {
  const [row] = await queryRows<{ online: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM user_presence WHERE user_id = ${userId} AND last_seen_at > ${since})
          AS online`,
  );
  return row?.online === true;
}

// ---- reply rate ----

/** The reply-rate window: questions asked after `since`, settled when asked before `settled`. */
export interface ReplyWindow {
  since: Date;
  settled: Date;
  withinHours: number;
}

/**
 * Per mentor user: how many conversations others started count, and how many of them the mentor answered in
 * time. `only` narrows it to one user (the insights), without it every mentor (the daily ranking).
 */
export function replyCounts({ since, settled, withinHours }: ReplyWindow, only?: number) {
  const within = sql.raw(`interval '${withinHours} hours'`);
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

/** One mentor user's reply counts; undefined when nobody started a conversation with them in the window. */
export async function replyCountsOf(
  db: Db,
  mentorUserId: number,
  window: ReplyWindow,
): Promise<{ answered: number; counted: number } | undefined> {
  const [row] = await queryRows<{ answered: number; counted: number }>(db, replyCounts(window, mentorUserId));
  return row;
}

/**
 * The median time, in hours, a mentor took to first answer conversations others started since `since`
 * (the profile's "typical reply time", ADR 67); null when none was answered.
 */
export async function medianReplyHours(db: Db, mentorUserId: number, since: Date): Promise<number | null> {
  const [row] = await queryRows<{ hours: number | null }>(
    db,
    sql`SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM answered_at - created_at))
          / 3600.0 AS hours
        FROM (SELECT r.created_at,
            (SELECT min(m.created_at) FROM conversation_messages m
              WHERE m.room_id = r.id AND m.sender_id = me.user_id) AS answered_at
          FROM conversation_members me JOIN conversation_rooms r ON r.id = me.room_id
          WHERE me.user_id = ${mentorUserId} AND r.started_by <> me.user_id AND r.created_at > ${since}) asked
        WHERE answered_at IS NOT NULL`,
  );
  return row?.hours === null || row?.hours === undefined ? null : Number(row.hours);
}
