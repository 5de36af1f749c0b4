/**
 * Bulk data for bench/lessons.ts, written with set-based SQL (generate_series) so 40,000 bookings take
 * seconds: bench students and mentors, bookings in every status over ~9 months around `now`, preparation
 * answers, reschedule requests (open and decided) and no-show reports in every status. The demo student
 * (Sam) and mentor (Maya) are made the busy ones: one booking in 50 is Sam's, one in 40 is Maya's.
 *
 * Times are laid out so the database's own rules hold: booking i starts at base + i * 10 minutes, so one
 * mentor's lessons are at least 400 minutes apart (Maya) and never overlap (S2), and an open reschedule
 * request moves its lesson by the same day for everyone, so open requests never overlap either.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../apps/server/src/db/client.ts';

export interface LessonsSeed {
  students: number;
  mentors: number;
  bookings: number;
}

export interface SeededPeople {
  samId: number;
  mayaMentorId: number;
  staffId: number;
}

const STEP_MINUTES = 10;

async function people(database: Database): Promise<SeededPeople> {
  const [row] = await queryRows<SeededPeople>(
    database.db,
    sql`SELECT (SELECT id FROM users WHERE email = 'student@example.com') AS "samId",
               (SELECT m.id FROM mentors m JOIN users u ON u.id = m.user_id
                 WHERE u.email = 'mentor@example.com') AS "mayaMentorId",
               (SELECT id FROM users WHERE email = 'staff@example.com') AS "staffId"`,
  );
  if (!row?.samId || !row.mayaMentorId || !row.staffId) throw new Error('the demo accounts are missing');
  return row;
}

/** The benches' students and approved mentors ('bench-student-N', 'bench-mentor-N'), in bulk. */
export async function seedBenchPeople(
  database: Database,
  size: { students: number; mentors: number },
  now: Date,
): Promise<void> {
  await database.db.execute(sql`INSERT INTO users (email, first_name, last_name, email_confirmed_at,
      created_at, updated_at)
    SELECT 'bench-student-' || g || '@example.com', 'Student', 'No ' || g, ${now}, ${now}, ${now}
      FROM generate_series(1, ${size.students}) g`);
  await database.db.execute(sql`INSERT INTO users (email, first_name, last_name, is_mentor,
      email_confirmed_at, created_at, updated_at)
    SELECT 'bench-mentor-' || g || '@example.com', 'Mentor', 'No ' || g, true, ${now}, ${now}, ${now}
      FROM generate_series(1, ${size.mentors}) g`);
  await database.db.execute(sql`INSERT INTO mentors (user_id, headline, amount_cents, is_verified,
      approved_at, timezone, referral_code, created_at)
    SELECT id, 'Bench mentor', 4500, true, ${now}, 'Europe/Berlin', 'BENCH' || id, ${now}
      FROM users WHERE email LIKE 'bench-mentor-%'`);
  await database.db.execute(sql`UPDATE users u SET mentor_id = m.id FROM mentors m
    WHERE m.user_id = u.id AND u.email LIKE 'bench-mentor-%'`);
}

async function seedPeople(database: Database, size: LessonsSeed, now: Date): Promise<void> {
  await seedBenchPeople(database, size, now);
  await database.db.execute(sql`INSERT INTO mentor_sessions (mentor_id, session_time, timeout_time)
    SELECT id, 60, 15 FROM mentors WHERE referral_code LIKE 'BENCH%'`);
}

/**
 * Past lessons are completed (85 %) or cancelled; the one running now is in progress; future ones are
 * paid, pending, cancelled or (once per student and mentor, rule B1) free trials.
 */
