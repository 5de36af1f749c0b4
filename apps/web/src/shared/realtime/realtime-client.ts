/**
 * The realtime connection of this tab (rule K2, CHAT-29/30): one pusher-js client, loaded on first use so
 * it never weighs on the first page, configured from GET /api/config/ and authorising private channels
 * through the app's own HTTP client (session cookies + X-CSRFToken). For signed-in users only: the auth
 * call of a visitor would end at the login page. Logging out (or a lost session) disconnects it.
 *
 *   const realtime = await connectRealtime();
 *   const lesson = realtime.subscribe(lessonChannel(bookingId));
 *   const stop = lesson.bind<Signal>('client-signal', onSignal);
 *   lesson.trigger('client-signal', offer);
 *   ...; stop(); lesson.unsubscribe();
 */
import { hashKey } from '@tanstack/react-query';
import type Pusher from 'pusher-js';
import type { Channel } from 'pusher-js';
import {
  PUSHER_CLUSTER,
  REALTIME_ACTIVITY_TIMEOUT_SECONDS,
  REALTIME_PONG_TIMEOUT_SECONDS,
  REALTIME_UNAVAILABLE_TIMEOUT_SECONDS,
  realtimeMessages,
  type RealtimeAuthResponse,
  type RealtimeConnectionConfig,
} from '@app/contract';
import { apiRequest } from '../api/client.ts';
import { publicConfigQuery } from '../config/public-config.ts';
import { queryClient } from '../api/query-client.ts';
import { authCheckKey } from '../session/auth-check.ts';

export type RealtimeState = 'connecting' | 'connected' | 'unavailable' | 'disconnected';

export interface RealtimeSubscription {
  readonly channel: string;
  /** Settles once the server accepted the subscription; rejects when authorisation failed. */
  readonly ready: Promise<void>;
  /** Listens for an event; the answer stops listening. */
  bind<T = unknown>(event: string, callback: (data: T) => void): () => void;
  unbind(event: string, callback: (data: never) => void): void;
  /** Sends a client event (name `client-...`) to the channel's other subscribers; false when not sent. */
  trigger(clientEvent: `client-${string}`, data: unknown): boolean;
  /** Stops listening here; the channel is left when no other subscription of this tab uses it. */
  unsubscribe(): void;
}

export interface RealtimeClient {
  readonly state: RealtimeState;
  readonly socketId: string | null;
  /** Calls back on every state change; the answer stops it. */
  onStateChange(callback: (state: RealtimeState) => void): () => void;
  subscribe(channel: string): RealtimeSubscription;
  disconnect(): void;
}

/** pusher-js's six states in the four the product shows ("failed" means no WebSocket at all). */
export function realtimeStateOf(pusherState: string): RealtimeState {
  switch (pusherState) {
    case 'connected':
      return 'connected';
    case 'unavailable':
    case 'failed':
      return 'unavailable';
    case 'disconnected':
      return 'disconnected';
    default:
      return 'connecting';
  }
}

/** Where to connect: the server's answer, with null meaning "the same as this page". */
export function socketOptions(config: RealtimeConnectionConfig, page: Location) {
  const tls = config.tls ?? page.protocol === 'https:';
  const port = config.port ?? (page.port ? Number(page.port) : tls ? 443 : 80);
  return { wsHost: config.host ?? page.hostname, wsPort: port, wssPort: port, forceTLS: tls };
}

function authorizeThroughApi(endpoint: string) {
  return (
    { socketId, channelName }: { socketId: string; channelName: string },
    callback: (error: Error | null, data: RealtimeAuthResponse | null) => void,
  ) => {
    // Background work: a session that ended meanwhile is for the page's own calls to report, so a refused
    // subscription never navigates away from what the user is doing.
    apiRequest<RealtimeAuthResponse>(endpoint, {
      method: 'POST',
      body: { socket_id: socketId, channel_name: channelName },
      background: true,
    }).then(
      (answer) => callback(null, answer),
      () => callback(new Error(realtimeMessages.authFailed), null),
    );
  };
}

