/**
 * Fan-out of realtime events across server processes on one PostgreSQL database (LISTEN/NOTIFY).
 *
 * publish() only sends `pg_notify`; every process, the publisher included, hears the notification on its
 * one dedicated LISTEN connection and hands the event to its own sockets. So each process delivers each
 * event exactly once, and a process needs no idea of who else is running. Delivery is at most once: a
 * notification sent while a listener is reconnecting is lost for that process's sockets (the web app
 * also polls, NAV-06). PostgreSQL delivers notifications in commit order, and publish() is awaited after
 * the change has committed, so one request's events keep their order.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { EventSink } from './realtime.ts';

/** The one notification channel every process listens on. */
export const NOTIFY_CHANNEL = 'realtime_events';
/** PostgreSQL refuses payloads of 8000 bytes or more (BLCKSZ - NAMEDATALEN - 128 in a default build). */
export const NOTIFY_PAYLOAD_MAX_BYTES = 7999;
/** Marks a deflated payload; plain JSON payloads start with "{". */
const COMPRESSED = 'z:';
/** Visible in pg_stat_activity, so an operator (or a test) can tell the listener from the pool. */
export const LISTENER_APPLICATION_NAME = 'realtime-listener';

export interface FanoutEvent {
  channel: string;
  event: string;
  data: unknown;
}

/**
 * The NOTIFY payload for an event, or undefined when even deflated it does not fit. A realtime event is
 * at most 10 KB of JSON, which deflates far below the limit unless it is mostly random characters.
 */
export function encodeEvent(message: FanoutEvent): string | undefined {
  const json = JSON.stringify({ channel: message.channel, event: message.event, data: message.data ?? null });
  if (Buffer.byteLength(json) <= NOTIFY_PAYLOAD_MAX_BYTES) return json;
  const packed = COMPRESSED + deflateRawSync(json).toString('base64');
  return packed.length <= NOTIFY_PAYLOAD_MAX_BYTES ? packed : undefined;
}

export function decodeEvent(payload: string): FanoutEvent {
  const json = payload.startsWith(COMPRESSED)
    ? inflateRawSync(Buffer.from(payload.slice(COMPRESSED.length), 'base64')).toString()
    : payload;
  const parsed = JSON.parse(json) as Partial<FanoutEvent>;
  if (typeof parsed.channel !== 'string' || typeof parsed.event !== 'string') {
    throw new Error('not a realtime event');
  }
  return { channel: parsed.channel, event: parsed.event, data: parsed.data ?? null };
}

export interface FanoutOptions {
  /** The database's connection string: the listener is a connection of its own, not one of the pool's. */
  url: string;
  /** Sends a NOTIFY (through the pool: publishing keeps working while the listener reconnects). */
  notify: (channel: string, payload: string) => Promise<void>;
  /** Hands an event to this process's sockets. */
  deliver: (channel: string, event: string, data: unknown) => void;
  log: FastifyBaseLogger;
  /** Reconnection delays: the first, doubled after each failure up to the last. */
  retryMs?: { first: number; max: number };
}

export class PgFanout implements EventSink {
  private client: pg.Client | undefined;
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private delay: number;
  private readonly retryMs: { first: number; max: number };
  /** Resolves when a listener is connected; tests and start-up wait on it. */
  private connecting: Promise<void> | undefined;

  constructor(private readonly options: FanoutOptions) {
    this.retryMs = options.retryMs ?? { first: 250, max: 10_000 };
    this.delay = this.retryMs.first;
  }

  /** Connects the listener. Start-up fails if the database cannot be reached now (it just was, to migrate). */
  async start(): Promise<void> {
    await this.connect();
  }

  /** Whether the LISTEN connection is currently up. */
  get listening(): boolean {
    return this.client !== undefined;
  }

  async publish(channel: string, event: string, data: unknown): Promise<void> {
    const payload = encodeEvent({ channel, event, data });
    if (payload === undefined) {
      // Too big for NOTIFY even deflated: this process's sockets still get it; the others' clients poll.
      this.options.log.warn(
        { channel, event },
        'realtime event too large for NOTIFY: delivered in this process only',
      );
      this.options.deliver(channel, event, data);
      return;
    }
    await this.options.notify(NOTIFY_CHANNEL, payload);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await this.connecting?.catch(() => undefined);
    await client?.end().catch(() => undefined);
  }

  private connect(): Promise<void> {
    const attempt = this.open();
    this.connecting = attempt;
    return attempt;
  }

  private async open(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.url,
      application_name: LISTENER_APPLICATION_NAME,
      // A half-open TCP connection (a load balancer or network drop) is noticed and reconnected.
      keepAlive: true,
    });
    // Without a listener an 'error' event would crash the process; 'end' below does the recovery.
    client.on('error', (err) => {
      if (!this.closed) this.options.log.warn({ err }, 'realtime listener connection error');
    });
    client.on('notification', (message) => this.receive(message));
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
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
  }

  private receive(message: pg.Notification): void {
    if (message.channel !== NOTIFY_CHANNEL || message.payload === undefined) return;
    try {
      const { channel, event, data } = decodeEvent(message.payload);
      this.options.deliver(channel, event, data);
    } catch (err) {
      this.options.log.warn({ err }, 'unreadable realtime notification ignored');
    }
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    if (this.closed) return;
    this.options.log.warn('realtime listener connection lost: reconnecting');
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.closed) return;
    const wait = this.delay;
    this.delay = Math.min(this.delay * 2, this.retryMs.max);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect().then(
        () => {
          if (this.client) this.options.log.info('realtime listener reconnected');
        },
        (err: unknown) => {
          this.options.log.warn({ err, retryInMs: this.delay }, 'realtime listener reconnect failed');
          this.scheduleRetry();
        },
      );
    }, wait);
    // A pending reconnection must not keep a finished process alive.
    this.retryTimer.unref();
  }
}
