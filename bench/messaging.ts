/**
 * Messaging and masterclass reads (issue 7) on a warm server over PostgreSQL: STUDENTS bench students,
 * MENTORS bench mentors, about ROOMS conversation rooms with MESSAGES messages and CLASSES masterclasses
 * with tens of thousands of attendees (bench/messaging-seed.ts). The demo mentor Maya is the busy user
 * (MAYA_ROOMS rooms), the demo student Sam a typical one (SAM_ROOMS rooms, one of them his room with Maya of
 * BUSY_MESSAGES messages). Sequential keep-alive requests through real HTTP, signed in with a session cookie:
 * the room list (page_size 20, and 50 as the navbar's unread poll asks) for both, page 1 and page 50 of the
 * long room, the public masterclass list and one class; p50/p95 against the 20 ms budget and the process's
 * peak RSS against 300 MB. Then, as an informative write figure without a budget, Maya answering a student
 * (POST send-message, the clock moved 3 s per message through POST /api/dev/clock/, untimed, to stay under
 * the 30-a-minute flood guard). Last,
 * for each read, the queries one request sends with their execution times and the plan of the slowest
 * (recorded from the pg client, as bench/mentor-workspace.ts does). Needs PostgreSQL on 127.0.0.1:5432 (user
 * postgres, trust) or BENCH_DATABASE_URL; creates a fresh database and drops it at the end.
 *
 *   npm run bench:messaging   (REQUESTS=300 STUDENTS=20000 MENTORS=500 ROOMS=200000 MESSAGES=2000000
 *                              MAYA_ROOMS=2000 SAM_ROOMS=30 BUSY_MESSAGES=5000 CLASSES=300; PLANS=0 skips plans)
 */
import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { ChatMessagePage, ConversationRoomPage, Masterclass, SentMessage } from '@app/contract';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { queryRows, type Database } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/seed.ts';
import { FixedClock } from '../apps/server/src/platform/clock.ts';
import { OutboxMailer } from '../apps/server/src/platform/mail/mailer.ts';
import { seedMessaging, type MessagingSeed, type SeededMessaging } from './messaging-seed.ts';
import { printQueries } from './query-plans.ts';
import { startServerProcess } from './server-process.ts';
import {
  BUDGET_P95_MS,
  getter,
  percentile,
  RssMeter,
  signIn,
  timeCase,
  withFreshDatabase,
} from './support.ts';

const REQUESTS = Number(process.env.REQUESTS ?? 300);
const SIZE: MessagingSeed = {
  students: Number(process.env.STUDENTS ?? 20_000),
  mentors: Number(process.env.MENTORS ?? 500),
  rooms: Number(process.env.ROOMS ?? 200_000),
  messages: Number(process.env.MESSAGES ?? 2_000_000),
  mayaRooms: Number(process.env.MAYA_ROOMS ?? 2000),
  samRooms: Number(process.env.SAM_ROOMS ?? 30),
  busyMessages: Number(process.env.BUSY_MESSAGES ?? 5000),
  classes: Number(process.env.CLASSES ?? 300),
  upcomingClasses: 24,
};
const NOW = '2026-11-23T08:00:00Z';
const DEEP_PAGE = 50;
/**
 * Seconds the clock moves per message sent: 20 a minute, under the flood guard's 30 (the development clock
 * call takes whole seconds).
 */
const SEND_EVERY_SECONDS = 3;

async function counts(database: Database, who: SeededMessaging): Promise<string> {
  const [row] = await queryRows<Record<string, number>>(
    database.db,
    sql`SELECT (SELECT count(*)::int FROM users) AS users,
               (SELECT count(*)::int FROM conversation_rooms) AS rooms,
               (SELECT count(*)::int FROM conversation_messages) AS messages,
               (SELECT count(*)::int FROM conversation_members WHERE user_id = ${who.mayaId}) AS maya_rooms,
               (SELECT count(*)::int FROM conversation_members WHERE user_id = ${who.samId}) AS sam_rooms,
               (SELECT count(*)::int FROM conversation_messages WHERE room_id = ${who.busyRoomId}) AS busy,
               (SELECT count(*)::int FROM conversation_members me
                 WHERE me.user_id = ${who.mayaId} AND EXISTS (SELECT 1 FROM conversation_messages m
                   WHERE m.room_id = me.room_id AND m.sender_id <> me.user_id
                     AND m.id > me.last_read_message_id)) AS maya_unread,
               (SELECT count(*)::int FROM masterclasses) AS classes,
               (SELECT count(*)::int FROM masterclass_attendees) AS attendees,
               (SELECT pg_database_size(current_database()) / 1048576)::int AS mb`,
  );
  return (
    `${row?.users} users, ${row?.rooms} rooms, ${row?.messages} messages, ${row?.classes} masterclasses ` +
    `with ${row?.attendees} attendees (database ${row?.mb} MB)\nbusy mentor: ${row?.maya_rooms} rooms, ` +
    `${row?.maya_unread} with unread messages; student: ${row?.sam_rooms} rooms; long room: ${row?.busy} messages`
  );
}

/** A POST as the web app sends it: the session cookie and the CSRF token copied into X-CSRFToken. */
function poster(base: string, cookie: string, expected = 201) {
  const csrf = /(?:^|; )csrftoken=([^;]+)/.exec(cookie)?.[1];
  if (!csrf) throw new Error('no csrftoken cookie after signing in');
  return async <T>(url: string, body: unknown): Promise<T> => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-timezone': 'UTC', 'x-csrftoken': csrf, cookie },
      body: JSON.stringify(body),
    });
    if (res.status !== expected) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}

