/** The mentor catalogue: the tables of migration 0003_catalogue.sql (rules C1-C3, L3, L5). */
import {
  boolean,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  time,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const skills = pgTable('skills', { id: serial('id').primaryKey(), name: text('name').notNull() });
export const styles = pgTable('styles', { id: serial('id').primaryKey(), name: text('name').notNull() });
export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

/** search_text is written by the catalogue service; search_vector is generated from it. */
export const mentors = pgTable('mentors', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  headline: text('headline').notNull().default(''),
  bio: text('bio').notNull().default(''),
  amountCents: integer('amount_cents').notNull(),
  offerTrial: boolean('offer_trial').notNull().default(false),
  isVerified: boolean('is_verified').notNull().default(false),
  approvedAt: at('approved_at'),
  // Migration 0008: a rejected application keeps its row with the reason staff gave.
  rejectedAt: at('rejected_at'),
  rejectionReason: text('rejection_reason'),
  country: text('country').notNull().default(''),
  timezone: text('timezone').notNull().default('UTC'),
  differentCallPlatform: boolean('different_call_platform').notNull().default(false),
  differentCallPlatformName: text('different_call_platform_name'),
  differentCallPlatformUrl: text('different_call_platform_url'),
  referralCode: text('referral_code').notNull().unique(),
  reviewCount: integer('review_count').notNull().default(0),
  ratingSum: integer('rating_sum').notNull().default(0),
  completedLessons: integer('completed_lessons').notNull().default(0),
  completedLessons90d: integer('completed_lessons_90d').notNull().default(0),
  replyRate: real('reply_rate').notNull().default(0),
  rankScore: doublePrecision('rank_score').notNull().default(0),
  searchText: text('search_text').notNull().default(''),
  createdAt: at('created_at').notNull(),
});
export type MentorRow = typeof mentors.$inferSelect;

export const mentorSkills = pgTable(
  'mentor_skills',
  {
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.mentorId, t.skillId] })],
);
export const mentorStyles = pgTable(
  'mentor_styles',
  {
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    styleId: integer('style_id')
      .notNull()
      .references(() => styles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.mentorId, t.styleId] })],
);
export const mentorLanguages = pgTable(
  'mentor_languages',
  {
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.mentorId, t.languageId] })],
);

export const mentorSessions = pgTable('mentor_sessions', {
  id: serial('id').primaryKey(),
  mentorId: integer('mentor_id')
    .notNull()
    .references(() => mentors.id, { onDelete: 'cascade' }),
  sessionTime: integer('session_time').notNull(),
  timeoutTime: integer('timeout_time').notNull().default(0),
});

/** Weekly, in the mentor's zone; weekday 0 = Monday. Extra time and time off come with bookings. */
export const mentorAvailability = pgTable('mentor_availability', {
  id: serial('id').primaryKey(),
  mentorId: integer('mentor_id')
    .notNull()
    .references(() => mentors.id, { onDelete: 'cascade' }),
  weekday: smallint('weekday').notNull(),
  startTime: time('start_time').notNull(),
  endTime: time('end_time').notNull(),
});

export const likes = pgTable(
  'likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mentorId] })],
);

export const reviews = pgTable('reviews', {
  id: serial('id').primaryKey(),
  reviewerId: integer('reviewer_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  mentorId: integer('mentor_id')
    .notNull()
    .references(() => mentors.id, { onDelete: 'cascade' }),
  teachingAbility: smallint('teaching_ability').notNull(),
  communication: smallint('communication').notNull(),
  expertise: smallint('expertise').notNull(),
  message: text('message').notNull().default(''),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});
export type ReviewRow = typeof reviews.$inferSelect;
