/**
 * The durable outbox (ADR 29). A side effect that must follow a committed change is written as a row of
 * `outbox_jobs` in the change's own transaction (`enqueue`, or the `mailer(tx)` and `publish(tx, ...)`
 * shorthands), so it exists exactly when the change does. `drain()` delivers the due rows: it claims a
 * batch under a lease (`FOR UPDATE SKIP LOCKED`, so several processes never take the same row), runs each
 * row's handler outside any transaction, deletes the row on success and, on failure, sets it to run again
 * after a backoff. A process that dies mid-delivery leaves its rows leased; they are claimed again once
 * the lease has passed. Delivery is therefore at least once, and every consumer is idempotent (the
 * webhook dedupes event ids; the development outbox's mail is written in the transaction that deletes
 * the row, so it is exactly once).
 *
 * When it runs: at the end of every API answer that enqueued something in this process (so a caller sees
 * its mail and events delivered, as before), after each tick of scheduled work, every few seconds in the
 * background (rows of a process that died, retries), and once at start-up.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Database, type Tx } from '../db/client.ts';
import { outboxJobs } from '../db/schema/index.ts';
import type { Clock } from './clock.ts';
import type { MailMessage, Mailer } from './mail/mailer.ts';

export type OutboxKind = 'mail' | 'realtime' | 'payment-event' | 'provider-refund' | 'file-removal';

interface ClaimedRow {
  id: number | string;
  kind: OutboxKind;
  payload: unknown;
  attempts: number;
}

/** Delivers one row's payload; throwing leaves the row to be retried. */
export type OutboxHandler = (payload: unknown) => Promise<void>;

/** A handler whose delivery is itself a database write: it runs in the transaction that deletes the row. */
export type OutboxTransactionalHandler = (tx: Tx, payload: unknown) => Promise<void>;

/** A claimed row belongs to its worker this long; a worker that died loses it after that. */
export const OUTBOX_LEASE_SECONDS = 60;
const BATCH = 20;
/** A drain stops after this many batches so that one call is bounded; the next call goes on. */
const MAX_BATCHES = 20;
const FIRST_RETRY_SECONDS = 10;
const MAX_RETRY_SECONDS = 3600;

/** Seconds until the next try after `attempts` failed ones: 10 s, 20 s, 40 s ... at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_SECONDS);
}

export interface RealtimeMessage {
  channel: string;
  event: string;
  data: unknown;
}

/** A stored file to remove once the change that stopped referring to it has committed (ADR 71). */
export interface FileRemoval {
  path: string;
}

export class Outbox {
  private readonly handlers = new Map<OutboxKind, OutboxHandler>();
  private readonly transactional = new Map<OutboxKind, OutboxTransactionalHandler>();
  /** Set when this process enqueued something since its last drain: the answer's hook drains only then. */
  private pending = false;
  private draining: Promise<number> = Promise.resolve(0);
  private timer: NodeJS.Timeout | undefined;
  /** Marks the work a drain runs, so a delivery that answers an API call (a webhook) does not drain again. */
  private readonly insideDrain = new AsyncLocalStorage<true>();
  /**
   * Whether the current API answer enqueued anything. The process's flag is not enough: another answer's
   * drain can run between this answer's enqueue and its commit (two staff refunds of one booking at once),
   * find its rows not yet visible, and clear the flag; this answer must still deliver before it leaves.
   */
  private readonly answer = new AsyncLocalStorage<{ wrote: boolean }>();

  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  handle(kind: OutboxKind, handler: OutboxHandler): void {
    this.handlers.set(kind, handler);
  }

  handleInTransaction(kind: OutboxKind, handler: OutboxTransactionalHandler): void {
    this.transactional.set(kind, handler);
  }

  /** Writes a side effect in the caller's transaction; it is delivered once that transaction commits. */
  async enqueue(tx: Tx, kind: OutboxKind, payload: unknown): Promise<void> {
    const now = this.clock.now();
    await tx.insert(outboxJobs).values({ kind, payload, runAt: now, createdAt: now });
    this.pending = true;
    const answer = this.answer.getStore();
    if (answer) answer.wrote = true;
  }

  /** Runs an API answer's work in a scope of its own, so its drain knows what it wrote (app.ts). */
  scopeAnswer(work: () => void): void {
    this.answer.run({ wrote: false }, work);
  }

  /** A mailer whose every mail is a row of this transaction (what the modules' mail functions take). */
  mailer(tx: Tx): Mailer {
    return { send: (message: MailMessage) => this.enqueue(tx, 'mail', message) };
  }

