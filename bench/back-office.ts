/**
 * The back office's searches (issue 21, ADR 69) over PostgreSQL: USERS accounts and AUDIT_ROWS audit rows,
 * then p50/p95 of the people search (a name fragment, an e-mail fragment, an id) and of the audit search (the
 * newest page, one action, one staff member, a deep page by its cursor), called as the routes call them,
 * against the 20 ms budget. Needs PostgreSQL on 127.0.0.1:5432 (user postgres, trust) or BENCH_DATABASE_URL;
 * creates a fresh database and drops it at the end.
 *
 *   npx tsx bench/back-office.ts   (REQUESTS=200 USERS=100000 AUDIT_ROWS=1000000)
 */
import { sql } from 'drizzle-orm';
import { searchAudit } from '../apps/server/src/modules/audit/service.ts';
import { findPeople } from '../apps/server/src/modules/back-office/people.ts';
import { loadAverage, timeCase, withFreshDatabase } from './support.ts';

const REQUESTS = Number(process.env.REQUESTS ?? 200);
const USERS = Number(process.env.USERS ?? 100_000);
const AUDIT_ROWS = Number(process.env.AUDIT_ROWS ?? 1_000_000);
const ACTIONS = [
  'application.approve',
  'no_show.refund',
  'booking.refund',
  'user.suspend',
  'promo_code.create',
];

await withFreshDatabase('bench_back_office', async (database) => {
  const began = performance.now();
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
  console.log(
    `seeded ${USERS} users and ${AUDIT_ROWS} audit rows in ${((performance.now() - began) / 1000).toFixed(1)} s`,
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
