/**
 * One client connection of the in-process Pusher server: subscriptions (private channels only, each with a
 * valid signature), pings both ways, and client events relayed to the channel's other subscribers.
 */
import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type WebSocket from 'ws';
import { REALTIME_EVENT_MAX_BYTES } from '@app/contract';
import {
  ErrorCode,
  decodeClientFrame,
  encodeError,
  encodeEvent,
  isPrivateChannelName,
  subscriptionData,
  verifyChannelSignature,
} from './protocol.ts';

export interface ConnectionLimits {
  /** Seconds of silence after which the server pings (announced to the client as activity_timeout). */
  activityTimeoutSeconds: number;
  /** How long an unanswered ping may wait before the connection is closed (4201). */
  pongTimeoutMs: number;
  maxSubscriptionsPerConnection: number;
  /** Client events per connection per second (Pusher's own limit is 10). */
  clientEventsPerSecond: number;
  /** A client whose unsent backlog grows past this is too slow to keep (bytes). */
  maxBufferedBytes: number;
}

/** What a connection needs from the server that owns it. */
export interface ConnectionHost {
  readonly key: string;
  readonly secret: string;
  readonly limits: ConnectionLimits;
  readonly log: FastifyBaseLogger;
  join(connection: Connection, channel: string): void;
  leave(connection: Connection, channel: string): void;
  /** Delivers a client event to every subscriber of the channel but the sender. */
  relay(sender: Connection, channel: string, frame: string): void;
  forget(connection: Connection): void;
}

function rawText(raw: WebSocket.RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return raw instanceof ArrayBuffer ? Buffer.from(raw).toString('utf8') : raw.toString('utf8');
}

/** A socket id as the protocol spells it: two runs of digits joined by a dot. */
function newSocketId(): string {
  return `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
}

export class Connection {
  readonly socketId = newSocketId();
  readonly channels = new Set<string>();
  private lastActivity = Date.now();
  private pingSentAt: number | null = null;
  private tokens: number;
  private tokensRefilledAt = Date.now();

  constructor(
    private readonly ws: WebSocket,
    private readonly host: ConnectionHost,
  ) {
    this.tokens = host.limits.clientEventsPerSecond;
    ws.on('message', (raw, isBinary) => this.onFrame(raw, isBinary));
    // Transport-level pings and pongs count as activity too.
    ws.on('ping', () => this.touch());
    ws.on('pong', () => this.touch());
    ws.on('close', () => this.host.forget(this));
    ws.on('error', (err) => this.host.log.debug({ err }, 'realtime socket error'));
  }

  /** pusher:connection_established: data is a JSON string, as the protocol says. */
  establish(): void {
    this.send(
      encodeEvent('pusher:connection_established', {
        socket_id: this.socketId,
        activity_timeout: this.host.limits.activityTimeoutSeconds,
      }),
    );
  }

  send(frame: string): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > this.host.limits.maxBufferedBytes) {
      // A client that does not read would make the server hold its backlog forever.
      this.ws.terminate();
      return;
    }
    this.ws.send(frame);
  }

  close(code: number, message: string): void {
    this.send(encodeError(code, message));
    this.ws.close(code, message.slice(0, 120));
  }

  /** Called by the server's timer: ping a silent client, close one that never answered. */
  checkActivity(now: number): void {
    const { activityTimeoutSeconds, pongTimeoutMs } = this.host.limits;
    if (this.pingSentAt !== null && now - this.pingSentAt >= pongTimeoutMs) {
      this.close(ErrorCode.pongNotReceived, 'Pong reply not received');
    } else if (this.pingSentAt === null && now - this.lastActivity >= activityTimeoutSeconds * 1000) {
      this.pingSentAt = now;
      this.send(encodeEvent('pusher:ping', {}));
    }
  }

  private touch(): void {
    this.lastActivity = Date.now();
    this.pingSentAt = null;
  }

  private onFrame(raw: WebSocket.RawData, isBinary: boolean): void {
    this.touch();
    const frame = isBinary ? undefined : decodeClientFrame(rawText(raw));
    if (!frame) {
      this.send(encodeError(null, 'Invalid message: a JSON Pusher event was expected'));
      return;
    }
    switch (frame.event) {
      case 'pusher:ping':
        this.send(encodeEvent('pusher:pong', {}));
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        this.subscribe(frame.data);
        return;
      case 'pusher:unsubscribe': {
        const { channel } = subscriptionData(frame.data);
        if (channel && this.channels.delete(channel)) this.host.leave(this, channel);
        return;
      }
    }
    if (frame.event.startsWith('client-')) this.clientEvent(frame.event, frame.channel, frame.data);
    else this.send(encodeError(null, `Unsupported event: ${frame.event.slice(0, 64)}`));
  }

  private subscribe(data: unknown): void {
    const { channel, auth } = subscriptionData(data);
    if (!channel || !isPrivateChannelName(channel)) {
      this.refuse(channel, 'Only private channels with a valid name can be subscribed to', 400);
      return;
    }
    if (!auth || !verifyChannelSignature(this.host.key, this.host.secret, this.socketId, channel, auth)) {
      this.refuse(channel, `Invalid signature for channel ${channel}`, 401);
      return;
    }
    if (!this.channels.has(channel)) {
      if (this.channels.size >= this.host.limits.maxSubscriptionsPerConnection) {
        this.refuse(channel, 'Too many subscriptions on one connection', 429);
        return;
      }
      this.channels.add(channel);
      this.host.join(this, channel);
    }
    this.send(encodeEvent('pusher_internal:subscription_succeeded', {}, channel));
  }

  /**
   * A refused subscription: pusher:error for the connection (as Pusher does) and
   * pusher:subscription_error on the channel, which pusher-js hands to the channel's listeners.
   */
  private refuse(channel: string | undefined, message: string, status: number): void {
    this.send(encodeError(status === 401 ? ErrorCode.unauthorized : null, message));
    if (channel && channel.length <= 200) {
      this.send(
        encodeEvent(
          'pusher:subscription_error',
          { type: status === 401 ? 'AuthError' : 'SubscriptionError', error: message, status },
          channel,
        ),
      );
    }
  }

  private clientEvent(event: string, channel: string | undefined, data: unknown): void {
    if (!channel || !this.channels.has(channel)) {
      this.send(encodeError(null, 'Client event rejected: subscribe to the private channel first'));
      return;
    }
    const payload = JSON.stringify(data ?? null);
    if (Buffer.byteLength(payload) > REALTIME_EVENT_MAX_BYTES) {
      this.send(encodeError(null, 'Client event rejected: its data is larger than 10 KB'));
      return;
    }
    if (!this.takeToken()) {
      this.send(encodeError(ErrorCode.clientEventRateLimited, 'Client event rejected due to rate limit'));
      return;
    }
    // The data travels as a JSON string, like everything the server sends.
    this.host.relay(this, channel, JSON.stringify({ event, channel, data: payload }));
  }

  /** A token bucket refilled continuously, holding at most one second's worth of events. */
  private takeToken(): boolean {
    const now = Date.now();
    const rate = this.host.limits.clientEventsPerSecond;
    this.tokens = Math.min(rate, this.tokens + ((now - this.tokensRefilledAt) / 1000) * rate);
    this.tokensRefilledAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
