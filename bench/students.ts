/**
 * The mentor's reads of issue 18 on a warm server over PostgreSQL: the demo mentor Maya with STUDENTS
 * students and LESSONS lessons (80 % in the past, completed or cancelled; the rest booked ahead), the
 * timing of GET /api/mentors/students/ (every student at once) and of one student's page with the pair's
 * history and every note, and of GET /api/practice/ for one of the students, p50/p95 against the 20 ms budget,
 * then the queries of each request with the plan of the slowest. Every completed lesson has notes with two
 * assignments and three practice logs each, so the notes, "last notes" and "practice since" read a teacher's
 * real volume. Needs PostgreSQL on 127.0.0.1:5432
 * (user postgres, trust) or BENCH_DATABASE_URL; creates a fresh database and drops it at the end.
 *
 *   npm run bench:students   (REQUESTS=300 STUDENTS=200 LESSONS=5000; PLANS=0 skips plans)
 */
import { sql } from 'drizzle-orm';
import type { PracticeOverview, StudentDetail, StudentList } from '@app/contract';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { queryRows, type Database } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/seed.ts';
import { FixedClock } from '../apps/server/src/platform/clock.ts';
import { OutboxMailer } from '../apps/server/src/platform/mail/mailer.ts';
import { seedBenchPeople } from './lessons-seed.ts';
import { printQueries } from './query-plans.ts';
import { startServerProcess } from './server-process.ts';
import { BUDGET_P95_MS, getter, loadAverage, signIn, timeCase, withFreshDatabase } from './support.ts';

const REQUESTS = Number(process.env.REQUESTS ?? 300);
const STUDENTS = Number(process.env.STUDENTS ?? 200);
const LESSONS = Number(process.env.LESSONS ?? 5000);
const NOW = '2026-11-23T08:00:00Z';
const ZONE = 'Europe/Berlin';
/** Two hours apart: a 60-minute lesson and its break never overlap the next (rule S2). */
const STEP_MINUTES = 120;

/** Maya's LESSONS lessons, student i % STUDENTS each, one every STEP_MINUTES; 80 % before `now`. */
async function seedMayasLessons(database: Database, now: Date): Promise<number> {
  await seedBenchPeople(database, { students: STUDENTS, mentors: 0 }, now);
  const [maya] = await queryRows<{ mentor_id: number; session_id: number }>(
    database.db,
    sql`SELECT m.id AS mentor_id, ms.id AS session_id FROM mentors m
          JOIN users u ON u.id = m.user_id JOIN mentor_sessions ms ON ms.mentor_id = m.id
         WHERE u.email = 'mentor@example.com' ORDER BY ms.session_time DESC LIMIT 1`,
  );
  if (!maya) throw new Error('the demo mentor is missing');
  const base = new Date(now.getTime() - Math.round(LESSONS * 0.8) * STEP_MINUTES * 60_000);
  await database.db.execute(sql`
    WITH s AS (SELECT array_agg(id ORDER BY id) AS a FROM users WHERE email LIKE 'bench-student-%'),
    g AS (
      SELECT i, s.a[1 + i % ${STUDENTS}] AS student_id,
             ${base}::timestamptz + i * interval '${sql.raw(String(STEP_MINUTES))} minutes' AS start_at,
             (hashtext(i::text)::bigint & 2147483647) % 100 AS h
        FROM generate_series(0, ${LESSONS - 1}) i, s
    ),
    t AS (
      SELECT g.*, CASE WHEN start_at + interval '60 minutes' <= ${now}
                       THEN CASE WHEN h < 85 THEN 'completed' ELSE 'canceled' END
                       WHEN start_at <= ${now} THEN 'in_progress' ELSE 'paid' END AS status
        FROM g
    )
    INSERT INTO bookings (student_id, mentor_id, session_id, skill_name, session_minutes, break_minutes,
        free_trial, status, start_at, end_at, hold_until, price_cents, discount_cents, amount_cents, tax_rate,
        tax_amount_cents, mentor_earnings_cents, refunded_amount_cents, provider, checkout_id,
        checkout_expires_at, payment_intent_id, paid_at, canceled_at, canceled_by, cancel_reason,
        created_at, updated_at)
    SELECT student_id, ${maya.mentor_id}, ${maya.session_id}, 'Guitar', 60, 15, false, status, start_at,
           start_at + interval '60 minutes', start_at + interval '75 minutes', 4500, 0, 4500, 0.19, 718, 3782, 0,
           'test', 'cs_students_' || i, start_at - interval '7 days', 'pi_students_' || i,
           start_at - interval '7 days',
           CASE WHEN status = 'canceled' THEN start_at - interval '2 days' END,
           CASE WHEN status = 'canceled' THEN 'student' END,
           CASE WHEN status = 'canceled' THEN 'Bench cancellation' END,
           start_at - interval '7 days', start_at - interval '7 days'
      FROM t`);
  await seedNotesAndPractice(database);
  await database.db.execute(sql`VACUUM ANALYZE bookings`);
  return maya.mentor_id;
}

