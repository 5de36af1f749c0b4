/**
 * Several server processes on one PostgreSQL database (issue 7): a realtime event published in one app
 * reaches pusher-js clients connected to another through LISTEN/NOTIFY, each process delivers it once,
 * delivery resumes after the listener's connection is killed, and scheduled work runs once. PostgreSQL
 * only (TEST_DATABASE_URL): PGlite is one process by nature and delivers directly (realtime-socket.test.ts).
 * Then two real server processes (node apps/server/src/main.ts) on one database: a message sent through one
 * reaches a pusher-js client connected to the other.
 */
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { openDatabase, queryRows, type Database } from '../src/db/client.ts';
import { Scheduler } from '../src/platform/jobs.ts';
import { OutboxMailer } from '../src/platform/mail/mailer.ts';
import { LISTENER_APPLICATION_NAME } from '../src/platform/realtime/pg-fanout.ts';
import { createTestContext, openTestDatabase, type TestContext } from './helpers.ts';
import { login, registerAndConfirm, type Session } from './auth-helpers.ts';
import { collect, pusherClient, type RealtimeClient } from './realtime-client.ts';
import { HttpSession, startServerProcess, type ServerProcess } from './server-processes.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('realtime across two apps on one PostgreSQL database', () => {
  let ctx: TestContext;
  /** The second process: its own app, pool and LISTEN connection on the same database. */
  let second: { app: App; database: Database };
  let baseA: string;
  let baseB: string;
  let sam: Session;
  const opened: RealtimeClient[] = [];

  const origin = (app: App) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const connect = (base: string, session: Session) => {
    const client = pusherClient(base, ctx.app.realtime.browserConfig.key, session.jar);
    opened.push(client);
    return client;
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    const database = await openDatabase({ url: ctx.database.url, poolSize: 3 });
    const app = await buildApp({
      config: ctx.config,
      database,
      clock: ctx.clock,
      mailer: new OutboxMailer(database, ctx.clock),
    });
    second = { app, database };
    await registerAndConfirm(ctx, 'sam@example.com');
    sam = await login(ctx.app, 'sam@example.com');
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseA = origin(ctx.app);
    baseB = origin(app);
  });
  afterEach(() => {
    for (const client of opened.splice(0)) client.pusher.disconnect();
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
    await ctx?.close();
  });

  it('an event published by one app reaches the clients of both, each exactly once', async () => {
    const channelName = `private-user-${sam.user.id}`;
    const onB = connect(baseB, sam);
    const onA = connect(baseA, sam);
    const heardB = collect(await onB.subscribe(channelName), 'new-room');
    const heardA = collect(await onA.subscribe(channelName), 'new-room');
    await ctx.app.realtime.publish(channelName, 'new-room', { id: 5, name: 'Ada L.' });
    await second.app.realtime.publish(channelName, 'new-room', { id: 6, name: 'Bo K.' });
    await heardB.count(2);
    await heardA.count(2);
    // Time for a duplicate to turn up, had the publisher delivered locally as well as through NOTIFY.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heardB.events).toEqual([
      { id: 5, name: 'Ada L.' },
      { id: 6, name: 'Bo K.' },
    ]);
    expect(heardA.events).toEqual(heardB.events);
  });

  it('refuses a subscription to another user’s channel on the other process too (403, no delivery)', async () => {
    await registerAndConfirm(ctx, 'ada@example.com');
    const ada = await login(ctx.app, 'ada@example.com');
    const refused = connect(baseB, ada).subscribe(`private-user-${sam.user.id}`);
    await expect(refused).rejects.toThrow(/refused.*403/);
  });

  it('keeps the order of one publisher’s events and carries a 10 KB message (deflated) across', async () => {
    const channelName = `private-user-${sam.user.id}`;
    const heard = collect(await connect(baseB, sam).subscribe(channelName), 'new-message');
    const long = 'Practise the scale slowly, then faster. '.repeat(240).slice(0, 9_500);
    for (let n = 1; n <= 20; n += 1) await ctx.app.realtime.publish(channelName, 'new-message', { n });
    await ctx.app.realtime.publish(channelName, 'new-message', { n: 21, message: long });
    await heard.count(21);
    expect(heard.events.map((e) => (e as { n: number }).n)).toEqual(
      Array.from({ length: 21 }, (_, i) => i + 1),
    );
    expect((heard.events[20] as { message: string }).message).toBe(long);
  });

  it('an event too big for NOTIFY even deflated reaches only the publishing app’s clients', async () => {
    const channelName = `private-user-${sam.user.id}`;
    const heardB = collect(await connect(baseB, sam).subscribe(channelName), 'blob');
    const heardA = collect(await connect(baseA, sam).subscribe(channelName), 'blob');
    const blob = randomBytes(7_000).toString('base64');
    await ctx.app.realtime.publish(channelName, 'blob', { blob });
    await heardA.count(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heardA.events).toEqual([{ blob }]);
    expect(heardB.events).toEqual([]);
  });

  it('delivery resumes after the LISTEN connection is killed', async () => {
    const channelName = `private-user-${sam.user.id}`;
    const heard = collect(await connect(baseB, sam).subscribe(channelName), 'after-restart');
    const listeners = async () =>
      (
        await queryRows<{ pid: number }>(
          ctx.database.db,
          // Listening, not only connected: a NOTIFY sent before a new backend's LISTEN has run is not heard
          // (on a busy machine that gap lost the test's event).
          sql`SELECT pid FROM pg_stat_activity
              WHERE application_name = ${LISTENER_APPLICATION_NAME} AND datname = current_database()
                AND state = 'idle' AND query ILIKE 'LISTEN %'`,
        )
      ).map((row) => row.pid);
    const before = await listeners();
    expect(before).toHaveLength(2);
    await queryRows(
      ctx.database.db,
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE application_name = ${LISTENER_APPLICATION_NAME} AND datname = current_database()`,
    );
    // Both apps reconnect (after 250 ms, then doubling) with new backends.
    const deadline = Date.now() + 10_000;
    for (;;) {
      const now = await listeners();
      if (now.length === 2 && now.every((pid) => !before.includes(pid))) break;
      if (Date.now() > deadline) throw new Error(`listeners not back: ${JSON.stringify(now)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await ctx.app.realtime.publish(channelName, 'after-restart', { ok: true });
    await heard.count(1);
    expect(heard.events).toEqual([{ ok: true }]);
  });

  it('a due job ticked by both processes’ schedulers at once runs once', async () => {
    // What a job sees as due: a real job reads it from the tables, and its run makes it no longer due.
    let due = true;
    let runs = 0;
    const job = {
      name: 'cluster-test-job',
      run: async () => {
        if (!due) return;
        runs += 1;
        // Held long enough that the other scheduler's attempt surely overlaps it.
        await new Promise((resolve) => setTimeout(resolve, 300));
        due = false;
      },
    };
    const schedulers = [ctx.database, second.database].map((database) => {
      const scheduler = new Scheduler(database, ctx.clock, ctx.app.log, ctx.app.outbox);
      scheduler.register(job);
      return scheduler;
    });
    await Promise.all(schedulers.map((scheduler) => scheduler.runAll()));
    expect(runs).toBe(1);
    due = true;
    await Promise.all(schedulers.map((scheduler) => scheduler.runAll()));
    expect(runs).toBe(2);
  });
});

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL database', () => {
  let dispose: (() => Promise<void>) | undefined;
  const servers: ServerProcess[] = [];
  const clients: RealtimeClient[] = [];
  /** The seeded demo accounts (SEED is on outside production); the mentor is approved (K1). */
  const PASSWORD = 'lesson-demo-2026';

  beforeAll(async () => {
    const opened = await openTestDatabase();
    dispose = opened.dispose;
    const env = { DATABASE_URL: opened.database.url!, NODE_ENV: 'development' };
    // One after the other: the first migrates and seeds, the second finds everything in place.
    servers.push(await startServerProcess(env));
    servers.push(await startServerProcess(env));
  }, 120_000);
  afterAll(async () => {
    for (const client of clients) client.pusher.disconnect();
    const codes = await Promise.all(servers.map((server) => server.stop()));
    expect(codes).toEqual([0, 0]);
    await dispose?.();
  }, 30_000);

  it('a message sent through process A reaches the recipient connected to process B, and the reply comes back', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const config = (await (await fetch(`${b.base}/api/config/`)).json()) as { realtime: { key: string } };
    const student = await HttpSession.signIn(a.base, 'student@example.com', PASSWORD);
    const mentor = await HttpSession.signIn(b.base, 'mentor@example.com', PASSWORD);
    const mentorClient = pusherClient(b.base, config.realtime.key, mentor);
    const studentClient = pusherClient(a.base, config.realtime.key, student);
    clients.push(mentorClient, studentClient);
    const rooms = collect(await mentorClient.subscribe(`private-user-${mentor.user.id}`), 'new-room');

    const first = await student.call('POST', `/api/conversations/send-message/${mentor.user.id}/`, {
      message: 'Hello from process A',
    });
    expect(first.status, b.output()).toBe(201);
    const sent = (await first.json()) as { conversation_id: number };
    await rooms.count(1);
    expect(rooms.events[0]).toMatchObject({ id: sent.conversation_id, last_message: 'Hello from process A' });

    const roomChannel = `private-room-${sent.conversation_id}`;
    const toMentor = collect(await mentorClient.subscribe(roomChannel), 'new-message');
    const toStudent = collect(await studentClient.subscribe(roomChannel), 'new-message');
    const second = await student.call('POST', `/api/conversations/send-message/${mentor.user.id}/`, {
      message: 'Are you free on Friday?',
    });
    expect(second.status).toBe(201);
    await toMentor.count(1);
    expect(toMentor.events[0]).toMatchObject({
      message: 'Are you free on Friday?',
      sender_id: student.user.id,
    });

    const reply = await mentor.call('POST', `/api/conversations/send-message/${student.user.id}/`, {
      message: 'Yes, 10:00 works.',
    });
    expect(reply.status).toBe(201);
    await toStudent.count(2);
    expect(toStudent.events.map((e) => (e as { message: string }).message)).toEqual([
      'Are you free on Friday?',
      'Yes, 10:00 works.',
    ]);
  });
});
