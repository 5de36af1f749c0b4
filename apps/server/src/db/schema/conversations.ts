/** Messaging (K1, R6): the tables of migration 0014_conversations.sql. */
import { integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const conversationRooms = pgTable('conversation_rooms', {
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
});

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
  (t) => [primaryKey({ columns: [t.roomId, t.userId] })],
);

export const conversationMessages = pgTable('conversation_messages', {
  id: serial('id').primaryKey(),
  roomId: integer('room_id')
    .notNull()
    .references(() => conversationRooms.id, { onDelete: 'cascade' }),
  senderId: integer('sender_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  message: text('message').notNull(),
  createdAt: at('created_at').notNull(),
});

export const userPresence = pgTable('user_presence', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeenAt: at('last_seen_at').notNull(),
});
