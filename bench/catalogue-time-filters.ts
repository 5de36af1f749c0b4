/**
 * Issue 20 item 3 (ADR 68): GET /api/mentors/list/ with "available on" (days), "time of day" (in the
 * student's zone) and "offers a trial", alone and combined with the other filters, sorts and search, on
 * 10,000 approved mentors with the demo catalogue's weekly hours in PostgreSQL: p50/p95 per case against the
 * 20 ms p95 budget (warm server, sequential keep-alive requests), then the query plans of the filters.
 * Needs PostgreSQL on 127.0.0.1:5432 (user postgres, trust) or BENCH_DATABASE_URL; a fresh database,
 * dropped at the end.
 *
 *   npm run bench:catalogue-time      (MENTORS=10000 REQUESTS=200 by default)
 */
import { sql } from 'drizzle-orm';
import { wantedHalfHours } from '@app/contract';
import { queryRows, type Database } from '../apps/server/src/db/client.ts';
import {
  and,
  filterConditions,
  orderBy,
  searchPageStatement,
  searchWordGroups,
} from '../apps/server/src/modules/mentors/search-repository.ts';
import { seedCatalogueMentors } from './catalogue-seed.ts';
import { startServerProcess } from './server-process.ts';
import { BUDGET_P95_MS, loadAverage, percentile, withFreshDatabase } from './support.ts';

const MENTORS = Number(process.env.MENTORS ?? 10_000);
const REQUESTS = Number(process.env.REQUESTS ?? 200);
const WEEKDAYS = 'days=Mon,Tue,Wed,Thu,Fri';
const BERLIN = 'tz=Europe%2FBerlin';

