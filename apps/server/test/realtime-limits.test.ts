/**
 * The in-process Pusher server's housekeeping with short timeouts and small caps, on a bare HTTP server:
 * idle connections are pinged and closed, connections are capped per address, closed ones are forgotten,
 * and a shutdown asks every client to reconnect.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

const rawText = (raw: WebSocket.RawData) =>
  Array.isArray(raw) ? Buffer.concat(raw).toString() : Buffer.from(raw as ArrayBuffer).toString();
import { signChannel } from '../src/platform/realtime/protocol.ts';
import { PusherSocketServer } from '../src/platform/realtime/socket-server.ts';

const KEY = 'testkey';
const SECRET = 'test-secret-test-secret';

let http: Server;
let realtime: PusherSocketServer;
let port: number;

beforeEach(async () => {
  http = createServer((_req, res) => res.end());
  realtime = new PusherSocketServer({
    key: KEY,
    secret: SECRET,
    log: pino({ level: 'silent' }),
    originAllowed: () => true,
    clientAddress: (request) => request.socket.remoteAddress ?? 'unknown',
    limits: {
      activityTimeoutSeconds: 0.3,
      pongTimeoutMs: 800,
      activityCheckMs: 50,
      maxConnectionsPerAddress: 2,
      maxSubscriptionsPerConnection: 2,
    },
  });
  realtime.attach(http);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  port = (http.address() as AddressInfo).port;
});

afterEach(async () => {
  realtime.close();
  http.closeAllConnections();
  await new Promise((resolve) => http.close(resolve));
});

interface Frame {
  event: string;
  channel?: string;
  data: unknown;
}

function connect() {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${KEY}?protocol=7`);
  const frames: Frame[] = [];
  ws.on('message', (raw) => frames.push(JSON.parse(rawText(raw)) as Frame));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const until = async (test: () => boolean, ms = 3000) => {
    const deadline = Date.now() + ms;
    while (!test()) {
      if (Date.now() > deadline) throw new Error(`timed out; frames: ${JSON.stringify(frames)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const socketId = async () => {
    await until(() => frames.some((f) => f.event === 'pusher:connection_established'));
    const established = frames.find((f) => f.event === 'pusher:connection_established');
    return (JSON.parse(established?.data as string) as { socket_id: string }).socket_id;
  };
  const send = (event: string, data: unknown) => ws.send(JSON.stringify({ event, data }));
  return { ws, frames, closed, until, socketId, send };
}

describe('the in-process server housekeeping', () => {
  it('pings a silent client and closes it with 4201 when no pong comes', async () => {
    const client = connect();
    await client.socketId();
    await client.until(() => client.frames.some((f) => f.event === 'pusher:ping'));
    expect(await client.closed).toBe(4201);
    await client.until(() => realtime.connectionCount === 0);
  });

  it('keeps a client that answers its pings', async () => {
    const client = connect();
    await client.socketId();
    const started = Date.now();
    while (Date.now() - started < 1500) {
      if (client.frames.some((f) => f.event === 'pusher:ping')) {
        client.frames.splice(0);
        client.send('pusher:pong', {});
      }
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
    expect(realtime.connectionCount).toBe(1);
  });

  it('caps the connections of one address (4100: the client backs off and retries)', async () => {
    const first = connect();
    const second = connect();
    await Promise.all([first.socketId(), second.socketId()]);
    const third = connect();
    expect(await third.closed).toBe(4100);
    first.ws.close();
    await first.closed;
    await first.until(() => realtime.connectionCount === 1);
    const fourth = connect();
    expect(await fourth.socketId()).toMatch(/^\d+\.\d+$/);
  });

  it('caps the subscriptions of one connection', async () => {
    const client = connect();
    const socketId = await client.socketId();
    for (const channel of ['private-a', 'private-b', 'private-c']) {
      client.send('pusher:subscribe', { channel, auth: signChannel(KEY, SECRET, socketId, channel) });
    }
    await client.until(() => client.frames.some((f) => f.event === 'pusher:subscription_error'));
    const outcome = client.frames
      .filter((f) => f.event.includes('subscription'))
      .map((f) => `${f.event} ${f.channel}`);
    expect(outcome).toEqual([
      'pusher_internal:subscription_succeeded private-a',
      'pusher_internal:subscription_succeeded private-b',
      'pusher:subscription_error private-c',
    ]);
  });

  it('stops delivering to a channel after unsubscribe and after the socket closed', async () => {
    const client = connect();
    const socketId = await client.socketId();
    const channel = 'private-user-1';
    client.send('pusher:subscribe', { channel, auth: signChannel(KEY, SECRET, socketId, channel) });
    await client.until(() => client.frames.some((f) => f.event === 'pusher_internal:subscription_succeeded'));
    realtime.publish(channel, 'new-room', { id: 1 });
    await client.until(() => client.frames.some((f) => f.event === 'new-room'));
    client.send('pusher:unsubscribe', { channel });
    client.send('pusher:ping', {});
    await client.until(() => client.frames.some((f) => f.event === 'pusher:pong'));
    realtime.publish(channel, 'new-room', { id: 2 });
    client.send('pusher:ping', {});
    await client.until(() => client.frames.filter((f) => f.event === 'pusher:pong').length === 2);
    expect(client.frames.filter((f) => f.event === 'new-room')).toHaveLength(1);
  });

  it('asks every client to reconnect when it shuts down', async () => {
    const client = connect();
    await client.socketId();
    realtime.close();
    expect(await client.closed).toBe(4200);
  });

  it('answers garbage with pusher:error and keeps the connection', async () => {
    const client = connect();
    await client.socketId();
    client.ws.send('not json');
    client.send('pusher:unknown', {});
    await client.until(() => client.frames.filter((f) => f.event === 'pusher:error').length === 2);
    client.send('pusher:ping', {});
    await client.until(() => client.frames.some((f) => f.event === 'pusher:pong'));
  });
});
