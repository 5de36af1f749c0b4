/**
 * Builds the real app on a fresh database for one test file: PGlite in memory by default, or a new
 * database on the PostgreSQL server of TEST_DATABASE_URL (created here, dropped on close). Both start as a
 * copy of the database test/setup/migrated-template.ts migrated once for the run.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { FixedClock, SystemClock, type Clock } from '../src/platform/clock.ts';
import { OutboxMailer } from '../src/platform/mail/mailer.ts';

export interface TestContext {
  app: App;
  database: Database;
  clock: Clock;
  config: Config;
  close(): Promise<void>;
}

export interface TestOptions {
  env?: Record<string, string>;
  /** Freeze time at this instant; otherwise the adjustable system clock. */
  now?: string;
}

/**
 * A migrated database for one test file and the way to get rid of it afterwards. Tests that build the
 * app by hand (to capture its log lines) use it directly.
 */
export async function openTestDatabase(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const { database, dispose } = await createDatabase();
  // Already migrated when copied from the run's template; a no-op check then.
  await migrate(database);
  return { database, dispose };
}

/** The file's copy of the migrated template (or an empty database when a run has none). */
async function createDatabase(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dump = inject('templateDump');
    const loadDataDir = dump ? new Blob([readFileSync(dump)]) : undefined;
    const database = await openDatabase({ loadDataDir });
    return { database, dispose: () => database.close() };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = inject('templateDatabase');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 5 });
  return {
    database,
    dispose: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function createTestContext(options: TestOptions = {}): Promise<TestContext> {
  const { database, dispose } = await openTestDatabase();
  // A production server refuses to start without Stripe (the test provider takes no money); nothing
  // calls Stripe at start-up, so placeholder keys let production-mode tests build the app.
  const productionPayments =
    options.env?.NODE_ENV === 'production'
      ? { STRIPE_SECRET_KEY: 'sk_test_placeholder', STRIPE_WEBHOOK_SECRET: 'whsec_placeholder' }
      : {};
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    // Off unless a test asks for it (public-read-cache.test.ts): on PostgreSQL an invalidation reaches the
    // cache a moment after the write's answer, and the other files read right after their writes.
    PUBLIC_CACHE: 'off',
    // No web build unless the test brings its own: CI's journeys build apps/web/dist while these tests
    // run, and an app started on a half-written build failed in ways no test meant (ADR 65).
    WEB_DIST_DIR: path.join(tmpdir(), 'server-tests-bring-their-own-web-build'),
    ...productionPayments,
    ...options.env,
  });
  const clock = options.now ? new FixedClock(options.now) : new SystemClock(true);
  const app = await buildApp({ config, database, clock, mailer: new OutboxMailer(database, clock) });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}
