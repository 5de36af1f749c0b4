/** ADR 64: the tables of 0032_lesson_room_files_chat.sql, what a lesson's room keeps (the bytes are in storage). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const lessonRoomFiles = pgTable(
  'lesson_room_files',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    sharedBy: text('shared_by', { enum: ['student', 'mentor'] }).notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storagePath: text('storage_path').notNull().unique(),
    createdAt: at('created_at').notNull(),
    /** ADR 66 (0033): how many page images are stored beside the file; NULL for a PDF shared before them. */
    pageCount: integer('page_count'),
  },
  (t) => [
    check('lesson_room_files_page_count_check', sql`${t.pageCount} BETWEEN 1 AND 60`),
    check('lesson_room_files_shared_by_check', sql`${t.sharedBy} IN ('student', 'mentor')`),
    check('lesson_room_files_name_check', sql`length(${t.name}) BETWEEN 1 AND 200`),
    check('lesson_room_files_size_bytes_check', sql`${t.sizeBytes} BETWEEN 1 AND 20971520`),
    index('lesson_room_files_booking_idx').on(t.bookingId, t.id),
  ],
);

export const lessonRoomMessages = pgTable(
  'lesson_room_messages',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    sentBy: text('sent_by', { enum: ['student', 'mentor'] }).notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('lesson_room_messages_sent_by_check', sql`${t.sentBy} IN ('student', 'mentor')`),
    check('lesson_room_messages_body_check', sql`length(${t.body}) BETWEEN 1 AND 1000`),
    index('lesson_room_messages_booking_idx').on(t.bookingId, t.id),
  ],
);
