/**
 * The realtime layer as domain modules see it (rule K2): publish an event on a channel, say who may
 * subscribe to which private channels, and sign a subscription. Two engines sit behind it: the in-process
 * Pusher server (on PostgreSQL its events fan out to every process through LISTEN/NOTIFY, pg-fanout.ts)
 * and a hosted Pusher-protocol service through the official `pusher` package.
 */
import Pusher from 'pusher';
import type { FastifyBaseLogger } from 'fastify';
import {
  PUSHER_CLUSTER,
  REALTIME_AUTH_PATH,
  REALTIME_EVENT_MAX_BYTES,
  type RealtimeConnectionConfig,
} from '@app/contract';
import type { Config } from '../../config.ts';
import type { SignedInUser } from '../caller.ts';
import { signChannel } from './protocol.ts';
import type { PusherSocketServer } from './socket-server.ts';

/** Whether this user may listen on this channel (its full name, prefix included). */
export type ChannelCheck = (user: SignedInUser, channelName: string) => Promise<boolean>;

/** Where published events go: this process's sockets, or the hosted service's REST API. */
export interface EventSink {
  publish(channel: string, event: string, data: unknown): Promise<void>;
}

export interface Realtime {
  /**
   * Sends `event` with `data` to every subscriber of `channel`. Call it after the transaction that made
   * the change has committed. Delivery is best effort (the web app also polls), so a failure is logged
   * rather than thrown; data over 10 KB is a programming error and throws.
   */
  publish(channel: string, event: string, data: unknown): Promise<void>;
  /** Registers who may subscribe to the private channels starting with `prefix` (one check per prefix). */
  authorizeChannel(prefix: string, check: ChannelCheck): void;
  /** Whether the registered check for this channel's prefix lets the user in; false when none matches. */
  mayJoin(user: SignedInUser, channelName: string): Promise<boolean>;
  /** The `{auth}` answer pusher-js forwards in pusher:subscribe. */
  signChannel(socketId: string, channelName: string): { auth: string };
  /** How the browser connects (the `realtime` part of GET /api/config/). */
  readonly browserConfig: RealtimeConnectionConfig;
}

export interface RealtimeParts {
  sign: (socketId: string, channelName: string) => string;
  sink: EventSink;
  browserConfig: RealtimeConnectionConfig;
  log: FastifyBaseLogger;
}

export function createRealtime({ sign, sink, browserConfig }: RealtimeParts): Realtime {
  const checks = new Map<string, ChannelCheck>();
  const checkFor = (channelName: string): ChannelCheck | undefined => {
    let best: string | undefined;
    for (const prefix of checks.keys()) {
      if (channelName.startsWith(prefix) && channelName.length > prefix.length) {
        if (!best || prefix.length > best.length) best = prefix;
      }
    }
    return best === undefined ? undefined : checks.get(best);
  };
  return {
    browserConfig,
    async publish(channel, event, data) {
      const size = Buffer.byteLength(JSON.stringify(data ?? null));
      if (size > REALTIME_EVENT_MAX_BYTES) {
        throw new Error(`Realtime event ${event} is ${size} bytes; the limit is ${REALTIME_EVENT_MAX_BYTES}`);
      }
      // A failure throws: events come from the outbox (platform/outbox.ts), which tries again later.
      await sink.publish(channel, event, data);
    },
    authorizeChannel(prefix, check) {
      if (!prefix.startsWith('private-')) throw new Error(`Only private channels are used: ${prefix}`);
      if (checks.has(prefix)) throw new Error(`Channel prefix ${prefix} already has a check`);
      checks.set(prefix, check);
    },
    async mayJoin(user, channelName) {
      const check = checkFor(channelName);
      return check ? check(user, channelName) : false;
    },
    signChannel: (socketId, channelName) => ({ auth: sign(socketId, channelName) }),
  };
}

/** Events straight to this process's sockets: the whole story when there is one process (PGlite). */
export function localSink(server: PusherSocketServer): EventSink {
  return {
    publish: (channel, event, data) => {
      server.publish(channel, event, data);
      return Promise.resolve();
    },
  };
}

/**
 * The in-process engine: signatures with the database's key and secret; events to this process's sockets,
 * or to every process's through `sink` (the PostgreSQL fan-out).
 */
export function inProcessParts(
  server: PusherSocketServer,
  log: FastifyBaseLogger,
  sink: EventSink = localSink(server),
): RealtimeParts {
  return {
    sign: (socketId, channelName) => signChannel(server.key, server.secret, socketId, channelName),
    sink,
    // The page's own host, port and scheme: the realtime endpoint is served with the app.
    browserConfig: { key: server.key, host: null, port: null, tls: null, auth_endpoint: REALTIME_AUTH_PATH },
    log,
  };
}

/** The hosted engine (PUSHER_APP_ID/KEY/SECRET): Pusher's eu cluster, or PUSHER_HOST (Soketi, say). */
export function hostedParts(config: Config, log: FastifyBaseLogger): RealtimeParts {
  const { PUSHER_APP_ID: appId, PUSHER_KEY: key, PUSHER_SECRET: secret } = config;
  if (!appId || !key || !secret) throw new Error('PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET are required');
  const tls = config.PUSHER_USE_TLS ?? true;
  const base = { appId, key, secret, useTLS: tls };
  const pusher = config.PUSHER_HOST
    ? new Pusher({
        ...base,
        host: config.PUSHER_HOST,
        ...(config.PUSHER_PORT ? { port: String(config.PUSHER_PORT) } : {}),
      })
    : new Pusher({ ...base, cluster: PUSHER_CLUSTER });
  return {
    sign: (socketId, channelName) => pusher.authorizeChannel(socketId, channelName).auth,
    sink: {
      publish: async (channel, event, data) => {
        await pusher.trigger(channel, event, data);
      },
    },
    browserConfig: {
      key,
      host: config.PUSHER_HOST ?? `ws-${PUSHER_CLUSTER}.pusher.com`,
      port: config.PUSHER_PORT ?? (tls ? 443 : 80),
      tls,
      auth_endpoint: REALTIME_AUTH_PATH,
    },
    log,
  };
}
