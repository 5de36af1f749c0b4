/**
 * Issue 15, item 8: the migrated database and the drizzle schema agree. Every table, column (type,
 * nullability, default), primary key, unique constraint, foreign key, check and index of either side must
 * match the other, or be listed below as SQL-only with the reason drizzle does not declare it. Runs on
 * PGlite and, with TEST_DATABASE_URL, on PostgreSQL (CI runs both).
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { openTestDatabase } from './helpers.ts';
import { compareSchema, diffShapes, drizzleTables, type SqlOnly } from './schema-compare.ts';

/** The tables whose writes invalidate the public read cache (migration 0020). */
const PUBLIC_CACHE_TABLES = [
  'mentors',
  'users',
  'mentor_skills',
  'mentor_styles',
  'mentor_languages',
  'mentor_sessions',
  'lesson_packages',
  'mentor_rank_scores',
  'mentor_search_words',
  'likes',
  'skills',
  'styles',
  'languages',
  'mentor_availability',
  'mentor_extra_time',
  'mentor_time_off',
  'external_busy_periods',
  'mentor_recurring_time_off',
  'bookings',
  'reschedule_requests',
  'mentor_audio_samples',
];

/** What the migrations create on purpose and drizzle does not declare, one entry each, with why. */
const SQL_ONLY: SqlOnly[] = [
  {
    kind: 'table',
    table: 'schema_migrations',
    reason: 'the migration runner (db/migrate.ts) creates and reads it itself; the app never queries it',
  },
  {
    kind: 'column',
    table: 'mentors',
    name: 'search_vector',
    reason:
      'generated from search_text and read only by raw SQL (modules/mentors/search.ts); declared in drizzle, ' +
      'every select of a mentor would fetch the tsvector',
  },
  {
    kind: 'index',
    table: 'mentors',
    name: 'mentors_search_vector_idx',
    reason: 'the GIN index of search_vector, which drizzle does not declare (above)',
  },
  {
    kind: 'trigger',
    table: 'mentors',
    name: 'mentors_free_half_hours_catalogue_changed',
    reason:
      'moves mentor_catalogue_version (ADR 68): the free half hours and the trial offer select mentors too',
  },
  ...['insert', 'update', 'delete'].map((event): SqlOnly => ({
    kind: 'trigger',
    table: 'mentor_availability',
    name: `mentor_availability_free_half_hours_${event}`,
    reason:
      'recomputes mentors.free_half_hours from the weekly hours (migration 0035, ADR 68); drizzle has no triggers',
  })),
  {
    kind: 'trigger',
    table: 'mentors',
    name: 'mentors_free_half_hours_zone',
    reason: 'recomputes mentors.free_half_hours when a mentor changes zone (migration 0035, ADR 68)',
  },
  ...['mentors', 'mentor_skills', 'mentor_styles', 'mentor_languages'].map((table): SqlOnly => ({
    kind: 'trigger',
    table,
    name: `${table}_catalogue_changed`,
    reason:
      'moves mentor_catalogue_version (function mentor_catalogue_changed) on every change of listing, ' +
      'price, skills, styles or languages, so kept list figures are recomputed; drizzle has no triggers',
  })),
  {
    kind: 'trigger',
    table: 'mentors',
    name: 'mentors_media_catalogue_changed',
    reason:
      'moves mentor_catalogue_version on a change of levels, ages or has_media (the list filters of ADR 67), ' +
      'so kept list figures are recomputed; drizzle has no triggers',
  },
  ...PUBLIC_CACHE_TABLES.map((table): SqlOnly => ({
    kind: 'trigger',
    table,
    name: `${table}_public_cache`,
    reason:
      'notifies public_cache (function public_cache_changed) on every write the public read cache must ' +
      'hear of, so every process drops its kept answers (ADR 43); drizzle has no triggers',
  })),
  {
    kind: 'constraint',
    table: 'bookings',
    name: 'bookings_no_double_booking',
    reason:
      'an exclusion constraint (S2: no overlapping held slots of one mentor); drizzle cannot express EXCLUDE',
  },
  {
    kind: 'constraint',
    table: 'reschedule_requests',
    name: 'reschedule_requests_no_double_hold',
    reason:
      'an exclusion constraint (B7: open requests never hold overlapping time); drizzle cannot express EXCLUDE',
  },
  {
    kind: 'trigger',
    table: 'ledger_entries',
    name: 'ledger_entries_balance',
    reason:
      'a deferred constraint trigger (function ledger_transaction_balances) refusing a ledger transaction ' +
      'that does not sum to zero; drizzle has no triggers',
  },
  {
    kind: 'index',
    table: 'users',
    name: 'users_staff_search_idx',
    reason:
      'a GIN trigram index over an expression (name and e-mail) for the staff people search (ADR 69); ' +
      'drizzle cannot give an operator class to an expression',
  },
  ...['staff_audit_log_append_only', 'staff_audit_log_no_truncate'].map((name): SqlOnly => ({
    kind: 'trigger',
    table: 'staff_audit_log',
    name,
    reason:
      'refuses every UPDATE, DELETE and TRUNCATE of the audit log (function staff_audit_log_append_only, ' +
      'ADR 69); drizzle has no triggers',
  })),
];

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});
afterAll(() => dispose());

