/**
 * A pusher-js client (its Node build) for tests of the realtime layer across server processes: connects to
 * one server's /app/{key}, authorises subscriptions at that server's auth endpoint over HTTP with a signed-in
 * browser's cookies and CSRF header, and collects the events heard on a channel.
 */
import Pusher, { type Channel } from 'pusher-js';
import { CSRF_COOKIE, CSRF_HEADER, REALTIME_AUTH_PATH } from '@app/contract';

/** What a signed-in browser holds: its cookies and the CSRF cookie's value. */
export interface BrowserCookies {
  header(): string;
  get(name: string): string | undefined;
}

export interface RealtimeClient {
  pusher: Pusher;
  /** Subscribes and resolves once the server confirmed the subscription. */
  subscribe(channelName: string): Promise<Channel>;
}

/** `base` is the server's origin (http://127.0.0.1:port); `key` the realtime key of GET /api/config/. */
export function pusherClient(base: string, key: string, cookies: BrowserCookies): RealtimeClient {
  const url = new URL(base);
  const pusher = new Pusher(key, {
    cluster: 'eu',
    wsHost: url.hostname,
    wsPort: Number(url.port),
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: REALTIME_AUTH_PATH,
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        fetch(`${base}${REALTIME_AUTH_PATH}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: cookies.header(),
            [CSRF_HEADER]: cookies.get(CSRF_COOKIE) ?? '',
          },
          body: JSON.stringify({ socket_id: socketId, channel_name: channelName }),
        })
          .then(async (res) => {
            if (!res.ok) callback(new Error(`auth ${res.status}`), null);
            else callback(null, (await res.json()) as { auth: string });
          })
          .catch((err: unknown) => callback(err as Error, null));
      },
    },
  });
  return {
    pusher,
    subscribe: (channelName) =>
      new Promise<Channel>((resolve, reject) => {
        const channel = pusher.subscribe(channelName);
        const timer = setTimeout(() => reject(new Error(`no subscription to ${channelName}`)), 10_000);
        channel.bind('pusher:subscription_succeeded', () => {
          clearTimeout(timer);
          resolve(channel);
        });
        channel.bind('pusher:subscription_error', (error: unknown) => {
          clearTimeout(timer);
          reject(new Error(`subscription to ${channelName} refused: ${JSON.stringify(error)}`));
        });
      }),
  };
}

/** Every `event` heard on the channel from now on, and a way to wait until `n` of them have arrived. */
export function collect(channel: Channel, event: string) {
  const events: unknown[] = [];
  const waiters: (() => void)[] = [];
  channel.bind(event, (data: unknown) => {
    events.push(data);
    for (const wake of waiters.splice(0)) wake();
  });
  const count = async (n: number, ms = 10_000) => {
    const deadline = Date.now() + ms;
    while (events.length < n) {
      if (Date.now() > deadline) throw new Error(`heard ${events.length} ${event}, expected ${n}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };
  return { events, count };
}
