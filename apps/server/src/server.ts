/**
 * Starts the whole product in one process: database (migrated, seeded), the app, scheduled work,
 * and a graceful shutdown that finishes in-flight requests before closing the database.
 */
import type { Config } from './config.ts';
import { buildApp, type App } from './app.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoData } from './seed.ts';
import { SystemClock, type Clock } from './platform/clock.ts';
import { OutboxMailer, SmtpMailer } from './platform/mail/mailer.ts';
import { openFileStorage } from './platform/storage.ts';

export const JOB_INTERVAL_MS = 30_000;
/** How often the outbox looks for rows left by a process that died and for retries that became due. */
export const OUTBOX_INTERVAL_MS = 5_000;

export interface StartOptions {
  /** The system clock (movable outside production) unless given: the benches run the server at a fixed time. */
  clock?: Clock;
  /** Whether the scheduled jobs run (default true); a bench timing requests may leave them out. */
  jobs?: boolean;
}

export async function startServer(config: Config, options: StartOptions = {}): Promise<App> {
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrate(database);
  const clock = options.clock ?? new SystemClock(!config.isProduction);
  const storage = await openFileStorage(config);
  if (config.seed) await seedDemoData(database, config, clock, storage);
  const mailer = config.SMTP_URL
    ? new SmtpMailer(config.SMTP_URL, config.mailFrom)
    : new OutboxMailer(database, clock);
  const app = await buildApp({
    config,
    database,
    clock,
    mailer,
    storage,
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrftoken"]'],
    },
  });
  app.addHook('onClose', async () => {
    await app.scheduler.stop();
    await app.outbox.stop();
    await database.close();
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  if (options.jobs !== false) app.scheduler.start(JOB_INTERVAL_MS);
  app.outbox.start(OUTBOX_INTERVAL_MS);
  return app;
}
