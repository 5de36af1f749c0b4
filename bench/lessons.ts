/**
 * The lesson lists and pages on a warm server over PostgreSQL: the demo accounts plus STUDENTS bench
 * students, MENTORS bench mentors and BOOKINGS bookings in every status (bench/lessons-seed.ts), the demo
 * student Sam and mentor Maya being the busy ones. Sequential keep-alive requests through real HTTP, signed
 * in with a session cookie: the upcoming list (paid, free_trial, in_progress) as the student and as the
 * mentor, page 3 of the completed ones, one lesson's page, and the staff no-show reports; p50/p95 against the
 * 20 ms budget and the server process's own peak RSS against 300 MB, then the plans of the list query. Needs
 * PostgreSQL on 127.0.0.1:5432 (user postgres, trust) or BENCH_DATABASE_URL; creates a fresh database and
 * drops it at the end.
 *
 *   npm run bench:lessons      (REQUESTS=300 STUDENTS=2000 MENTORS=300 BOOKINGS=40000 by default)
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { queryRows, type Database } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/seed.ts';
import { FixedClock } from '../apps/server/src/platform/clock.ts';
import { seedLessons, type SeededPeople } from './lessons-seed.ts';
import { startServerProcess } from './server-process.ts';
import { BUDGET_P95_MS, getter, RssMeter, signIn, timeCase, withFreshDatabase } from './support.ts';

const REQUESTS = Number(process.env.REQUESTS ?? 300);
const SIZE = {
  students: Number(process.env.STUDENTS ?? 2000),
  mentors: Number(process.env.MENTORS ?? 300),
  bookings: Number(process.env.BOOKINGS ?? 40_000),
};
const NOW = '2026-11-23T08:00:00Z';
const UPCOMING = 'status=paid,free_trial,in_progress&page=1';

async function counts(database: Database): Promise<string> {
  const rows = await queryRows<{ what: string; n: number }>(
    database.db,
    sql`SELECT status AS what, count(*)::int AS n FROM bookings GROUP BY status
        UNION ALL SELECT 'with preparation answers', count(*)::int FROM bookings WHERE extra_info IS NOT NULL
        UNION ALL SELECT 'reschedule ' || status, count(*)::int FROM reschedule_requests GROUP BY status
        UNION ALL SELECT 'no-show ' || status, count(*)::int FROM no_show_reports GROUP BY status
        ORDER BY 1`,
  );
  return rows.map((r) => `${r.what} ${r.n}`).join(', ');
}

/** The list query of modules/bookings/list.ts as the planner sees it, for the busy student and mentor. */
async function printPlans(database: Database, who: SeededPeople): Promise<void> {
  const cases = [
    ['student, upcoming', who.samId, 0, `('paid', 'free_trial', 'in_progress')`, 'start_at ASC, id ASC', 0],
    [
      'mentor, upcoming',
      0,
      who.mayaMentorId,
      `('paid', 'free_trial', 'in_progress')`,
      'start_at ASC, id ASC',
      0,
    ],
    ['student, completed page 3', who.samId, 0, `('completed')`, 'start_at DESC, id DESC', 20],
  ] as const;
  for (const [label, studentId, mentorId, statuses, order, offset] of cases) {
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      database.db,
      sql.raw(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON)
        SELECT id, count(*) OVER ()::int AS total FROM bookings
         WHERE (student_id = ${studentId} OR mentor_id = ${mentorId}) AND status IN ${statuses}
         ORDER BY ${order} LIMIT 10 OFFSET ${offset}`),
    );
    console.log(`\n${label}:\n${plan.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
  }
}

async function main(): Promise<void> {
  await withFreshDatabase('bench_lessons', async (database, dataDir, url) => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED: 'true' });
    const clock = new FixedClock(NOW);
    await seedDemoData(database, config, clock);
    const seededAt = performance.now();
    const who = await seedLessons(database, SIZE, clock.now());
    console.log(
      `seeded ${SIZE.students} students, ${SIZE.mentors} mentors, ${SIZE.bookings} bookings in ` +
        `${((performance.now() - seededAt) / 1000).toFixed(1)} s\n${await counts(database)}`,
    );
    const [mine] = await queryRows<{ sam: number; maya: number; detail: number }>(
      database.db,
      sql`SELECT (SELECT count(*)::int FROM bookings WHERE student_id = ${who.samId}) AS sam,
                 (SELECT count(*)::int FROM bookings WHERE mentor_id = ${who.mayaMentorId}) AS maya,
                 (SELECT b.id FROM bookings b JOIN reschedule_requests r ON r.booking_id = b.id
                   WHERE b.student_id = ${who.samId} AND r.status = 'open' AND b.extra_info IS NOT NULL
                   ORDER BY b.start_at LIMIT 1) AS detail`,
    );
    if (!mine?.detail) throw new Error('no lesson of the busy student with an open reschedule request');
    console.log(`busy student: ${mine.sam} bookings; busy mentor: ${mine.maya} bookings`);

    // The server in its own process (its clock fixed at NOW), so that its memory is its own.
    const server = await startServerProcess({ databaseUrl: url, dataDir, now: NOW });
    const base = server.base;
    const asStudent = getter(base, await signIn(base, 'student@example.com', config.SEED_PASSWORD));
    const asMentor = getter(base, await signIn(base, 'mentor@example.com', config.SEED_PASSWORD));
    const asStaff = getter(base, await signIn(base, 'staff@example.com', config.SEED_PASSWORD));
    const page = (get: (url: string) => Promise<unknown>, query: string) => async () => {
      const body = (await get(`/api/lessons/bookings/?${query}`)) as { count: number; results: unknown[] };
      return `${body.results.length} of ${body.count}`;
    };
    const cases: [string, () => Promise<string>][] = [
      ['student: upcoming, page 1', page(asStudent, UPCOMING)],
      ['mentor: upcoming, page 1', page(asMentor, UPCOMING)],
      ['student: completed, page 3', page(asStudent, 'status=completed&page=3')],
      ['mentor: completed, page 3', page(asMentor, 'status=completed&page=3')],
      [
        'student: one lesson',
        async () => {
          await asStudent(`/api/lessons/bookings/${mine.detail}/`);
          return `#${mine.detail}`;
        },
      ],
      [
        'staff: no-show reports',
        async () => `${(await asStaff<unknown[]>('/api/admin/no-show-reports/')).length} rows`,
      ],
    ];
    const rss = new RssMeter(server);
    console.log(`\n${REQUESTS} sequential GETs per case, p95 budget ${BUDGET_P95_MS} ms\n`);
    let failures = 0;
    for (const [label, call] of cases) {
      if (!(await timeCase(label, REQUESTS, call))) failures += 1;
    }
    rss.report();
    console.log(`\n${failures === 0 ? 'PASS' : 'FAIL'}: ${failures} case(s) above ${BUDGET_P95_MS} ms p95`);
    await server.stop();
    if (process.env.PLANS !== '0') await printPlans(database, who);
  });
}

await main();
