/** Masterclasses (K5): the tables of migration 0015_masterclasses.sql. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { mentors } from './catalogue.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const masterclasses = pgTable(
  'masterclasses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    descriptionMentor: text('description_mentor').notNull().default(''),
    /** The instrument or subject of the class (migration 0022); '' for a general class. */
    topic: text('topic').notNull().default(''),
    showOffUrl: text('show_off_url').notNull(),
    joinUrl: text('join_url').notNull(),
    startTime: at('start_time').notNull(),
    timezone: text('timezone').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    capacity: integer('capacity').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    mentorId: integer('mentor_id').references(() => mentors.id, { onDelete: 'set null' }),
    customMentorPhoto1: text('custom_mentor_photo_1'),
    customMentorPhoto2: text('custom_mentor_photo_2'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('masterclasses_name_check', sql`length(${t.name}) BETWEEN 1 AND 150`),
    check('masterclasses_description_check', sql`length(${t.description}) BETWEEN 1 AND 5000`),
    check('masterclasses_description_mentor_check', sql`length(${t.descriptionMentor}) <= 5000`),
    check('masterclasses_topic_check', sql`length(${t.topic}) <= 60`),
    check('masterclasses_duration_minutes_check', sql`${t.durationMinutes} BETWEEN 15 AND 240`),
    check('masterclasses_capacity_check', sql`${t.capacity} BETWEEN 1 AND 10000`),
    // The last line of defence when two people race for the last seat.
    check('masterclasses_check', sql`${t.seatsTaken} >= 0 AND ${t.seatsTaken} <= ${t.capacity}`),
    index('masterclasses_start_idx').on(t.startTime),
  ],
);
export type MasterclassRow = typeof masterclasses.$inferSelect;

export const masterclassAttendees = pgTable(
  'masterclass_attendees',
  {
    id: serial('id').primaryKey(),
    masterclassId: integer('masterclass_id')
      .notNull()
      .references(() => masterclasses.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    fullName: text('full_name').notNull().default(''),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    acceptMarketingEmails: boolean('accept_marketing_emails').notNull().default(false),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('masterclass_attendees_email_check', sql`length(${t.email}) BETWEEN 3 AND 254`),
    check('masterclass_attendees_full_name_check', sql`length(${t.fullName}) <= 150`),
    // K5: one seat per e-mail and class, whatever the letter case.
    uniqueIndex('masterclass_attendees_email_idx').on(t.masterclassId, sql`lower(${t.email})`),
  ],
);
