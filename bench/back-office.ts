/**
 * The back office's searches (issue 21, ADR 69 and 75) over PostgreSQL: USERS accounts, AUDIT_ROWS audit rows
 * and BOOKINGS bookings (bench/lessons-seed.ts: the demo accounts, 20,000 students and 1,000 mentors more),
 * then p50/p95 of the people search (a name fragment, an e-mail fragment, an id), of the booking search (a
 * reference, a student, a mentor, a status, a window, the newest page) and of the audit search (the newest
 * page, one action, one staff member, a deep page by its cursor), called as the routes call them, against
 * the 20 ms budget. Needs PostgreSQL on 127.0.0.1:5432 (user postgres, trust) or BENCH_DATABASE_URL;
 * creates a fresh database and drops it at the end.
 *
 *   npx tsx bench/back-office.ts   (REQUESTS=200 USERS=100000 AUDIT_ROWS=1000000 BOOKINGS=500000)
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { searchAudit } from '../apps/server/src/modules/audit/service.ts';
import { findBookings } from '../apps/server/src/modules/back-office/money.ts';
import { findPeople } from '../apps/server/src/modules/back-office/people.ts';
import { FixedClock } from '../apps/server/src/platform/clock.ts';
import { seedDemoData } from '../apps/server/src/seed.ts';
import { seedLessons } from './lessons-seed.ts';
import { loadAverage, timeCase, withFreshDatabase } from './support.ts';

const REQUESTS = Number(process.env.REQUESTS ?? 200);
const USERS = Number(process.env.USERS ?? 100_000);
const AUDIT_ROWS = Number(process.env.AUDIT_ROWS ?? 1_000_000);
const BOOKINGS = Number(process.env.BOOKINGS ?? 500_000);
const NOW = '2026-11-23T09:00:00Z';
const ACTIONS = [
  'application.approve',
  'no_show.refund',
  'booking.refund',
  'user.suspend',
  'promo_code.create',
];

await withFreshDatabase('bench_back_office', async (database, dataDir) => {
  const began = performance.now();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED: 'true' });
  const clock = new FixedClock(NOW);
  await seedDemoData(database, config, clock);
  await seedLessons(database, { students: 20_000, mentors: 1_000, bookings: BOOKINGS }, clock.now());
  await database.db.execute(sql`
    INSERT INTO users (email, first_name, last_name, created_at, updated_at)
    SELECT 'person-' || i || '@example.com', 'First' || (i % 5000), 'Last' || i, now(), now()
      FROM generate_series(1, ${USERS}) i`);
  await database.db.execute(sql`
    INSERT INTO staff_audit_log (actor_id, actor_email, action, record_type, record_id, before, after, reason,
        created_at)
    SELECT 1 + i % 20, 'staff-' || (i % 20) || '@example.com',
           (${sql.raw(`ARRAY[${ACTIONS.map((a) => `'${a}'`).join(',')}]`)})[1 + i % ${ACTIONS.length}],
           'booking', (i % 50000)::text, '{"refunded_amount_cents": 0}', '{"refunded_amount_cents": 2500}',
           'bench', now() - (i || ' seconds')::interval
      FROM generate_series(1, ${AUDIT_ROWS}) i`);
  await database.db.execute(sql`VACUUM ANALYZE users`);
  await database.db.execute(sql`VACUUM ANALYZE staff_audit_log`);
  await database.db.execute(sql`VACUUM ANALYZE bookings`);
  console.log(
    `seeded ${USERS} users, ${BOOKINGS} bookings and ${AUDIT_ROWS} audit rows in ${((performance.now() - began) / 1000).toFixed(1)} s`,
  );
  console.log(`load average: ${loadAverage()}`);

  const db = database.db;
  const results = [
    await timeCase('people: name fragment "last4242"', REQUESTS, async () =>
      String((await findPeople(db, 'last4242')).people.length),
    ),
    await timeCase('people: e-mail fragment', REQUESTS, async () =>
      String((await findPeople(db, 'person-77777@')).people.length),
    ),
    await timeCase('people: a common first name', REQUESTS, async () =>
      String((await findPeople(db, 'first42')).people.length),
    ),
    await timeCase('people: an account id', REQUESTS, async () =>
      String((await findPeople(db, '54321')).people.length),
    ),
    await timeCase('bookings: a reference', REQUESTS, async () =>
      String((await findBookings(db, { search: 'LES-123456' })).bookings.length),
    ),
    await timeCase('bookings: a student by e-mail', REQUESTS, async () =>
      String((await findBookings(db, { search: 'bench-student-4242@' })).bookings.length),
    ),
    await timeCase('bookings: a mentor by e-mail', REQUESTS, async () =>
      String((await findBookings(db, { search: 'bench-mentor-42@' })).bookings.length),
    ),
    await timeCase('bookings: a common name fragment', REQUESTS, async () =>
      String((await findBookings(db, { search: 'student' })).bookings.length),
    ),
    await timeCase('bookings: a rare status', REQUESTS, async () =>
      String((await findBookings(db, { status: 'in_progress' })).bookings.length),
    ),
    await timeCase('bookings: cancelled', REQUESTS, async () =>
      String((await findBookings(db, { status: 'canceled' })).bookings.length),
    ),
    await timeCase('bookings: a week', REQUESTS, async () =>
      String((await findBookings(db, { from: '2026-06-01', to: '2026-06-07' })).bookings.length),
    ),
    await timeCase('bookings: refunded in a month', REQUESTS, async () =>
      String(
        (await findBookings(db, { from: '2026-05-01', to: '2026-05-31', refunded: '1' })).bookings.length,
      ),
    ),
    await timeCase('bookings: newest page', REQUESTS, async () =>
      String((await findBookings(db, {})).bookings.length),
    ),
    await timeCase('audit: newest page', REQUESTS, async () =>
      String((await searchAudit(db, {})).entries.length),
    ),
    await timeCase('audit: one action', REQUESTS, async () =>
      String((await searchAudit(db, { action: 'booking.refund' })).entries.length),
    ),
    await timeCase('audit: one staff member by e-mail', REQUESTS, async () =>
      String((await searchAudit(db, { actor: 'STAFF-7@example.com' })).entries.length),
    ),
    await timeCase('audit: a deep page by its cursor', REQUESTS, async () =>
      String((await searchAudit(db, { action: 'user.suspend', before: 500_000 })).entries.length),
    ),
    await timeCase('audit: one record', REQUESTS, async () =>
      String((await searchAudit(db, { record_type: 'booking', record_id: '4242' })).entries.length),
    ),
  ];
  if (results.some((ok) => !ok)) process.exitCode = 1;
});
