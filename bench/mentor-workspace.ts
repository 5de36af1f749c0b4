/**
 * The mentor workspace's reads on a warm server over PostgreSQL: the lessons of bench/lessons-seed.ts
 * (STUDENTS students, MENTORS mentors, BOOKINGS bookings; the demo student Sam and mentor Maya the busy
 * ones) with their money in the ledger and a few months of Maya's payouts (bench/ledger-seed.ts).
 * Sequential keep-alive requests through real HTTP, signed in with a session cookie and the browser's
 * X-Timezone: Maya's settings, page 3 of her payments history, her insights and her calendar for the week
 * around now; Sam's settings and page 2 of his payments; the instrument lookup as a visitor. p50/p95
 * against the 20 ms budget and the server process's own peak RSS against 300 MB, then, for each case, the queries one
 * request sends with their execution times and the plan of the slowest (recorded from the pg client, so
 * the plans are of the app's own SQL, not a copy). Needs PostgreSQL on 127.0.0.1:5432 (user postgres,
 * trust) or BENCH_DATABASE_URL; creates a fresh database and drops it at the end.
 *
 *   npm run bench:mentor-workspace   (REQUESTS=300 STUDENTS=2000 MENTORS=300 BOOKINGS=40000; PLANS=0 skips plans)
 */
import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Insights, PaymentHistoryPage, SettingsResponse } from '@app/contract';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { queryRows, type Database } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/seed.ts';
import { FixedClock } from '../apps/server/src/platform/clock.ts';
import { OutboxMailer } from '../apps/server/src/platform/mail/mailer.ts';
import { ledgerCounts, seedLedger } from './ledger-seed.ts';
import { seedLessons } from './lessons-seed.ts';
import { printQueries } from './query-plans.ts';
import { startServerProcess } from './server-process.ts';
import { BUDGET_P95_MS, getter, RssMeter, signIn, timeCase, withFreshDatabase } from './support.ts';

const REQUESTS = Number(process.env.REQUESTS ?? 300);
const SIZE = {
  students: Number(process.env.STUDENTS ?? 2000),
  mentors: Number(process.env.MENTORS ?? 300),
  bookings: Number(process.env.BOOKINGS ?? 40_000),
};
const NOW = '2026-11-23T08:00:00Z';
/** The week around NOW (a Monday) in the mentor's own zone, as the calendar's week view asks for it. */
const WEEK = 'start_date=2026-11-20&end_date=2026-11-26';
const ZONE = 'Europe/Berlin';

async function counts(database: Database, mayaMentorId: number, samId: number): Promise<string> {
  const [row] = await queryRows<Record<string, number>>(
    database.db,
    sql`SELECT (SELECT count(*)::int FROM bookings WHERE mentor_id = ${mayaMentorId}) AS maya_bookings,
               (SELECT count(*)::int FROM bookings WHERE student_id = ${samId}) AS sam_bookings,
               (SELECT count(*)::int FROM ledger_entries WHERE mentor_id = ${mayaMentorId}) AS maya_entries`,
  );
  return `busy mentor: ${row?.maya_bookings} bookings, ${row?.maya_entries} payable entries; busy student: ${row?.sam_bookings} bookings`;
}

async function main(): Promise<void> {
  await withFreshDatabase('bench_workspace', async (database, dataDir, url) => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED: 'true' });
    const clock = new FixedClock(NOW);
    await seedDemoData(database, config, clock);
    const seededAt = performance.now();
    const who = await seedLessons(database, SIZE, clock.now());
    await seedLedger(database, who.mayaMentorId, clock.now());
    console.log(
      `seeded ${SIZE.students} students, ${SIZE.mentors} mentors, ${SIZE.bookings} bookings and their ledger in ` +
        `${((performance.now() - seededAt) / 1000).toFixed(1)} s\n${await ledgerCounts(database)}\n` +
        (await counts(database, who.mayaMentorId, who.samId)),
    );

    /** The cases against a server at `base`, signed in there. */
    const casesAt = async (base: string) => {
      const asMentor = getter(
        base,
        await signIn(base, 'mentor@example.com', config.SEED_PASSWORD, ZONE),
        ZONE,
      );
      const asStudent = getter(
        base,
        await signIn(base, 'student@example.com', config.SEED_PASSWORD, ZONE),
        ZONE,
      );
      const asVisitor = getter(base, undefined, ZONE);
      const history = (get: typeof asMentor, page: number) => async () => {
        const body = await get<PaymentHistoryPage>(`/api/users/settings/payments/?page=${page}`);
        return `${body.results.length} of ${body.count}`;
      };
      const settings = (get: typeof asMentor) => async () => {
        const body = await get<SettingsResponse>('/api/users/settings/');
        return `${body.payments.results.length} of ${body.payments.count}`;
      };
      const cases: [string, () => Promise<string>][] = [
        ['mentor: settings', settings(asMentor)],
        ['mentor: payments, page 3', history(asMentor, 3)],
        [
          'mentor: insights',
          async () =>
            `${(await asMentor<Insights>('/api/mentors/insights/')).lessonBookingsPeriod.details.length} months`,
        ],
        [
          'mentor: calendar, one week',
          async () =>
            `${(await asMentor<{ items: unknown[] }>(`/api/lessons/calendar/?${WEEK}`)).items.length} items`,
        ],
        ['student: settings', settings(asStudent)],
        ['student: payments, page 2', history(asStudent, 2)],
        [
          'visitor: instruments',
          async () => `${(await asVisitor<unknown[]>('/api/mentors/skills/')).length} skills`,
        ],
      ];
      return { asMentor, cases };
    };

    // The server in its own process (its clock fixed at NOW), so that its memory is its own.
    const server = await startServerProcess({ databaseUrl: url, dataDir, now: NOW });
    const { asMentor, cases } = await casesAt(server.base);

    // What the bench reads, so a seed that went wrong (an empty history, a negative balance) shows.
    const insights = await asMentor<Insights>('/api/mentors/insights/');
    console.log(
      `Maya's insights: balance ${insights.currentBalance}, pending ${insights.pendingBalance} in ` +
        `${insights.pendingBreakdown.length} days, lifetime ${insights.lifetimeEarnings}, paid out ` +
        `${insights.totalLifetimePayouts}, ${insights.totalCompletedSessions} completed lessons (cents)`,
    );
    if (insights.currentBalance < 0) throw new Error('the seeded payouts exceed what Maya earned');

    const rss = new RssMeter(server);
    console.log(`before the load: ${rss.now()}`);
    // The figures depend on what else the machine runs: say how busy it was.
    const [load1, load5] = loadavg();
    console.log(
      `\n${REQUESTS} sequential GETs per case, p95 budget ${BUDGET_P95_MS} ms ` +
        `(load average ${load1!.toFixed(1)} / ${load5!.toFixed(1)} over 1 / 5 min, ${availableParallelism()} cores)\n`,
    );
    let failures = 0;
    for (const [label, call] of cases) {
      if (!(await timeCase(label, REQUESTS, call))) failures += 1;
    }
    rss.report();
    console.log(`\n${failures === 0 ? 'PASS' : 'FAIL'}: ${failures} case(s) above ${BUDGET_P95_MS} ms p95`);
    await server.stop();
    if (process.env.PLANS !== '0') {
      // The plans record the SQL of this process's pg clients: the same app, in this process this time.
      const app = await buildApp({ config, database, clock, mailer: new OutboxMailer(database, clock) });
      const local = await casesAt(await app.listen({ host: '127.0.0.1', port: 0 }));
      for (const [label, call] of local.cases) await printQueries(database, label, call);
      await app.close();
    }
  });
}

await main();
