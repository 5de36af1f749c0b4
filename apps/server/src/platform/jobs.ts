/**
 * Scheduled work (checkout expiry, status changes, reminders...). Every process ticks, but each job runs
 * inside a transaction holding a database advisory lock, so it runs once however many processes exist.
 * Jobs read the time from the injected clock and select what became due, so moving the development
 * clock and calling runAll() makes the due work happen at once.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Database, type Tx } from '../db/client.ts';
import type { Clock } from './clock.ts';
import type { Outbox } from './outbox.ts';

/**
 * Work to do once the job's transaction has committed: calls to other systems never run inside it (they
 * would hold the lock, and PGlite's single connection would wait on itself). Mails and events are not
 * such work: they are written to the outbox in the transaction itself.
 */
export type AfterCommit = () => Promise<void>;

export interface Job {
  name: string;
  run(tx: Tx, now: Date): Promise<void | AfterCommit>;
}

export class Scheduler {
  private readonly jobs: Job[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly outbox: Outbox,
  ) {}

  register(job: Job): void {
    this.jobs.push(job);
  }

  /**
   * Runs every job once, one after another, then delivers what they wrote to the outbox; a tick never
   * overlaps the previous one.
   */
  async runAll(): Promise<void> {
    const previous = this.running ?? Promise.resolve();
    const next = previous.then(() => this.runEach());
    this.running = next;
    return next;
  }

  private async runEach(): Promise<void> {
    for (const job of this.jobs) {
      try {
        const after = await this.database.db.transaction(async (tx) => {
          const lock = await queryRows<{ locked: boolean }>(
            tx,
            sql`SELECT pg_try_advisory_xact_lock(hashtext(${job.name})) AS locked`,
          );
          if (!lock[0]?.locked) return undefined;
          return job.run(tx, this.clock.now());
        });
        if (after) await after();
      } catch (err) {
        this.log.error({ err, job: job.name }, 'scheduled job failed');
      }
    }
    await this.outbox.drain().catch((err: unknown) => this.log.error({ err }, 'outbox drain failed'));
  }

  start(intervalMs: number): void {
    this.timer = setInterval(() => void this.runAll(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
