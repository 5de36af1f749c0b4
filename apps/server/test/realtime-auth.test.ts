/**
 * Realtime authorisation (rule K2, API-57): the protocol's signature, the auth endpoint's answers, the
 * browser's connection settings, and the hosted-service configuration through the official package.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Pusher from 'pusher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicConfigSchema, realtimeAuthResponseSchema } from '@app/contract';
import { loadConfig } from '../src/config.ts';
import { contentSecurityPolicy } from '../src/platform/security.ts';
import { signChannel, verifyChannelSignature } from '../src/platform/realtime/protocol.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { login, registerAndConfirm, type Session } from './auth-helpers.ts';

const AUTH = '/api/conversations/pusher/auth/';

// The worked example of Pusher's channel authorisation documentation.
const VECTOR = {
  key: '278d425bdf160c739803',
  secret: '7ad3773142a6692b25b8',
  socketId: '1234.1234',
  channel: 'private-foobar',
  auth: '278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4',
};

describe('the channel signature', () => {
  it("matches the Pusher documentation's published example", () => {
    expect(signChannel(VECTOR.key, VECTOR.secret, VECTOR.socketId, VECTOR.channel)).toBe(VECTOR.auth);
  });

  it('is what the official pusher package answers for the same example', () => {
    const pusher = new Pusher({ appId: '1', key: VECTOR.key, secret: VECTOR.secret, cluster: 'eu' });
    expect(pusher.authorizeChannel(VECTOR.socketId, VECTOR.channel)).toEqual({ auth: VECTOR.auth });
  });

  it('verifies only the exact signature for that socket and channel', () => {
    const verify = (socketId: string, channel: string, auth: string) =>
      verifyChannelSignature(VECTOR.key, VECTOR.secret, socketId, channel, auth);
    expect(verify(VECTOR.socketId, VECTOR.channel, VECTOR.auth)).toBe(true);
    expect(verify('1234.1235', VECTOR.channel, VECTOR.auth)).toBe(false);
    expect(verify(VECTOR.socketId, 'private-foobaz', VECTOR.auth)).toBe(false);
    expect(verify(VECTOR.socketId, VECTOR.channel, VECTOR.auth.replace(/.$/, '0'))).toBe(false);
    expect(verify(VECTOR.socketId, VECTOR.channel, VECTOR.auth.slice(0, -2))).toBe(false);
  });
});

describe('the realtime configuration', () => {
  it('refuses PUSHER_* settings given only in part', () => {
    expect(() => loadConfig({ PUSHER_KEY: 'abc' })).toThrow(/PUSHER_APP_ID: .*set together/);
    expect(() => loadConfig({ PUSHER_APP_ID: '1', PUSHER_KEY: 'abc' })).toThrow(/PUSHER_APP_ID/);
    expect(() => loadConfig({ PUSHER_HOST: 'soketi.internal' })).toThrow(/PUSHER_APP_ID/);
  });

  it('uses the in-process server without them and the hosted service with them', () => {
    expect(loadConfig({}).realtimeProvider).toBe('in-process');
    const hosted = loadConfig({ PUSHER_APP_ID: '1', PUSHER_KEY: 'abc', PUSHER_SECRET: 'secret-secret' });
    expect(hosted.realtimeProvider).toBe('pusher');
    expect(contentSecurityPolicy(hosted)['connect-src']).toContain('wss://ws-eu.pusher.com');
  });
});

describe('POST /api/conversations/pusher/auth/', () => {
  let ctx: TestContext;
  let sam: Session;
  let ada: Session;
  beforeAll(async () => {
    ctx = await createTestContext();
    await registerAndConfirm(ctx, 'sam@example.com');
    await registerAndConfirm(ctx, 'ada@example.com');
    sam = await login(ctx.app, 'sam@example.com');
    ada = await login(ctx.app, 'ada@example.com');
  });
  afterAll(() => ctx.close());

  const config = async () =>
    publicConfigSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/config/' })).json()).realtime;

  it("signs the user's own channel with the key GET /api/config/ hands out", async () => {
    const { key } = await config();
    const channel = `private-user-${sam.user.id}`;
    const res = await sam.inject({
      method: 'POST',
      url: AUTH,
      payload: { socket_id: '123.456', channel_name: channel },
    });
    expect(res.statusCode).toBe(200);
    const { auth } = realtimeAuthResponseSchema.parse(res.json());
    expect(auth).toMatch(new RegExp(`^${key}:[0-9a-f]{64}$`));
    expect(auth).not.toBe(signChannel(key, 'not-the-secret', '123.456', channel));
  });

  it('accepts the form pusher-js posts by default, as well as JSON', async () => {
    const channel = `private-user-${sam.user.id}`;
    const form = await sam.inject({
      method: 'POST',
      url: AUTH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `socket_id=123.456&channel_name=${encodeURIComponent(channel)}`,
    });
    const json = await sam.inject({
      method: 'POST',
      url: AUTH,
      payload: { socket_id: '123.456', channel_name: channel },
    });
    expect(form.statusCode).toBe(200);
    expect(form.json()).toEqual(json.json());
  });

  it("refuses another user's channel with 403 in the R1 shape", async () => {
    const res = await sam.inject({
      method: 'POST',
      url: AUTH,
      payload: { socket_id: '123.456', channel_name: `private-user-${ada.user.id}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'You may not subscribe to this channel.' });
  });

  it.each([
    ['a look-alike of the own channel', (id: number) => `private-user-${id}0`],
    ['a conversation room (messaging is not there yet)', () => 'private-room-1'],
    ['a prefix nobody registered', () => 'private-anything-1'],
    ['the bare prefix', () => 'private-user-'],
  ])('refuses %s with 403', async (_name, channelOf) => {
    const res = await sam.inject({
      method: 'POST',
      url: AUTH,
      payload: { socket_id: '123.456', channel_name: channelOf(sam.user.id) },
    });
    expect(res.statusCode).toBe(403);
  });

  it.each([
    ['a socket id without a dot', { socket_id: '123456', channel_name: 'private-user-1' }, 'socket_id'],
    ['a socket id with letters', { socket_id: '12a.456', channel_name: 'private-user-1' }, 'socket_id'],
    [
      'an injected socket id',
      { socket_id: '1.2:private-user-2', channel_name: 'private-user-1' },
      'socket_id',
    ],
    ['a public channel', { socket_id: '1.2', channel_name: 'user-1' }, 'channel_name'],
    ['a presence channel', { socket_id: '1.2', channel_name: 'presence-user-1' }, 'channel_name'],
    ['a channel with a colon', { socket_id: '1.2', channel_name: 'private-user-1:x' }, 'channel_name'],
    [
      'a channel over 164 characters',
      { socket_id: '1.2', channel_name: `private-${'a'.repeat(160)}` },
      'channel_name',
    ],
    ['no channel', { socket_id: '1.2' }, 'channel_name'],
  ])('answers 400 in the R1 shape for %s', async (_name, payload, field) => {
    const res = await sam.inject({ method: 'POST', url: AUTH, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      detail: expect.any(String) as string,
      errors: { [field]: [expect.any(String) as string] },
    });
  });

  it('answers 401 to a signed-out caller, whatever it sends', async () => {
    for (const payload of [{ socket_id: '1.2', channel_name: 'private-user-1' }, { socket_id: 'x' }]) {
      const res = await ctx.app.inject({ method: 'POST', url: AUTH, payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    }
  });

  it('needs the CSRF header like every other unsafe call of a session', async () => {
    const res = await sam.inject({
      method: 'POST',
      url: AUTH,
      csrf: false,
      payload: { socket_id: '1.2', channel_name: `private-user-${sam.user.id}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ detail: string }>().detail).toMatch(/^CSRF Failed/);
  });

  it('refuses a body far larger than any subscription needs', async () => {
    const res = await sam.inject({
      method: 'POST',
      url: AUTH,
      payload: { socket_id: '1.2', channel_name: `private-user-${sam.user.id}`, padding: 'x'.repeat(5000) },
    });
    expect(res.statusCode).toBe(413);
  });
});

/** A stand-in for the hosted service's REST API, recording what the official package sends it. */
async function fakePusherApi(): Promise<{
  server: Server;
  port: number;
  requests: { url: string; body: string }[];
}> {
  const requests: { url: string; body: string }[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({ url: request.url ?? '', body });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, requests };
}

