/** Messaging (K1, R6): the tables of migration 0014_conversations.sql. */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { desc } from './helpers.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const conversationRooms = pgTable(
  'conversation_rooms',
  {
    id: serial('id').primaryKey(),
    userLow: integer('user_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHigh: integer('user_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedBy: integer('started_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    lastMessageAt: at('last_message_at'),
  },
  (t) => [
    // The pair, smaller id first, so two first messages sent at once end in one room.
    check('conversation_rooms_check', sql`${t.userLow} < ${t.userHigh}`),
    check('conversation_rooms_check1', sql`${t.startedBy} IN (${t.userLow}, ${t.userHigh})`),
    uniqueIndex('conversation_rooms_pair_idx').on(t.userLow, t.userHigh),
    // A person's rooms by latest activity, read from each side of the pair in index order.
    index('conversation_rooms_low_activity_idx').on(t.userLow, t.lastMessageAt.desc(), desc(t.id)),
    index('conversation_rooms_high_activity_idx').on(t.userHigh, t.lastMessageAt.desc(), desc(t.id)),
  ],
);

export const conversationMembers = pgTable(
  'conversation_members',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => conversationRooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    lastMailedAt: at('last_mailed_at'),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index('conversation_members_user_idx').on(t.userId)],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => conversationRooms.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('conversation_messages_message_check', sql`length(${t.message}) BETWEEN 1 AND 2000`),
    index('conversation_messages_room_idx').on(t.roomId, desc(t.id)),
  ],
);

export const userPresence = pgTable('user_presence', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeenAt: at('last_seen_at').notNull(),
});
