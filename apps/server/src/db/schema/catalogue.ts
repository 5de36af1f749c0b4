/** The mentor catalogue: the tables of migration 0003_catalogue.sql (rules C1-C3, L3, L5). */
import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { desc } from './helpers.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** bit(336): one bit per half hour of the week, '0'/'1' text in and out (migration 0035, ADR 68). */
const halfHoursOfWeek = customType<{ data: string; driverData: string }>({ dataType: () => 'bit(336)' });

/**
 * A lookup (skills, styles, languages): names are unique trimmed, without accents and whatever the letter
 * case (catalogue_name_key, migration 0042); hidden_at set: offered for no new choice (ADR 73).
 */
function lookup<Name extends string>(name: Name) {
  return pgTable(
    name,
    { id: serial('id').primaryKey(), name: text('name').notNull(), hiddenAt: at('hidden_at') },
    (t) => [uniqueIndex(`${name}_name_key`).on(sql`catalogue_name_key(${t.name})`)],
  );
}
export const skills = lookup('skills');
export const styles = lookup('styles');
export const languages = lookup('languages');

/**
 * search_text is written by the catalogue service; search_vector is generated from it. search_vector and
 * its GIN index are left out here on purpose (listed in test/db-schema-matches-migrations.test.ts): only
 * raw SQL reads them, and drizzle would fetch the tsvector with every select of a mentor.
 */
export const mentors = pgTable(
  'mentors',
  {
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
    // Migration 0044 (ADR 75): hidden by staff (unlisted, is_verified false) with their reason.
    hiddenAt: at('hidden_at'),
    hiddenReason: text('hidden_reason'),
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
    searchText: text('search_text').notNull().default(''),
    createdAt: at('created_at').notNull(),
    // Migration 0031: the lesson room's sound mode the mentor chose last (issue 19), NULL until they choose.
    roomSoundMode: text('room_sound_mode', { enum: ['music', 'speech'] }),
    // Migration 0035 (ADR 68): the UTC half hours of the week (Monday 00:00 = bit 0 .. 335) the weekly
    // hours touch (NULL without weekly hours), with the zone's offset they were computed with. Written only
    // by the migration's triggers and the daily catalogue job (daylight saving).
    freeHalfHours: halfHoursOfWeek('free_half_hours'),
    freeHoursOffsetMinutes: integer('free_hours_offset_minutes').notNull().default(0),
    // Migration 0037: the mentor's own booking rules (issue 22 item 4); NULL lessons a day = no limit.
    minNoticeHours: integer('min_notice_hours').notNull().default(2),
    horizonDays: integer('horizon_days').notNull().default(90),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    maxLessonsPerDay: integer('max_lessons_per_day'),
    // Migration 0034 (ADR 67): what a student checks before booking, and whether there is a video or sample.
    introVideoUrl: text('intro_video_url'),
    levels: text('levels')
      .array()
      .notNull()
      .default(sql`'{}'`),
    ages: text('ages')
      .array()
      .notNull()
      .default(sql`'{}'`),
    hasMedia: boolean('has_media').notNull().default(false),
  },
  (t) => [
    check('mentors_amount_cents_check', sql`${t.amountCents} >= 0`),
    check('mentors_country_check', sql`${t.country} = '' OR ${t.country} ~ '^[A-Z]{2}$'`),
    check('mentors_rejection_reason_check', sql`length(${t.rejectionReason}) <= 1000`),
    check('mentors_room_sound_mode_check', sql`${t.roomSoundMode} IN ('music', 'speech')`),
    check('mentors_min_notice_hours_check', sql`${t.minNoticeHours} BETWEEN 0 AND 72`),
    check('mentors_horizon_days_check', sql`${t.horizonDays} BETWEEN 14 AND 365`),
    check('mentors_buffer_minutes_check', sql`${t.bufferMinutes} BETWEEN 0 AND 60`),
    check('mentors_max_lessons_per_day_check', sql`${t.maxLessonsPerDay} BETWEEN 1 AND 24`),
    check('mentors_intro_video_url_check', sql`length(${t.introVideoUrl}) <= 300`),
    check('mentors_levels_check', sql`${t.levels} <@ ARRAY['beginner', 'intermediate', 'advanced']::text[]`),
    check('mentors_ages_check', sql`${t.ages} <@ ARRAY['adults', 'teens', 'children']::text[]`),
    check(
      'mentors_rejection_check',
      sql`(${t.rejectedAt} IS NULL) = (${t.rejectionReason} IS NULL) AND NOT (${t.isVerified} AND ${t.rejectedAt} IS NOT NULL)`,
    ),
    check(
      'mentors_hidden_check',
      sql`(${t.hiddenAt} IS NULL) = (${t.hiddenReason} IS NULL) AND NOT (${t.isVerified} AND ${t.hiddenAt} IS NOT NULL)`,
    ),
    // The catalogue's orders (C2) over listed mentors, so listing is an index scan.
    index('mentors_listed_price_idx')
      .on(t.amountCents, t.id)
      .where(sql`${t.isVerified}`),
    index('mentors_listed_popular_idx')
      .on(desc(t.completedLessons90d), desc(t.reviewCount), t.id)
      .where(sql`${t.isVerified}`),
    // Migration 0035: DESC NULLS LAST, as the Newest order reads it (drizzle's bare .desc()).
    index('mentors_listed_newest_idx')
      .on(t.approvedAt.desc(), desc(t.id))
      .where(sql`${t.isVerified}`),
    // The list filters of ADR 67: array overlap on GIN, and the listed mentors with a video or sample.
    index('mentors_listed_levels_idx')
      .using('gin', t.levels)
      .where(sql`${t.isVerified}`),
    index('mentors_listed_ages_idx')
      .using('gin', t.ages)
      .where(sql`${t.isVerified}`),
    index('mentors_listed_media_idx')
      .on(t.id)
      .where(sql`${t.isVerified} AND ${t.hasMedia}`),
    // Migration 0040 (ADR 71): the figures of a filter set with weekly hours or the trial offer read only
    // this index (an index-only scan), not the wide rows.
    index('mentors_listed_figures_idx')
      .on(t.amountCents, t.id, t.offerTrial, t.freeHalfHours)
      .where(sql`${t.isVerified}`),
    // The staff queue of pending applications (M1), oldest first.
    index('mentors_pending_applications_idx')
      .on(t.createdAt, t.id)
      .where(sql`NOT ${t.isVerified} AND ${t.rejectedAt} IS NULL`),
  ],
);
export type MentorRow = typeof mentors.$inferSelect;