/** Like timeCase, for the write figure: p50/p95 printed, no budget; `before` runs untimed before each call. */
async function timeWrite(
  label: string,
  requests: number,
  before: () => Promise<unknown>,
  call: () => Promise<string>,
) {
  const times: number[] = [];
  let shown = '';
  for (let i = 0; i < requests + 20; i += 1) {
    await before();
    const began = performance.now();
    shown = await call();
    if (i >= 20) times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(38)} ${shown.padStart(12)}  p50 ${percentile(times, 50).toFixed(2).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(2).padStart(6)} ms  (write, no budget)`,
  );
}

async function main(): Promise<void> {
  await withFreshDatabase('bench_messaging', async (database, dataDir, url) => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED: 'true' });
    const clock = new FixedClock(NOW);
    await seedDemoData(database, config, clock);
    const seededAt = performance.now();
    console.log('seeding:');
    const who = await seedMessaging(database, SIZE, clock.now(), (line) => console.log(line));
    console.log(
      `seeded in ${((performance.now() - seededAt) / 1000).toFixed(1)} s: ${await counts(database, who)}`,
    );

    /** The read cases against a server at `base`, signed in there. */
    const casesAt = async (base: string) => {
      const asMentor = getter(base, await signIn(base, 'mentor@example.com', config.SEED_PASSWORD));
      const asStudent = getter(base, await signIn(base, 'student@example.com', config.SEED_PASSWORD));
      const asVisitor = getter(base);

      const rooms = (get: typeof asMentor, size: number) => async () => {
        const body = await get<ConversationRoomPage>(`/api/conversations/rooms/?page=1&page_size=${size}`);
        const unread = body.results.filter((r) => r.unread_count > 0).length;
        return `${body.results.length}/${body.count} ${unread}u`;
      };
      const messages = (page: number) => async () => {
        const body = await asStudent<ChatMessagePage>(
          `/api/conversations/rooms/${who.busyRoomId}/messages/?page=${page}`,
        );
        return `${body.results.length} of ${body.count}`;
      };
      const cases: [string, () => Promise<string>][] = [
        ['mentor: rooms, page_size 20', rooms(asMentor, 20)],
        ['mentor: rooms, page_size 50 (poll)', rooms(asMentor, 50)],
        ['student: rooms, page_size 20', rooms(asStudent, 20)],
        ['student: rooms, page_size 50 (poll)', rooms(asStudent, 50)],
        ['student: long room, page 1', messages(1)],
        [`student: long room, page ${DEEP_PAGE}`, messages(DEEP_PAGE)],
        [
          'visitor: masterclasses, active',
          async () =>
            `${(await asVisitor<Masterclass[]>('/api/webinars/meet-and-greets/?is_active=true')).length} classes`,
        ],
        [
          'visitor: one masterclass',
          async () =>
            `${(await asVisitor<Masterclass>(`/api/webinars/meet-and-greets/${who.classId}/`)).slots_left} left`,
        ],
      ];
      return cases;
    };

    // The server in its own process (its clock fixed at NOW), so that its memory is its own.
    const server = await startServerProcess({ databaseUrl: url, dataDir, now: NOW });
    const base = server.base;
    const cases = await casesAt(base);
    const rss = new RssMeter(server);
    console.log(`before the load: ${rss.now()}`);
    const [load1, load5] = loadavg();
    console.log(
      `\n${REQUESTS} sequential requests per case, p95 budget ${BUDGET_P95_MS} ms; rooms: shown/count and how ` +
        `many shown have unread messages (load average ${load1!.toFixed(1)} / ${load5!.toFixed(1)} over ` +
        `1 / 5 min, ${availableParallelism()} cores)\n`,
    );
    let failures = 0;
    for (const [label, call] of cases) {
      if (!(await timeCase(label, REQUESTS, call))) failures += 1;
    }

    console.log(`after the reads: ${rss.now()}`);
    // The server's clock moves through the development clock call (which also runs what became due), and the
    // access token lives 15 minutes of that clock: signed in again every 200 messages (10 clock minutes).
    const signedIn = async () => {
      const cookie = await signIn(base, 'mentor@example.com', config.SEED_PASSWORD);
      return { send: poster(base, cookie), moveClock: poster(base, cookie, 200) };
    };
    let mentor = await signedIn();
    let sentCount = 0;
    await timeWrite(
      'mentor: send a message (existing room)',
      REQUESTS,
      async () => {
        if (sentCount > 0 && sentCount % 200 === 0) mentor = await signedIn();
        await mentor.moveClock('/api/dev/clock/', { advance_seconds: SEND_EVERY_SECONDS });
      },
      async () => {
        sentCount += 1;
        const sent = await mentor.send<SentMessage>(`/api/conversations/send-message/${who.mayaReplyToId}/`, {
          message: `Thanks, see you next week! (${sentCount})`,
        });
        return `#${sent.id}`;
      },
    );
    const [mail] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM outbox_emails WHERE subject LIKE 'New message from %'`,
    );
    console.log(
      `${sentCount} messages over ${((sentCount * SEND_EVERY_SECONDS) / 60).toFixed(0)} clock minutes, ` +
        `${mail?.n ?? 0} new-message mails (R6: at most one per 15 minutes while the student is away)`,
    );

    rss.report();
    console.log(`\n${failures === 0 ? 'PASS' : 'FAIL'}: ${failures} case(s) above ${BUDGET_P95_MS} ms p95`);
    await server.stop();
    if (process.env.PLANS !== '0') {
      // The plans record the SQL of this process's pg clients: the same app, in this process this time.
      const app = await buildApp({ config, database, clock, mailer: new OutboxMailer(database, clock) });
      const local = await casesAt(await app.listen({ host: '127.0.0.1', port: 0 }));
      for (const [label, call] of local) await printQueries(database, label, call);
      await app.close();
    }
  });
}

await main();
