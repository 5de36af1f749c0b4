/**
 * The in-process Pusher server against real clients: pusher-js itself (its Node build) and a bare
 * WebSocket for what pusher-js would never send, on the real app listening on a random port.
 */
import type { AddressInfo } from 'node:net';
import Pusher from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

const rawText = (raw: WebSocket.RawData) =>
  Array.isArray(raw) ? Buffer.concat(raw).toString() : Buffer.from(raw as ArrayBuffer).toString();
import { CSRF_COOKIE, CSRF_HEADER } from '@app/contract';
import { createTestContext, type TestContext } from './helpers.ts';
import { login, registerAndConfirm, type Session } from './auth-helpers.ts';

const AUTH = '/api/conversations/pusher/auth/';

let ctx: TestContext;
let base: string;
let key: string;
let sam: Session;
let ada: Session;
const opened: { disconnect(): void }[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  await registerAndConfirm(ctx, 'sam@example.com');
  await registerAndConfirm(ctx, 'ada@example.com');
  sam = await login(ctx.app, 'sam@example.com');
  ada = await login(ctx.app, 'ada@example.com');
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  key = ctx.app.realtime.browserConfig.key;
});
afterEach(() => {
  for (const client of opened.splice(0)) client.disconnect();
});
let closed = false;
afterAll(async () => {
  if (!closed) await ctx.close();
});

/** The real auth endpoint over HTTP, as the browser calls it: session cookies and the CSRF header. */
async function authorize(session: Session, socketId: string, channelName: string, form = false) {
  const body = form
    ? new URLSearchParams({ socket_id: socketId, channel_name: channelName }).toString()
    : JSON.stringify({ socket_id: socketId, channel_name: channelName });
  return fetch(`http://${base}${AUTH}`, {
    method: 'POST',
    headers: {
      'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      cookie: session.jar.header(),
      [CSRF_HEADER]: session.jar.get(CSRF_COOKIE) ?? '',
    },
    body,
  });
}

function pusherFor(session: Session, form = false): Pusher {
  const client = new Pusher(key, {
    cluster: 'eu',
    wsHost: '127.0.0.1',
    wsPort: Number(base.split(':')[1]),
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: AUTH,
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        authorize(session, socketId, channelName, form)
          .then(async (res) => {
            if (!res.ok) callback(new Error(`auth ${res.status}`), null);
            else callback(null, (await res.json()) as { auth: string });
          })
          .catch((err: unknown) => callback(err as Error, null));
      },
    },
  });
  opened.push(client);
  return client;
}

