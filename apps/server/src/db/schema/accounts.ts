/** Accounts and sessions: the tables of migration 0002_accounts.sql (rules A1-A8). */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
// A cycle (mentors.user_id refers to users), safe because references are only followed lazily.
import { mentors } from './catalogue.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    isMentor: boolean('is_mentor').notNull().default(false),
    isStaff: boolean('is_staff').notNull().default(false),
    mentorId: integer('mentor_id').references((): AnyPgColumn => mentors.id, { onDelete: 'set null' }),
    emailConfirmedAt: at('email_confirmed_at'),
    timezone: text('timezone').notNull().default('UTC'),
    profilePicture: text('profile_picture'),
    googleSub: text('google_sub'),
    lastLoginAt: at('last_login_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    // Rule L5, added by 0003_catalogue.sql: the referring mentor (mentors.id) and when the code was entered.
    referralMentorId: integer('referral_mentor_id').references((): AnyPgColumn => mentors.id, {
      onDelete: 'set null',
    }),
    referredAt: at('referred_at'),
    // R6, added by 0004_bookings.sql: which optional mails the user wants.
    emailLessonNotifications: boolean('email_lesson_notifications').notNull().default(true),
    emailAccountNotifications: boolean('email_account_notifications').notNull().default(true),
    emailPromotionalNotifications: boolean('email_promotional_notifications').notNull().default(false),
    // Migration 0037 (issue 22 item 5): the lesson reminders this person chooses.
    lessonReminder24h: boolean('lesson_reminder_24h').notNull().default(true),
    lessonReminder1h: boolean('lesson_reminder_1h').notNull().default(true),
    // A10, added by 0010_account_settings.sql: when the account was deleted (anonymised) and when the rest of
    // its data is due for purging.
    deletedAt: at('deleted_at'),
    purgeAfter: at('purge_after'),
    purgedAt: at('purged_at'),
    // ADR 49, added by 0021_chosen_time_zone.sql: timezone was chosen in settings (false: it follows the
    // device the person signs in on).
    timezoneChosen: boolean('timezone_chosen').notNull().default(false),
    // Issue 21 (ADR 69), added by 0036_staff_back_office.sql: staff suspended the account, and why.
    suspendedAt: at('suspended_at'),
    suspensionReason: text('suspension_reason'),
  },
  (t) => [
    check('users_deleted_purge_check', sql`(${t.deletedAt} IS NULL) = (${t.purgeAfter} IS NULL)`),
    check('users_suspension_check', sql`(${t.suspendedAt} IS NULL) = (${t.suspensionReason} IS NULL)`),
    // A1: e-mail addresses are unique whatever the letter case, even when two registrations race.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_key')
      .on(t.googleSub)
      .where(sql`${t.googleSub} IS NOT NULL`),
    // The purge job's queue (A10).
    index('users_purge_due_idx')
      .on(t.purgeAfter)
      .where(sql`${t.purgeAfter} IS NOT NULL AND ${t.purgedAt} IS NULL`),
  ],
);
export type UserRow = typeof users.$inferSelect;

export const accountTokens = pgTable(
  'account_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    check('account_tokens_purpose_check', sql`${t.purpose} IN ('confirm_email', 'reset_password')`),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
  ],
);
export type AccountTokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

export const refreshFamilies = pgTable(
  'refresh_families',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull(),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('refresh_families_user_idx').on(t.userId)],
);
export type RefreshFamilyRow = typeof refreshFamilies.$inferSelect;

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => refreshFamilies.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    rotatedAt: at('rotated_at'),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    attemptedAt: at('attempted_at').notNull(),
  },
  (t) => [index('login_failures_email_idx').on(t.email, t.attemptedAt)],
);

export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text('bucket').notNull(),
    clientKey: text('client_key').notNull(),
    windowStart: at('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.clientKey, t.windowStart] })],
);

export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
});
