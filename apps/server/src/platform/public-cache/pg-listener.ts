/**
 * The LISTEN connection of the public read cache on PostgreSQL: one dedicated client per process (not one
 * of the pool's), reconnected with a doubling backoff like the realtime fan-out's (realtime/pg-fanout.ts).
 * While it is down the process may miss invalidations, so it says so (`onDown`) and the cache stops serving
 * until it is back (`onUp`, after LISTEN succeeded), starting empty.
 */
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** Visible in pg_stat_activity, so an operator (or a test) can tell it from the pool and the realtime one. */
export const CACHE_LISTENER_APPLICATION_NAME = 'public-cache-listener';

export interface CacheListenerOptions {
  url: string;
  channel: string;
  onNotify: (payload: string) => void;
  onUp: () => void;
  onDown: () => void;
  log: FastifyBaseLogger;
  retryMs?: { first: number; max: number };
}

export class CacheListener {
  private client: pg.Client | undefined;
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly retryMs: { first: number; max: number };
  private delay: number;

  constructor(private readonly options: CacheListenerOptions) {
    this.retryMs = options.retryMs ?? { first: 250, max: 10_000 };
    this.delay = this.retryMs.first;
  }

  /** Start-up fails if the database cannot be reached now (it just was, to migrate). */
  async start(): Promise<void> {
    await this.open();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async open(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.url,
      application_name: CACHE_LISTENER_APPLICATION_NAME,
      keepAlive: true,
    });
    client.on('error', (err) => {
      if (!this.closed) this.options.log.warn({ err }, 'public cache listener connection error');
    });
    client.on('notification', (message) => {
      if (message.channel === this.options.channel) this.options.onNotify(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.options.channel}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    client.on('end', () => this.lost(client));
    this.client = client;
    this.delay = this.retryMs.first;
    this.options.onUp();
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.options.onDown();
    if (this.closed) return;
    this.options.log.warn('public cache listener connection lost: reconnecting, cache off meanwhile');
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.closed) return;
    const wait = this.delay;
    this.delay = Math.min(this.delay * 2, this.retryMs.max);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.open().then(
        () => this.options.log.info('public cache listener reconnected'),
        (err: unknown) => {
          this.options.log.warn({ err, retryInMs: this.delay }, 'public cache listener reconnect failed');
          this.scheduleRetry();
        },
      );
    }, wait);
    this.retryTimer.unref();
  }
}