async function seedBookings(
  database: Database,
  size: LessonsSeed,
  who: SeededPeople,
  now: Date,
): Promise<void> {
  const futureShare = 0.25;
  const base = new Date(
    now.getTime() - Math.round(size.bookings * (1 - futureShare)) * STEP_MINUTES * 60_000,
  );
  // One block of lcm(students, mentors) consecutive bookings meets every pair at most once: free trials live
  // in the first such block that lies wholly in the future.
  const pairBlock = lcm(size.students, size.mentors);
  const firstFuture = Math.ceil((size.bookings * (1 - futureShare)) / pairBlock) * pairBlock;
  await database.db.execute(sql`
    WITH s AS (SELECT array_agg(id ORDER BY id) AS a FROM users WHERE email LIKE 'bench-student-%'),
    m AS (SELECT array_agg(m.id ORDER BY m.id) AS a, array_agg(ms.id ORDER BY m.id) AS sa
            FROM mentors m JOIN mentor_sessions ms ON ms.mentor_id = m.id
           WHERE m.referral_code LIKE 'BENCH%'),
    maya AS (SELECT id FROM mentor_sessions WHERE mentor_id = ${who.mayaMentorId} AND session_time = 60),
    g AS (
      SELECT i,
             CASE WHEN i % 40 = 0 THEN ${who.mayaMentorId} ELSE m.a[1 + i % ${size.mentors}] END AS mentor_id,
             CASE WHEN i % 40 = 0 THEN (SELECT id FROM maya) ELSE m.sa[1 + i % ${size.mentors}] END AS session_id,
             CASE WHEN i % 50 = 0 THEN ${who.samId} ELSE s.a[1 + i % ${size.students}] END AS student_id,
             ${base}::timestamptz + i * interval '${sql.raw(String(STEP_MINUTES))} minutes' AS start_at,
             (hashtext(i::text)::bigint & 2147483647) % 100 AS h,
             i >= ${firstFuture} AND i < ${firstFuture + pairBlock} AND i % 40 <> 0 AND i % 50 <> 0 AS trial_ok
        FROM generate_series(0, ${size.bookings - 1}) i, s, m
    ),
    t AS (
      SELECT g.*,
             CASE WHEN start_at + interval '60 minutes' <= ${now} THEN CASE WHEN h < 85 THEN 'completed' ELSE 'canceled' END
                  WHEN start_at <= ${now} THEN 'in_progress'
                  WHEN h < 10 THEN 'pending'
                  WHEN h < 22 AND trial_ok THEN 'free_trial'
                  WHEN h < 30 THEN 'canceled'
                  ELSE 'paid' END AS status
        FROM g
    ),
    p AS (
      SELECT t.*, status = 'free_trial' AS trial,
             CASE WHEN status = 'free_trial' THEN 0 ELSE 4500 END AS price,
             CASE WHEN status <> 'free_trial' AND h % 9 = 0 THEN 500 ELSE 0 END AS discount
        FROM t
    )
    INSERT INTO bookings (student_id, mentor_id, session_id, skill_name, session_minutes, break_minutes,
        free_trial, status, start_at, end_at, hold_until, price_cents, discount_cents, amount_cents, tax_rate,
        tax_amount_cents, mentor_earnings_cents, refunded_amount_cents, provider, checkout_id,
        checkout_expires_at, payment_intent_id, paid_at, canceled_at, canceled_by, cancel_reason, extra_info,
        created_at, updated_at)
    SELECT student_id, mentor_id, session_id, 'Guitar', 60, 15, trial, status, start_at,
           start_at + interval '60 minutes', start_at + interval '75 minutes', price, discount, price - discount,
           0.19, price * 19 / 119, price - price * 19 / 119,
           CASE WHEN status = 'canceled' AND h % 2 = 0 THEN price - discount ELSE 0 END,
           'test', 'cs_bench_' || i,
           CASE WHEN status = 'pending' THEN ${now}::timestamptz + interval '30 minutes' ELSE start_at - interval '7 days' END,
           CASE WHEN status IN ('pending', 'free_trial') THEN NULL ELSE 'pi_bench_' || i END,
           CASE WHEN status IN ('pending', 'free_trial') THEN NULL ELSE start_at - interval '7 days' END,
           CASE WHEN status = 'canceled' THEN start_at - interval '2 days' END,
           CASE WHEN status = 'canceled' THEN (ARRAY['student', 'mentor', 'staff', 'system'])[1 + h % 4] END,
           CASE WHEN status = 'canceled' THEN 'Bench cancellation' END,
           CASE WHEN h % 3 = 0 AND status <> 'canceled' THEN jsonb_build_object(
             'experienceLevel', 'intermediate', 'otherInstruments', jsonb_build_array('piano'),
             'learningStyle', jsonb_build_array('visual', 'by_ear'), 'musicStyles', jsonb_build_array('jazz'),
             'learningGoal', 'Play the standards I love with a band', 'additionalInfo', 'I have a Strat.') END,
           start_at - interval '7 days', start_at - interval '7 days'
      FROM p`);
}