async function measure(base: string, query: string): Promise<{ p50: number; p95: number; count: number }> {
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const res = await fetch(`${base}/api/mentors/list/?${query}`);
    const body = (await res.json()) as { count: number };
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${query}: ${res.status} ${JSON.stringify(body)}`);
    count = body.count;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), count };
}

async function run(database: Database, dataDir: string, url: string): Promise<void> {
  const now = new Date();
  const started = performance.now();
  await seedCatalogueMentors(database, MENTORS, now);
  const [slots] = await queryRows<{ n: number; mentors: number }>(
    database.db,
    sql`SELECT sum(length(replace(free_half_hours::text, '0', '')))::integer AS n,
      count(free_half_hours)::integer AS mentors FROM mentors`,
  );
  console.log(
    `seeded ${MENTORS} approved mentors in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
      `${slots?.n} free half hours of ${slots?.mentors} mentors`,
  );
  // The database's answers are measured, not the visitors' read cache (ADR 43): every request reads.
  const server = await startServerProcess({ databaseUrl: url, dataDir, env: { PUBLIC_CACHE: 'off' } });
  const cases: [string, string][] = [
    // Baselines under the same load: the same calls without the new filters.
    ['baseline: none (Recommended)', ''],
    ['baseline: sort NEWEST', 'sort_by=NEWEST'],
    ['baseline: search "gutar"', 'search=gutar'],
    ['days=Mon', 'days=Mon'],
    ['days=Sat,Sun', 'days=Sat,Sun'],
    ['morning (Berlin)', `time_of_day=morning&${BERLIN}`],
    ['night (New York)', 'time_of_day=night&tz=America%2FNew_York'],
    ['weekday evenings (Berlin)', `${WEEKDAYS}&time_of_day=evening&${BERLIN}`],
    ['Sunday morning (Tokyo)', 'days=Sun&time_of_day=morning&tz=Asia%2FTokyo'],
    ['offers_trial=true', 'offers_trial=true'],
    ['offers_trial=false', 'offers_trial=false'],
    [
      'weekday evenings + trial + LOW_PRICE',
      `${WEEKDAYS}&time_of_day=evening&${BERLIN}&offers_trial=true&sort_by=LOW_PRICE`,
    ],
    ['weekday evenings + NEWEST', `${WEEKDAYS}&time_of_day=evening&${BERLIN}&sort_by=NEWEST`],
    ['weekday evenings + MOST_POPULAR', `${WEEKDAYS}&time_of_day=evening&${BERLIN}&sort_by=MOST_POPULAR`],
    ['weekday evenings + page 20', `${WEEKDAYS}&time_of_day=evening&${BERLIN}&page=20`],
    [
      'Piano + weekday evenings + trial',
      `instrument=Piano&${WEEKDAYS}&time_of_day=evening&${BERLIN}&offers_trial=true`,
    ],
    ['Sat night + price 30-60 EUR', `days=Sat&time_of_day=night&${BERLIN}&min_price=3000&max_price=6000`],
    ['search "gutar" + weekday evenings', `search=gutar&${WEEKDAYS}&time_of_day=evening&${BERLIN}`],
    ['search "jazz piano" + trial + Sat,Sun', 'search=jazz%20piano&offers_trial=true&days=Sat,Sun'],
  ];
  for (const [, q] of cases) for (let i = 0; i < 5; i++) await fetch(`${server.base}/api/mentors/list/?${q}`);

  console.log(
    `\n${REQUESTS} sequential GETs per case, p95 budget ${BUDGET_P95_MS} ms, load ${loadAverage()}\n`,
  );
  console.log(
    `${'case'.padEnd(44)} ${'count'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)}  result`,
  );
  let failures = 0;
  for (const [label, q] of cases) {
    const r = await measure(server.base, q);
    const pass = r.p95 <= BUDGET_P95_MS;
    if (!pass) failures++;
    console.log(
      `${label.padEnd(44)} ${String(r.count).padStart(6)} ${r.p50.toFixed(2).padStart(7)} ${r.p95.toFixed(2).padStart(7)}  ${pass ? 'PASS' : 'FAIL'}`,
    );
  }
  console.log(
    `\n${failures === 0 ? 'PASS' : 'FAIL'}: ${failures} case(s) above ${BUDGET_P95_MS} ms p95, load ${loadAverage()}`,
  );
  await server.stop();

  // The count of a filter set (the statement kept per catalogue version, ADR 40) and a page's statement.
  const weekdayEvenings = wantedHalfHours(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], ['evening'], 60);
  // ADR 71: with the narrow index of migration 0040 (an index-only scan), and as it was before (the
  // planner kept off indexes: a pass over every row of mentors). The median of 20 runs of each.
  const piano = await queryRows<{ id: number }>(database.db, sql`SELECT id FROM skills WHERE name = 'Piano'`);
  for (const [label, filters] of [
    ['count, weekday evenings', { freeHalfHours: weekdayEvenings }],
    ['count, weekday evenings + trial', { freeHalfHours: weekdayEvenings, offersTrial: true }],
    [
      'count, Piano + weekday evenings',
      { freeHalfHours: weekdayEvenings, skillIds: piano.map((p) => Number(p.id)) },
    ],
  ] as const) {
    for (const indexed of [true, false]) {
      const times: number[] = [];
      let plan: { 'QUERY PLAN': string }[] = [];
      for (let i = 0; i < 20; i++) {
        plan = await database.db.transaction(async (tx) => {
          if (!indexed) {
            await tx.execute(sql`SET LOCAL enable_indexonlyscan = off`);
            await tx.execute(sql`SET LOCAL enable_indexscan = off`);
            await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
          }
          return queryRows<{ 'QUERY PLAN': string }>(
            tx,
            sql`EXPLAIN ANALYZE SELECT count(*), min(m.amount_cents), max(m.amount_cents)
              FROM mentors m WHERE ${and(filterConditions(filters))}`,
          );
        });
        const total = /Execution Time: ([\d.]+) ms/.exec(plan.at(-1)?.['QUERY PLAN'] ?? '');
        times.push(Number(total?.[1] ?? NaN));
      }
      times.sort((a, b) => a - b);
      console.log(
        `\n${label}, ${indexed ? 'narrow index' : 'without it (every row)'}: median ${percentile(times, 50).toFixed(2)} ms:`,
      );
      for (const line of plan) console.log(`    ${line['QUERY PLAN']}`);
    }
  }
  // A page's statements as the list call runs them (search-repository.ts).
  for (const sort of [undefined, 'NEWEST'] as const) {
    const ranked = sort === undefined ? sql`JOIN mentor_rank_scores r ON r.mentor_id = m.id` : sql``;
    const page = await queryRows<{ 'QUERY PLAN': string }>(
      database.db,
      sql`EXPLAIN ANALYZE SELECT m.id FROM mentors m ${ranked}
        WHERE ${and(filterConditions({ freeHalfHours: weekdayEvenings }))}
        ORDER BY ${orderBy(sort, undefined)} LIMIT 10`,
    );
    console.log(`\npage 1 of weekday evenings, ${sort ?? 'Recommended'}:`);
    for (const line of page) console.log(`    ${line['QUERY PLAN']}`);
  }
  const search = await searchWordGroups(database.db, 'gutar');
  const found = await queryRows<{ 'QUERY PLAN': string }>(
    database.db,
    sql`EXPLAIN ANALYZE ${searchPageStatement({ search, freeHalfHours: weekdayEvenings }, undefined, { limit: 10, offset: 0 })}`,
  );
  console.log('\npage 1 of "gutar" on weekday evenings:');
  for (const line of found) console.log(`    ${line['QUERY PLAN']}`);
}

await withFreshDatabase('bench_catalogue_time', run, { poolSize: 10 });