describe('with a hosted Pusher-protocol service configured', () => {
  let ctx: TestContext;
  let api: Awaited<ReturnType<typeof fakePusherApi>>;
  beforeAll(async () => {
    api = await fakePusherApi();
    ctx = await createTestContext({
      env: {
        PUSHER_APP_ID: '4242',
        PUSHER_KEY: VECTOR.key,
        PUSHER_SECRET: VECTOR.secret,
        PUSHER_HOST: '127.0.0.1',
        PUSHER_PORT: String(api.port),
        PUSHER_USE_TLS: 'false',
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise((resolve) => api.server.close(resolve));
  });

  it('signs with the configured key and secret through the official package', () => {
    expect(ctx.app.realtime.signChannel(VECTOR.socketId, VECTOR.channel)).toEqual({ auth: VECTOR.auth });
  });

  it('publishes through the service REST API', async () => {
    await ctx.app.realtime.publish('private-user-7', 'new-room', { id: 3 });
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.url).toMatch(/^\/apps\/4242\/events\?/);
    expect(JSON.parse(api.requests[0]?.body ?? '{}')).toMatchObject({
      name: 'new-room',
      channels: ['private-user-7'],
      data: '{"id":3}',
    });
  });

  it('tells the browser to connect to the service', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config/' });
    expect(res.json<{ realtime: unknown }>().realtime).toEqual({
      key: VECTOR.key,
      host: '127.0.0.1',
      port: api.port,
      tls: false,
      auth_endpoint: AUTH,
    });
    expect(res.body).not.toContain(VECTOR.secret);
  });

  it('refuses events over the 10 KB limit before sending anything', async () => {
    const before = api.requests.length;
    await expect(
      ctx.app.realtime.publish('private-user-7', 'big', { text: 'x'.repeat(11_000) }),
    ).rejects.toThrow(/limit/);
    expect(api.requests).toHaveLength(before);
  });
});