/** Open requests on some upcoming paid lessons; accepted, declined and lapsed ones on past lessons. */
async function seedReschedules(database: Database, now: Date): Promise<void> {
  await database.db.execute(sql`INSERT INTO reschedule_requests (booking_id, mentor_id, requested_by,
      old_start_at, old_end_at, start_at, end_at, hold_until, status, lapses_at, created_at, decided_at)
    SELECT id, mentor_id, student_id, start_at, end_at, start_at + interval '1 day', end_at + interval '1 day',
           hold_until + interval '1 day', 'open', ${now}::timestamptz + interval '47 hours',
           ${now}::timestamptz - interval '1 hour', NULL
      FROM bookings
     WHERE status IN ('paid', 'free_trial') AND start_at > ${now}::timestamptz + interval '3 days' AND id % 7 = 0`);
  await database.db.execute(sql`INSERT INTO reschedule_requests (booking_id, mentor_id, requested_by,
      old_start_at, old_end_at, start_at, end_at, hold_until, status, lapses_at, created_at, decided_at)
    SELECT id, mentor_id, student_id, start_at - interval '1 day', end_at - interval '1 day', start_at, end_at,
           hold_until, (ARRAY['accepted', 'declined', 'lapsed'])[1 + id % 3], start_at - interval '3 days',
           start_at - interval '5 days', start_at - interval '4 days'
      FROM bookings WHERE status = 'completed' AND id % 11 = 0`);
}

/** Reports on about one completed lesson in 100: the recent ones open, older ones refunded or dismissed. */
async function seedNoShowReports(database: Database, who: SeededPeople, now: Date): Promise<void> {
  await database.db.execute(sql`INSERT INTO no_show_reports (booking_id, student_id, details, status,
      refunded_cents, resolved_by, resolved_at, created_at)
    SELECT id, student_id, 'The mentor never joined the call.', s.status,
           CASE WHEN s.status = 'refunded' THEN amount_cents ELSE 0 END,
           CASE WHEN s.status = 'open' THEN NULL ELSE ${who.staffId}::integer END,
           CASE WHEN s.status = 'open' THEN NULL ELSE end_at + interval '1 day' END, end_at + interval '2 hours'
      FROM bookings b,
           LATERAL (SELECT CASE WHEN b.end_at > ${now}::timestamptz - interval '10 days' OR b.id % 3 = 0 THEN 'open'
                                WHEN b.id % 2 = 0 THEN 'refunded' ELSE 'dismissed' END AS status) s
     WHERE b.status = 'completed' AND b.id % 97 = 0`);
  await database.db.execute(sql`UPDATE bookings b SET refunded_amount_cents = r.refunded_cents
    FROM no_show_reports r WHERE r.booking_id = b.id AND r.status = 'refunded'`);
}

function lcm(a: number, b: number): number {
  const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));
  return (a / gcd(a, b)) * b;
}

export async function seedLessons(database: Database, size: LessonsSeed, now: Date): Promise<SeededPeople> {
  const who = await people(database);
  await seedPeople(database, size, now);
  await seedBookings(database, size, who, now);
  await seedReschedules(database, now);
  await seedNoShowReports(database, who, now);
  await database.db.execute(sql`ANALYZE`);
  return who;
}