test('the migrated database matches the drizzle schema', async () => {
  expect(await compareSchema(database, drizzleTables(schema), SQL_ONLY)).toEqual([]);
});

describe('the comparison notices a difference', () => {
  // test_transfers as the migration makes it, with one change of each kind the comparison reads.
  const driftedTransfers = pgTable(
    'test_transfers',
    {
      id: text('id').primaryKey(),
      destination: text('destination'),
      amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
      currency: text('currency').notNull().default('eur'),
      idempotencyKey: text('idempotency_key').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
      note: text('note'),
    },
    (t) => [
      check('test_transfers_amount_cents_check', sql`${t.amountCents} >= 0`),
      index('test_transfers_created_idx').on(t.createdAt),
    ],
  );
  // refresh_tokens with another ON DELETE action on its foreign key.
  const driftedTokens = pgTable(
    'refresh_tokens',
    {
      tokenHash: text('token_hash').primaryKey(),
      familyId: uuid('family_id')
        .notNull()
        .references(() => schema.refreshFamilies.id, { onDelete: 'restrict' }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
      rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    },
    (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
  );

  test('in a column, key, foreign key, check or index, and a table drizzle lacks', async () => {
    const tables = drizzleTables(schema)
      .filter((t) => t !== schema.oauthStates)
      .map((t) =>
        t === schema.testTransfers ? driftedTransfers : t === schema.refreshTokens ? driftedTokens : t,
      );
    const differences = await compareSchema(database, tables, SQL_ONLY);
    expect(differences.sort()).toEqual(
      [
        'oauth_states: table only in the database',
        'refresh_tokens: constraint only in drizzle: FOREIGN KEY (family_id) REFERENCES refresh_families(id) ON DELETE RESTRICT',
        'refresh_tokens: constraint only in the database: FOREIGN KEY (family_id) REFERENCES refresh_families(id) ON DELETE CASCADE',
        'test_transfers.amount_cents: type is bigint in drizzle, integer in the database',
        "test_transfers.currency: default is 'eur'::text in drizzle, null in the database",
        'test_transfers.destination: notNull is false in drizzle, true in the database',
        'test_transfers.note: column only in drizzle',
        'test_transfers: constraint only in the database: UNIQUE (idempotency_key)',
        'test_transfers: constraint test_transfers_amount_cents_check is CHECK ((amount_cents >= 0)) in drizzle, CHECK ((amount_cents > 0)) in the database',
        'test_transfers: index only in drizzle: test_transfers_created_idx: CREATE INDEX test_transfers_created_idx ON test_transfers USING btree (created_at)',
      ].sort(),
    );
  });

  test('in an SQL-only entry that no longer matches anything', () => {
    const stale: SqlOnly = { kind: 'trigger', table: 'bookings', name: 'gone', reason: 'was removed' };
    expect(diffShapes(new Map(), new Map(), [stale])).toEqual([
      'bookings: SQL-only trigger gone no longer in the database',
    ]);
  });
});
