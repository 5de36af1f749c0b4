/**
 * GET /api/mentors/available-times/ on a warm server over PostgreSQL: the demo catalogue plus one busy
 * mentor (every day 09:00-18:00, 40 booked lessons, time off and extra time), asked for the booking
 * wizard's 7-day week and for a 31-day month, sequential keep-alive requests; p50/p95 against the 20 ms
 * budget and the server process's own peak RSS against 300 MB. Needs PostgreSQL on 127.0.0.1:5432 (user postgres,
 * trust) or BENCH_DATABASE_URL; creates a fresh database and drops it at the end.
 *
 *   npm run bench:available-times      (REQUESTS=300 by default)
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { queryRows } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/seed.ts';
import { FixedClock } from '../apps/server/src/platform/clock.ts';
import { startServerProcess } from './server-process.ts';
import { BUDGET_P95_MS, RssMeter, timeCase, withFreshDatabase } from './support.ts';

const REQUESTS = Number(process.env.REQUESTS ?? 300);
const NOW = '2026-11-23T08:00:00Z';

async function main(): Promise<void> {
  await withFreshDatabase('bench_slots', async (database, dataDir, url) => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED: 'true' });
    const clock = new FixedClock(NOW);
    await seedDemoData(database, config, clock);
    // Maya (mentor@example.com) is the busy mentor: 40 lessons over the month, plus exceptions.
    const [maya] = await queryRows<{ id: number; session_id: number; student_id: number }>(
      database.db,
      sql`SELECT m.id, s.id AS session_id, (SELECT id FROM users WHERE email = 'student@example.com') AS student_id
          FROM mentors m JOIN users u ON u.id = m.user_id JOIN mentor_sessions s ON s.mentor_id = m.id
          WHERE u.email = 'mentor@example.com' AND s.session_time = 60`,
    );
    if (!maya) throw new Error('the demo mentor is missing');
    for (let i = 0; i < 40; i += 1) {
      const start = new Date(
        Date.parse('2026-11-24T09:00:00Z') + Math.floor(i / 2) * 86_400_000 + (i % 2) * 4 * 3_600_000,
      );
      await database.db.execute(sql`INSERT INTO bookings (student_id, mentor_id, session_id, skill_name,
          session_minutes, break_minutes, status, start_at, end_at, hold_until, price_cents, amount_cents,
          tax_rate, tax_amount_cents, mentor_earnings_cents, created_at, updated_at)
        VALUES (${maya.student_id}, ${maya.id}, ${maya.session_id}, 'Guitar', 60, 15, 'paid', ${start},
          ${new Date(start.getTime() + 3_600_000)}, ${new Date(start.getTime() + 4_500_000)}, 5000, 5000, 0.15,
          750, 4250, ${clock.now()}, ${clock.now()})`);
    }
    await database.db.execute(sql`INSERT INTO mentor_time_off (mentor_id, start_at, end_at, created_at)
      VALUES (${maya.id}, '2026-12-01T00:00:00Z', '2026-12-03T00:00:00Z', ${clock.now()})`);
    await database.db.execute(sql`INSERT INTO mentor_extra_time (mentor_id, start_at, end_at, created_at)
      VALUES (${maya.id}, '2026-12-05T18:00:00Z', '2026-12-05T21:00:00Z', ${clock.now()})`);

    // The server in its own process (its clock fixed at NOW), so that its memory is its own.
    const server = await startServerProcess({ databaseUrl: url, dataDir, now: NOW });
    const base = server.base;
    const rss = new RssMeter(server);
    const cases = [
      ['7-day week (booking wizard)', '2026-11-30', '2026-12-06'],
      ['31-day month', '2026-11-23', '2026-12-23'],
    ] as const;
    console.log(`\n${REQUESTS} sequential GETs per case, p95 budget ${BUDGET_P95_MS} ms\n`);
    let failures = 0;
    for (const [label, from, to] of cases) {
      const query = `mentor_id=${maya.id}&session_id=${maya.session_id}&start_date=${from}&end_date=${to}`;
      const within = await timeCase(label, REQUESTS, async () => {
        const res = await fetch(`${base}/api/mentors/available-times/?${query}`, {
          headers: { 'x-timezone': 'America/New_York' },
        });
        const body = (await res.json()) as { available_slots: unknown[] };
        return `slots ${body.available_slots.length}`;
      });
      if (!within) failures += 1;
    }
    rss.report();
    console.log(`\n${failures === 0 ? 'PASS' : 'FAIL'}: ${failures} case(s) above ${BUDGET_P95_MS} ms p95`);
    await server.stop();
  });
}

await main();