  /** A realtime event sent once this transaction commits. */
  publish(tx: Tx, channel: string, event: string, data: unknown): Promise<void> {
    return this.enqueue(tx, 'realtime', { channel, event, data } satisfies RealtimeMessage);
  }

  /**
   * Removes a stored file once this transaction commits, retried until the storage has done it (removing a
   * file that is already gone succeeds, so a second delivery is harmless).
   */
  removeFile(tx: Tx, path: string): Promise<void> {
    return this.enqueue(tx, 'file-removal', { path } satisfies FileRemoval);
  }

  /**
   * Drains when this process enqueued something since its last drain, or when the current answer did
   * (the answers' hook calls it).
   */
  async drainIfPending(): Promise<void> {
    // The flag is the process's, not the request's: an answer that wrote nothing may deliver another's rows
    // (they commit microseconds apart), but answers never wait when nothing was written, whatever a
    // background drain is doing (a slow SMTP server must not hold up every answer).
    if (this.pending || this.answer.getStore()?.wrote) await this.drain();
  }

  /**
   * Delivers every due row, one drain at a time in this process (a second call waits for the first and
   * then looks again, so a caller always finds the rows it committed before calling handled). Answers
   * how many rows were delivered. A call made from inside a delivery returns at once: the outer drain
   * picks up what that delivery enqueued.
   */
  drain(): Promise<number> {
    if (this.insideDrain.getStore()) return Promise.resolve(0);
    const next = this.draining.then(() => this.insideDrain.run(true, () => this.deliverDue()));
    this.draining = next.catch(() => 0);
    return next;
  }

  private async deliverDue(): Promise<number> {
    let delivered = 0;
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      this.pending = false;
      const rows = await this.claim();
      for (const row of rows) if (await this.deliver(row)) delivered++;
      // Another look when a delivery wrote new rows (the webhook's mails after a payment event).
      if (rows.length < BATCH && !this.pending) break;
    }
    return delivered;
  }

  private async claim(): Promise<ClaimedRow[]> {
    const now = this.clock.now();
    const leaseEnd = new Date(now.getTime() + OUTBOX_LEASE_SECONDS * 1000);
    return queryRows<ClaimedRow>(
      this.database.db,
      sql`UPDATE outbox_jobs SET locked_until = ${leaseEnd.toISOString()}, attempts = attempts + 1
          WHERE id IN (
            SELECT id FROM outbox_jobs
            WHERE run_at <= ${now.toISOString()}
              AND (locked_until IS NULL OR locked_until <= ${now.toISOString()})
            ORDER BY run_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
          RETURNING id, kind, payload, attempts`,
    );
  }

  private async deliver(row: ClaimedRow): Promise<boolean> {
    const id = Number(row.id);
    try {
      const inTransaction = this.transactional.get(row.kind);
      if (inTransaction) {
        await this.database.db.transaction(async (tx) => {
          // Only the worker that still holds the row writes: a second claimant after a lost lease finds
          // it gone, so the write happens once.
          const mine = await queryRows<{ id: string }>(
            tx,
            sql`DELETE FROM outbox_jobs WHERE id = ${id} RETURNING id`,
          );
          if (mine.length > 0) await inTransaction(tx, row.payload);
        });
        return true;
      }
      const handler = this.handlers.get(row.kind);
      if (!handler) throw new Error(`No outbox handler for ${row.kind}`);
      await handler(row.payload);
      await this.database.db.execute(sql`DELETE FROM outbox_jobs WHERE id = ${id}`);
      return true;
    } catch (err) {
      const retryAt = new Date(this.clock.now().getTime() + retryDelaySeconds(row.attempts) * 1000);
      const message = err instanceof Error ? err.message : String(err);
      this.log.error({ err, outboxId: id, kind: row.kind, attempts: row.attempts }, 'outbox delivery failed');
      await this.database.db
        .execute(
          sql`UPDATE outbox_jobs SET run_at = ${retryAt.toISOString()}, locked_until = NULL,
                last_error = ${message.slice(0, 1000)} WHERE id = ${id}`,
        )
        .catch((updateErr: unknown) =>
          this.log.error({ err: updateErr, outboxId: id }, 'outbox retry not set'),
        );
      return false;
    }
  }

  /** Drains now and then every `intervalMs`, for rows left by a process that died and for retries. */
  start(intervalMs: number): void {
    const tick = () =>
      void this.drain().catch((err: unknown) => this.log.error({ err }, 'outbox drain failed'));
    tick();
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.draining;
  }
}
