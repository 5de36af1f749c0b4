/** Migration 0038 (issue 22 item 3): a mentor's other calendars and the busy periods read from them. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { mentors } from './catalogue.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const externalCalendars = pgTable(
  'external_calendars',
  {
    id: serial('id').primaryKey(),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    createdAt: at('created_at').notNull(),
    lastAttemptAt: at('last_attempt_at'),
    lastSyncedAt: at('last_synced_at'),
    lastError: text('last_error'),
  },
  (t) => [
    index('external_calendars_mentor_idx').on(t.mentorId),
    index('external_calendars_attempt_idx').on(t.lastAttemptAt),
  ],
);

export const externalBusyPeriods = pgTable(
  'external_busy_periods',
  {
    id: serial('id').primaryKey(),
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => externalCalendars.id, { onDelete: 'cascade' }),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
  },
  (t) => [
    check('external_busy_periods_check', sql`${t.startAt} < ${t.endAt}`),
    index('external_busy_periods_mentor_idx').on(t.mentorId, t.endAt),
    index('external_busy_periods_calendar_idx').on(t.calendarId),
  ],
);