/** Migration 0034 (ADR 67): a mentor's audio samples, public files under audio/, at most 3. */
export const mentorAudioSamples = pgTable(
  'mentor_audio_samples',
  {
    id: serial('id').primaryKey(),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    storagePath: text('storage_path').notNull().unique(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('mentor_audio_samples_title_check', sql`length(${t.title}) BETWEEN 1 AND 80`),
    check('mentor_audio_samples_size_bytes_check', sql`${t.sizeBytes} BETWEEN 1 AND 10485760`),
    check('mentor_audio_samples_duration_seconds_check', sql`${t.durationSeconds} BETWEEN 0 AND 600`),
    index('mentor_audio_samples_mentor_idx').on(t.mentorId, t.id),
  ],
);

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
  (t) => [
    primaryKey({ columns: [t.mentorId, t.skillId] }),
    index('mentor_skills_skill_idx').on(t.skillId, t.mentorId),
  ],
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
  (t) => [
    primaryKey({ columns: [t.mentorId, t.styleId] }),
    index('mentor_styles_style_idx').on(t.styleId, t.mentorId),
  ],
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
  (t) => [
    primaryKey({ columns: [t.mentorId, t.languageId] }),
    index('mentor_languages_language_idx').on(t.languageId, t.mentorId),
  ],
);

export const mentorSessions = pgTable(
  'mentor_sessions',
  {
    id: serial('id').primaryKey(),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    sessionTime: integer('session_time').notNull(),
    timeoutTime: integer('timeout_time').notNull().default(0),
  },
  (t) => [
    check('mentor_sessions_session_time_check', sql`${t.sessionTime} IN (30, 60, 90, 120)`),
    check('mentor_sessions_timeout_time_check', sql`${t.timeoutTime} >= 0`),
    // One session of each length per mentor.
    unique().on(t.mentorId, t.sessionTime),
  ],
);

/** Weekly, in the mentor's zone; weekday 0 = Monday. Extra time and time off come with bookings. */
export const mentorAvailability = pgTable(
  'mentor_availability',
  {
    id: serial('id').primaryKey(),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [
    check('mentor_availability_weekday_check', sql`${t.weekday} BETWEEN 0 AND 6`),
    check('mentor_availability_check', sql`${t.startTime} < ${t.endTime}`),
    index('mentor_availability_mentor_idx').on(t.mentorId, t.weekday),
  ],
);

/** The UTC day the rank scores were last recomputed for: one row, whose key can only be true. */
export const mentorRankState = pgTable(
  'mentor_rank_state',
  {
    id: boolean('id').primaryKey().default(true),
    rankedFor: date('ranked_for').notNull(),
  },
  (t) => [check('mentor_rank_state_id_check', sql`${t.id}`)],
);

/**
 * The Recommended score (formula: modules/mentors/search.ts), apart from mentors since migration 0019: the
 * daily job moves every score, and an indexed column of the wide mentors row made each move a non-HOT
 * rewrite of the whole row.
 */
export const mentorRankScores = pgTable(
  'mentor_rank_scores',
  {
    mentorId: integer('mentor_id')
      .primaryKey()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    rankScore: doublePrecision('rank_score').notNull(),
  },
  (t) => [index('mentor_rank_scores_order_idx').on(desc(t.rankScore), t.mentorId)],
);

/** The catalogue's version (one row), moved by triggers (migration 0019): see catalogue-figures.ts. */
export const mentorCatalogueVersion = pgTable(
  'mentor_catalogue_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('mentor_catalogue_version_id_check', sql`${t.id}`)],
);

/** Every word of every search document: typos in a search are corrected against it (pg_trgm). */
export const mentorSearchWords = pgTable('mentor_search_words', { word: text('word').primaryKey() }, (t) => [
  index('mentor_search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

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
  (t) => [
    primaryKey({ columns: [t.userId, t.mentorId] }),
    index('likes_user_newest_idx').on(t.userId, desc(t.createdAt), desc(t.mentorId)),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
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
    /** Hidden by staff with a reason (migration 0041, ADR 72): both or neither. */
    hiddenAt: at('hidden_at'),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    check('reviews_hidden_check', sql`(${t.hiddenAt} IS NULL) = (${t.hiddenReason} IS NULL)`),
    check('reviews_teaching_ability_check', sql`${t.teachingAbility} BETWEEN 1 AND 5`),
    check('reviews_communication_check', sql`${t.communication} BETWEEN 1 AND 5`),
    check('reviews_expertise_check', sql`${t.expertise} BETWEEN 1 AND 5`),
    check('reviews_message_check', sql`char_length(${t.message}) <= 2000`),
    // L3: one review per student and mentor.
    unique().on(t.reviewerId, t.mentorId),
    index('reviews_mentor_newest_idx').on(t.mentorId, desc(t.createdAt), desc(t.id)),
  ],
);
export type ReviewRow = typeof reviews.$inferSelect;