/** Notes on every completed lesson, two assignments each, three logs per assignment after the lesson. */
async function seedNotesAndPractice(database: Database): Promise<void> {
  await database.db.execute(sql`
    INSERT INTO lesson_notes (booking_id, mentor_id, student_id, lesson_start, notes, created_at, updated_at)
    SELECT id, mentor_id, student_id, start_at,
           'Good lesson. Keep the wrist relaxed and count out loud in the verse.', end_at, end_at
      FROM bookings WHERE status = 'completed'`);
  await database.db.execute(sql`
    INSERT INTO practice_assignments (booking_id, position, title, details, minutes_per_day, created_at)
    SELECT n.booking_id, p, CASE p WHEN 0 THEN 'Scales in G' ELSE 'Chord changes G-C-D' END,
           'Slowly, with the metronome at 60.', 15, n.created_at
      FROM lesson_notes n, generate_series(0, 1) p`);
  await database.db.execute(sql`
    INSERT INTO practice_logs (assignment_id, mentor_id, student_id, minutes, comment, logged_at)
    SELECT a.id, b.mentor_id, b.student_id, 10 + d * 5, 'Felt easier today.', a.created_at + d * interval '1 day'
      FROM practice_assignments a JOIN bookings b ON b.id = a.booking_id, generate_series(1, 3) d`);
  // VACUUM as autovacuum would have by now: index-only scans need the visibility map.
  await database.db.execute(sql`VACUUM ANALYZE lesson_notes, practice_assignments, practice_logs`);
}

async function main(): Promise<void> {
  await withFreshDatabase('bench_students', async (database, dataDir, url) => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED: 'true' });
    const clock = new FixedClock(NOW);
    await seedDemoData(database, config, clock);
    const mentorId = await seedMayasLessons(database, clock.now());
    const [counts] = await queryRows<{ lessons: number; students: number }>(
      database.db,
      sql`SELECT count(*)::int AS lessons, count(DISTINCT student_id)::int AS students
            FROM bookings WHERE mentor_id = ${mentorId}`,
    );
    console.log(`Maya: ${counts?.lessons} lessons with ${counts?.students} students`);

    const casesAt = async (base: string) => {
      const asMentor = getter(
        base,
        await signIn(base, 'mentor@example.com', config.SEED_PASSWORD, ZONE),
        ZONE,
      );
      const first = (await asMentor<StudentList>('/api/mentors/students/')).results[0]!.student.id;
      // That student signs in with the demo password, to read their own /practice.
      const [student] = await queryRows<{ email: string }>(
        database.db,
        sql`UPDATE users SET password_hash = (SELECT password_hash FROM users
                                               WHERE email = 'mentor@example.com')
             WHERE id = ${first} RETURNING email`,
      );
      const asStudent = getter(base, await signIn(base, student!.email, config.SEED_PASSWORD, ZONE), ZONE);
      const cases: [string, () => Promise<string>][] = [
        [
          'mentor: students',
          async () => `${(await asMentor<StudentList>('/api/mentors/students/')).count} students`,
        ],
        [
          'mentor: one student',
          async () =>
            `${(await asMentor<StudentDetail>(`/api/mentors/students/${first}/`)).notes.length} notes`,
        ],
        [
          'student: practice',
          async () => `${(await asStudent<PracticeOverview>('/api/practice/')).lessons.length} lessons`,
        ],
      ];
      return cases;
    };

    const server = await startServerProcess({ databaseUrl: url, dataDir, now: NOW });
    const cases = await casesAt(server.base);
    console.log(
      `\n${REQUESTS} sequential GETs per case, p95 budget ${BUDGET_P95_MS} ms (${loadAverage()})\n`,
    );
    let failures = 0;
    for (const [label, call] of cases) {
      if (!(await timeCase(label, REQUESTS, call))) failures += 1;
    }
    console.log(`\n${failures === 0 ? 'PASS' : 'FAIL'}: ${failures} case(s) above ${BUDGET_P95_MS} ms p95`);
    await server.stop();
    if (process.env.PLANS !== '0') {
      const app = await buildApp({ config, database, clock, mailer: new OutboxMailer(database, clock) });
      const local = await casesAt(await app.listen({ host: '127.0.0.1', port: 0 }));
      for (const [label, call] of local) await printQueries(database, label, call);
      await app.close();
    }
    if (failures > 0) process.exitCode = 1;
  });
}

await main();
