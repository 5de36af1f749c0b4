/**
 * Notes and practice after a lesson (issue 18 item 3): the tables of 0026_lesson_notes_practice.sql, and the
 * lesson's pair on each log (0029_practice_log_pair.sql, for /students).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { users } from './accounts.ts';
import { mentors } from './catalogue.ts';
import { desc } from './helpers.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const lessonNotes = pgTable(
  'lesson_notes',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    notes: text('notes').notNull().default(''),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    /** The lesson's mentor, student and start, copied when the notes are first written (for /students). */
    mentorId: integer('mentor_id').references(() => mentors.id, { onDelete: 'set null' }),
    studentId: integer('student_id').references(() => users.id, { onDelete: 'set null' }),
    lessonStart: at('lesson_start').notNull(),
  },
  (t) => [
    check('lesson_notes_notes_check', sql`length(${t.notes}) <= 5000`),
    index('lesson_notes_pair_idx').on(t.mentorId, t.studentId, desc(t.lessonStart), t.bookingId),
  ],
);

export const practiceAssignments = pgTable(
  'practice_assignments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    details: text('details').notNull().default(''),
    minutesPerDay: integer('minutes_per_day'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('practice_assignments_position_check', sql`${t.position} >= 0`),
    check('practice_assignments_title_check', sql`length(${t.title}) BETWEEN 1 AND 120`),
    check('practice_assignments_details_check', sql`length(${t.details}) <= 2000`),
    check('practice_assignments_minutes_per_day_check', sql`${t.minutesPerDay} BETWEEN 1 AND 600`),
    index('practice_assignments_booking_idx').on(t.bookingId, t.position),
  ],
);

export const practiceLogs = pgTable(
  'practice_logs',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => practiceAssignments.id, { onDelete: 'cascade' }),
    /** The assignment's lesson's mentor and student, copied when the log is written (null once deleted). */
    mentorId: integer('mentor_id').references(() => mentors.id, { onDelete: 'set null' }),
    studentId: integer('student_id').references(() => users.id, { onDelete: 'set null' }),
    minutes: integer('minutes').notNull(),
    comment: text('comment').notNull().default(''),
    loggedAt: at('logged_at').notNull(),
  },
  (t) => [
    check('practice_logs_minutes_check', sql`${t.minutes} BETWEEN 1 AND 600`),
    check('practice_logs_comment_check', sql`length(${t.comment}) <= 500`),
    index('practice_logs_assignment_idx').on(t.assignmentId, desc(t.loggedAt)),
    index('practice_logs_pair_idx').on(t.mentorId, t.studentId, desc(t.loggedAt)),
  ],
);

/** ADR 60: the files of 0027_practice_attachments.sql (the bytes are in the file storage). */
export const practiceAttachments = pgTable(
  'practice_attachments',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => practiceAssignments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storagePath: text('storage_path').notNull().unique(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('practice_attachments_name_check', sql`length(${t.name}) BETWEEN 1 AND 200`),
    check('practice_attachments_size_bytes_check', sql`${t.sizeBytes} BETWEEN 1 AND 20971520`),
    index('practice_attachments_assignment_idx').on(t.assignmentId, t.id),
  ],
);
