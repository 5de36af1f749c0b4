/** Masterclasses (K5): the tables of migration 0015_masterclasses.sql. */
import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { mentors } from './catalogue.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const masterclasses = pgTable('masterclasses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  descriptionMentor: text('description_mentor').notNull().default(''),
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
});
export type MasterclassRow = typeof masterclasses.$inferSelect;

export const masterclassAttendees = pgTable('masterclass_attendees', {
  id: serial('id').primaryKey(),
  masterclassId: integer('masterclass_id')
    .notNull()
    .references(() => masterclasses.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  fullName: text('full_name').notNull().default(''),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  acceptMarketingEmails: boolean('accept_marketing_emails').notNull().default(false),
  createdAt: at('created_at').notNull(),
});