function wrap(pusher: Pusher): RealtimeClient {
  const users = new Map<string, number>();
  return {
    get state() {
      return realtimeStateOf(pusher.connection.state);
    },
    get socketId() {
      return pusher.connection.socket_id ?? null;
    },
    onStateChange(callback) {
      const listener = ({ current }: { current: string }) => callback(realtimeStateOf(current));
      pusher.connection.bind('state_change', listener);
      return () => void pusher.connection.unbind('state_change', listener);
    },
    subscribe(name) {
      const channel: Channel = pusher.subscribe(name);
      users.set(name, (users.get(name) ?? 0) + 1);
      const bound: [string, (data: never) => void][] = [];
      let left = false;
      const ready = new Promise<void>((resolve, reject) => {
        if (channel.subscribed) resolve();
        bound.push(['pusher:subscription_succeeded', () => resolve()]);
        bound.push(['pusher:subscription_error', () => reject(new Error(realtimeMessages.authFailed))]);
        for (const [event, callback] of bound) channel.bind(event, callback);
      });
      // A subscription nobody awaits must not raise an unhandled rejection.
      ready.catch(() => undefined);
      const unbind = (event: string, callback: (data: never) => void) => {
        channel.unbind(event, callback);
        const at = bound.findIndex(([e, c]) => e === event && c === callback);
        if (at >= 0) bound.splice(at, 1);
      };
      return {
        channel: name,
        ready,
        bind<T>(event: string, callback: (data: T) => void) {
          channel.bind(event, callback);
          bound.push([event, callback]);
          return () => unbind(event, callback);
        },
        unbind,
        trigger: (event, data) => channel.trigger(event, data),
        unsubscribe() {
          if (left) return;
          left = true;
          for (const [event, callback] of [...bound]) unbind(event, callback);
          const remaining = (users.get(name) ?? 1) - 1;
          if (remaining > 0) users.set(name, remaining);
          else {
            users.delete(name);
            pusher.unsubscribe(name);
          }
        },
      };
    },
    disconnect: () => pusher.disconnect(),
  };
}

/**
 * AUTH-36: logout leaves nothing in local storage but the cookie choice. pusher-js stores the transport
 * that worked last ("pusherTransportTLS") whenever a connection opens, also one that opens just after
 * logout's wipe, and has no option against it: its runtime is told there is no local storage. Only
 * WebSockets are enabled, so the remembered choice would gain nothing.
 */
export function keepOutOfLocalStorage(PusherClass: typeof Pusher): void {
  PusherClass.Runtime.getLocalStorage = () => undefined;
}

let shared: Promise<RealtimeClient> | null = null;
let stopWatchingSession: (() => void) | null = null;

async function open(): Promise<RealtimeClient> {
  const [{ default: PusherClass }, config] = await Promise.all([
    import('pusher-js'),
    queryClient.fetchQuery(publicConfigQuery),
  ]);
  const { realtime } = config;
  keepOutOfLocalStorage(PusherClass);
  const pusher = new PusherClass(realtime.key, {
    cluster: PUSHER_CLUSTER,
    ...socketOptions(realtime, window.location),
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    activityTimeout: REALTIME_ACTIVITY_TIMEOUT_SECONDS * 1000,
    pongTimeout: REALTIME_PONG_TIMEOUT_SECONDS * 1000,
    unavailableTimeout: REALTIME_UNAVAILABLE_TIMEOUT_SECONDS * 1000,
    channelAuthorization: { customHandler: authorizeThroughApi(realtime.auth_endpoint) },
  });
  return wrap(pusher);
}

const authCheckHash = hashKey(authCheckKey);

/** Ends the connection when the session does: logout clears the cache, a lost session reads anonymous. */
function watchSession(): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== authCheckHash) return;
    const data = event.query.state.data as { is_authenticated?: boolean } | undefined;
    if (event.type === 'removed' || (event.type === 'updated' && data?.is_authenticated === false)) {
      disconnectRealtime();
    }
  });
}

/** The tab's one realtime connection, opened on first use. */
export function connectRealtime(): Promise<RealtimeClient> {
  if (!shared) {
    stopWatchingSession = watchSession();
    shared = open().catch((error: unknown) => {
      // A failed start (config unreachable) may be retried by the next caller.
      shared = null;
      throw error;
    });
  }
  return shared;
}

/** Closes the tab's connection (logout); the next connectRealtime() opens a new one. */
export function disconnectRealtime(): void {
  const current = shared;
  shared = null;
  stopWatchingSession?.();
  stopWatchingSession = null;
  void current?.then((client) => client.disconnect()).catch(() => undefined);
}
