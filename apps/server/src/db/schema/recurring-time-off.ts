/** Migration 0045 (issue 22 item 1, ADR 77): a mentor's recurring time off, weekly in their zone. */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, timestamp } from 'drizzle-orm/pg-core';
import { mentors } from './catalogue.ts';

export const mentorRecurringTimeOff = pgTable(
  'mentor_recurring_time_off',
  {
    id: serial('id').primaryKey(),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    /** 0 = Monday ... 6 = Sunday, as the weekly hours. */
    weekday: smallint('weekday').notNull(),
    /** Minutes after local midnight in the mentor's zone; 1440 is the end of the day. */
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
    /** The last local date with an occurrence; null: no end. */
    untilDate: date('until_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('mentor_recurring_time_off_weekday_check', sql`${t.weekday} BETWEEN 0 AND 6`),
    check(
      'mentor_recurring_time_off_minutes_check',
      sql`${t.startMinute} >= 0 AND ${t.startMinute} < ${t.endMinute} AND ${t.endMinute} <= 1440`,
    ),
    index('mentor_recurring_time_off_mentor_idx').on(t.mentorId),
  ],
);