function once<T = unknown>(bind: (resolve: (value: T) => void) => void, ms = 5000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out waiting')), ms);
    bind((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/** A bare protocol client that keeps every frame the server sent. */
function rawClient(query = 'protocol=7&client=js&version=8.6.0&flash=false', path = `/app/${key}`) {
  const ws = new WebSocket(`ws://${base}${path}?${query}`);
  const frames: { event: string; channel?: string; data: unknown }[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (raw) => {
    frames.push(JSON.parse(rawText(raw)) as (typeof frames)[number]);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const next = async (event: string, ms = 5000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = frames.find((f) => f.event === event);
      if (found) {
        frames.splice(frames.indexOf(found), 1);
        return found;
      }
      if (Date.now() > deadline) throw new Error(`no ${event}; got ${JSON.stringify(frames)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  const send = (event: string, data: unknown, channel?: string) =>
    ws.send(JSON.stringify({ event, data, ...(channel ? { channel } : {}) }));
  opened.push({ disconnect: () => ws.close() });
  return { ws, frames, next, send, closed };
}

async function connectedRaw() {
  const client = rawClient();
  const established = await client.next('pusher:connection_established');
  const { socket_id: socketId, activity_timeout: activityTimeout } = JSON.parse(
    established.data as string,
  ) as {
    socket_id: string;
    activity_timeout: number;
  };
  return { ...client, socketId, activityTimeout };
}

describe('pusher-js against the in-process server', () => {
  it("connects, subscribes to its own channel through the auth endpoint and hears the server's event", async () => {
    const client = pusherFor(sam, true);
    const channel = client.subscribe(`private-user-${sam.user.id}`);
    await once((resolve) => channel.bind('pusher:subscription_succeeded', resolve));
    expect(client.connection.state).toBe('connected');
    expect(client.connection.socket_id).toMatch(/^\d+\.\d+$/);
    const heard = once((resolve) => channel.bind('new-room', resolve));
    await ctx.app.realtime.publish(`private-user-${sam.user.id}`, 'new-room', { id: 5, name: 'Ada L.' });
    expect(await heard).toEqual({ id: 5, name: 'Ada L.' });
  });

  it('relays a client event to the other subscriber and never back to its sender', async () => {
    // A prefix of the test's own (lessons register theirs): both people of "duet 77".
    const lesson = 'private-duet-77';
    ctx.app.realtime.authorizeChannel('private-duet-', (user, name) =>
      Promise.resolve(name === lesson && [sam.user.id, ada.user.id].includes(user.id)),
    );
    const samClient = pusherFor(sam);
    const adaClient = pusherFor(ada);
    const samChannel = samClient.subscribe(lesson);
    const adaChannel = adaClient.subscribe(lesson);
    await Promise.all([
      once((resolve) => samChannel.bind('pusher:subscription_succeeded', resolve)),
      once((resolve) => adaChannel.bind('pusher:subscription_succeeded', resolve)),
    ]);
    const samHeard: unknown[] = [];
    samChannel.bind('client-signal', (data: unknown) => samHeard.push(data));
    const adaHeard = once((resolve) => adaChannel.bind('client-signal', resolve));
    expect(samChannel.trigger('client-signal', { sdp: 'offer', n: 1 })).toBe(true);
    expect(await adaHeard).toEqual({ sdp: 'offer', n: 1 });
    // A round trip through the server after the relay: had it echoed, the echo would be here by now.
    const pong = once((resolve) => adaChannel.bind('client-ack', resolve));
    samChannel.bind('client-ack', (data: unknown) => samHeard.push(data));
    adaChannel.trigger('client-ack', 'ok');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(samHeard).toEqual(['ok']);
    await expect(Promise.race([pong, new Promise((r) => setTimeout(() => r('none'), 200))])).resolves.toBe(
      'none',
    );
  });

  it("cannot subscribe to another user's channel: the auth endpoint says 403", async () => {
    const client = pusherFor(sam);
    const channel = client.subscribe(`private-user-${ada.user.id}`);
    const error = await once<{ type: string; status?: number }>((resolve) =>
      channel.bind('pusher:subscription_error', resolve),
    );
    expect(error.type).toBe('AuthError');
    const res = await authorize(sam, client.connection.socket_id, `private-user-${ada.user.id}`);
    expect(res.status).toBe(403);
  });
});

describe('the protocol on a bare socket', () => {
  it('announces a socket id and the 120 s activity timeout, and answers a ping with a pong', async () => {
    const client = await connectedRaw();
    expect(client.socketId).toMatch(/^\d+\.\d+$/);
    expect(client.activityTimeout).toBe(120);
    client.send('pusher:ping', {});
    expect((await client.next('pusher:pong')).data).toBe('{}');
  });

  it('refuses a forged signature with a subscription error, and the channel stays silent', async () => {
    const client = await connectedRaw();
    const channel = `private-user-${ada.user.id}`;
    const forged = `${key}:${'ab'.repeat(32)}`;
    client.send('pusher:subscribe', { channel, auth: forged });
    const refused = await client.next('pusher:subscription_error');
    expect(refused.channel).toBe(channel);
    expect(JSON.parse(refused.data as string)).toMatchObject({ type: 'AuthError', status: 401 });
    await ctx.app.realtime.publish(channel, 'new-room', { id: 1 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.frames.filter((f) => f.event === 'new-room')).toEqual([]);
  });

  it("refuses a genuine signature used for another socket's subscription", async () => {
    const owner = await connectedRaw();
    const thief = await connectedRaw();
    const channel = `private-user-${sam.user.id}`;
    const { auth } = (await (await authorize(sam, owner.socketId, channel)).json()) as { auth: string };
    thief.send('pusher:subscribe', { channel, auth });
    await thief.next('pusher:subscription_error');
    owner.send('pusher:subscribe', { channel, auth });
    expect((await owner.next('pusher_internal:subscription_succeeded')).channel).toBe(channel);
  });

  it('refuses public channels outright', async () => {
    const client = await connectedRaw();
    client.send('pusher:subscribe', { channel: 'news' });
    expect(JSON.parse((await client.next('pusher:subscription_error')).data as string)).toMatchObject({
      status: 400,
    });
  });

  it('refuses client events from a socket that is not subscribed, and an oversized one from one that is', async () => {
    const sender = await connectedRaw();
    const listener = await connectedRaw();
    const channel = `private-user-${sam.user.id}`;
    for (const client of [sender, listener]) {
      const { auth } = (await (await authorize(sam, client.socketId, channel)).json()) as { auth: string };
      client.send('pusher:subscribe', { channel, auth });
      await client.next('pusher_internal:subscription_succeeded');
    }
    const stranger = await connectedRaw();
    stranger.send('client-typing', { x: 1 }, channel);
    expect(((await stranger.next('pusher:error')).data as { message: string }).message).toMatch(/subscribe/);

    sender.send('client-typing', { text: 'x'.repeat(11 * 1024) }, channel);
    expect(((await sender.next('pusher:error')).data as { message: string }).message).toMatch(/10 KB/);
    sender.send('client-typing', { text: 'small' }, channel);
    const relayed = await listener.next('client-typing');
    expect(JSON.parse(relayed.data as string)).toEqual({ text: 'small' });
    expect(listener.frames.filter((f) => f.event === 'client-typing')).toEqual([]);
  });

  it('rate limits client events to ten a second per connection', async () => {
    const sender = await connectedRaw();
    const channel = `private-user-${sam.user.id}`;
    const { auth } = (await (await authorize(sam, sender.socketId, channel)).json()) as { auth: string };
    sender.send('pusher:subscribe', { channel, auth });
    await sender.next('pusher_internal:subscription_succeeded');
    for (let i = 0; i < 15; i++) sender.send('client-burst', { i }, channel);
    const error = await sender.next('pusher:error');
    expect(error.data).toMatchObject({ code: 4301 });
  });

  it.each([
    ['an unsupported protocol version', 'protocol=6&client=js&version=8.6.0', 4007],
    ['no protocol version', 'client=js&version=8.6.0', 4008],
    ['a malformed protocol version', 'protocol=seven', 4006],
  ])(
    'closes a connection with %s, with the code that tells pusher-js not to retry',
    async (_name, query, code) => {
      const client = rawClient(query);
      expect((await client.next('pusher:error')).data).toMatchObject({ code });
      expect((await client.closed).code).toBe(code);
    },
  );

  it('closes a connection to an unknown app key with 4001', async () => {
    const client = rawClient(undefined, '/app/not-our-key');
    expect((await client.closed).code).toBe(4001);
  });

  it('refuses an upgrade from a page of another site', async () => {
    const ws = new WebSocket(`ws://${base}/app/${key}?protocol=7`, {
      headers: { origin: 'https://evil.example' },
    });
    const status = await new Promise<number | undefined>((resolve) => {
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode));
      ws.on('open', () => resolve(undefined));
    });
    expect(status).toBe(403);
  });
});

describe('shutting the app down', () => {
  it('asks connected clients to reconnect (4200) and does not wait for them to leave', async () => {
    const client = await connectedRaw();
    const started = Date.now();
    closed = true;
    await ctx.close();
    expect((await client.closed).code).toBe(4200);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
