/**
 * GET /api/mentors/list/ on 10,000 approved mentors in PostgreSQL: p50/p95 per filter and sort, with and
 * without search text, against the 20 ms p95 budget (warm server, sequential keep-alive requests), plus the
 * query plans of the search showing its indexes. Needs PostgreSQL on 127.0.0.1:5432 (user postgres, trust)
 * or BENCH_DATABASE_URL; creates a fresh database and drops it at the end.
 *
 *   npm run bench:catalogue            (MENTORS=10000 REQUESTS=200 by default)
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../apps/server/src/db/client.ts';
import {
  filterConditions,
  and,
  searchPageStatement,
  searchWordGroups,
} from '../apps/server/src/modules/mentors/search-repository.ts';
import { seedCatalogueMentors } from './catalogue-seed.ts';
import { startServerProcess } from './server-process.ts';
import { listDuringRanking } from './catalogue-ranking.ts';
import { BUDGET_P95_MS, loadAverage, percentile, RssMeter, withFreshDatabase } from './support.ts';

const MENTORS = Number(process.env.MENTORS ?? 10_000);
const REQUESTS = Number(process.env.REQUESTS ?? 200);
async function measure(base: string, query: string): Promise<{ p50: number; p95: number; count: number }> {
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const res = await fetch(`${base}/api/mentors/list/${query}`);
    const body = (await res.json()) as { count: number };
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${query}: ${res.status} ${JSON.stringify(body)}`);
    count = body.count;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), count };
}

/** Every filter with every search text; the number of cases above the p95 budget. */
async function runCases(
  address: string,
  filters: [string, string][],
  searches: string[],
  title: string,
): Promise<number> {
  console.log(
    `\n${title}: ${REQUESTS} sequential GETs per case, p95 budget ${BUDGET_P95_MS} ms, load ${loadAverage()}\n`,
  );
  console.log(
    `${'case'.padEnd(58)} ${'count'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)}  result`,
  );
  let failures = 0;
  const started = performance.now();
  for (const s of searches) {
    for (const [label, q] of filters) {
      const query = `?${[q, s ? `search=${encodeURIComponent(s)}` : ''].filter(Boolean).join('&')}`;
      const r = await measure(address, query === '?' ? '' : query);
      const pass = r.p95 <= BUDGET_P95_MS;
      if (!pass) failures++;
      const caseLabel = `${label}${s ? ` + search "${s}"` : ''}`;
      console.log(
        `${caseLabel.padEnd(58)} ${String(r.count).padStart(6)} ${r.p50.toFixed(2).padStart(7)} ${r.p95.toFixed(2).padStart(7)}  ${pass ? 'PASS' : 'FAIL'}`,
      );
    }
  }
  console.log(
    `${failures} case(s) above ${BUDGET_P95_MS} ms p95 (${((performance.now() - started) / 1000).toFixed(1)} s, load ${loadAverage()})`,
  );
  return failures;
}

async function explain(database: Database, search: string): Promise<string[]> {
  const groups = await searchWordGroups(database.db, search);
  const rows = await queryRows<{ 'QUERY PLAN': string }>(
    database.db,
    sql`EXPLAIN SELECT count(*) FROM mentors m WHERE ${and(filterConditions({ search: groups }))}`,
  );
  const lexicon = await queryRows<{ 'QUERY PLAN': string }>(
    database.db,
    sql`EXPLAIN SELECT w.word FROM mentor_search_words w WHERE w.word % ${groups[0]?.[0] ?? ''}::text
      ORDER BY w.word <-> ${groups[0]?.[0] ?? ''}::text LIMIT 5`,
  );
  // The page of a search sorted by price: the matches from the GIN index first, then the sort (ADR 0040).
  const page = await queryRows<{ 'QUERY PLAN': string }>(
    database.db,
    sql`EXPLAIN ${searchPageStatement({ search: groups }, 'LOW_PRICE', { limit: 20, offset: 0 })}`,
  );
  return [
    `words: ${JSON.stringify(groups)}`,
    ...page.map((r) => r['QUERY PLAN']),
    ...rows.map((r) => r['QUERY PLAN']),
    ...lexicon.map((r) => r['QUERY PLAN']),
  ];
}

async function run(database: Database, dataDir: string, url: string): Promise<void> {
  const now = new Date();
  const started = performance.now();
  const lk = await seedCatalogueMentors(database, MENTORS, now);
  // Levels, ages and media (ADR 67) are part of the seed, before its VACUUM ANALYZE.
  console.log(`seeded ${MENTORS} approved mentors in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // The server in its own process, as `npm start` runs it, so that its memory is its own.
  // The database's answers are measured, not the visitors' read cache (ADR 43): every request reads.
  const server = await startServerProcess({ databaseUrl: url, dataDir, env: { PUBLIC_CACHE: 'off' } });
  const address = server.base;
  const rss = new RssMeter(server);
  const filters: [string, string][] = [
    ['none (Recommended)', ''],
    ['sort NEWEST', 'sort_by=NEWEST'],
    ['sort LOW_PRICE', 'sort_by=LOW_PRICE'],
    ['sort HIGH_PRICE', 'sort_by=HIGH_PRICE'],
    ['sort MOST_POPULAR', 'sort_by=MOST_POPULAR'],
    ['instrument=Guitar', 'instrument=Guitar'],
    ['style=Jazz', `style=${lk.style.Jazz}`],
    ['language=Spanish,German', `language=${lk.language.Spanish},${lk.language.German}`],
    ['price 30-60 EUR', 'min_price=3000&max_price=6000'],
    ['level=beginner', 'level=beginner'],
    ['age=children,teens', 'age=children,teens'],
    ['has_media=true', 'has_media=true'],
    ['level + age + has_media', 'level=advanced&age=children&has_media=true&sort_by=LOW_PRICE'],
    [
      'combined + LOW_PRICE',
      `instrument=Piano&style=${lk.style.Jazz},${lk.style.Classical}&language=${lk.language.English}&min_price=2000&max_price=9000&sort_by=LOW_PRICE`,
    ],
    ['page 50', 'page=50'],
  ];
  const searches = ['', 'gutar', 'jazz piano', 'José'];
  // Warm-up: every case a few times.
  for (const [, q] of filters)
    for (const s of searches)
      for (let i = 0; i < 5; i++)
        await fetch(`${address}/api/mentors/list/?${q}&search=${encodeURIComponent(s)}`);

  let failures = await runCases(address, filters, searches, 'fresh catalogue');
  if (!(await listDuringRanking(database, address, '', now))) failures++;
  // Right after the job: the cases again, on the tables as the job left them (no VACUUM in between).
  failures += await runCases(address, filters, searches, 'right after the ranking job');
  console.log(`\n${failures === 0 ? 'PASS' : 'FAIL'}: ${failures} case(s) above ${BUDGET_P95_MS} ms p95`);
  rss.report();

  console.log(
    '\nQuery plans of a search page sorted by LOW_PRICE, the search filter (count) and the lexicon:',
  );
  for (const s of ['gutar', 'jazz piano', 'José']) {
    const plan = await explain(database, s);
    const indexes = [...new Set(plan.join('\n').match(/mentor[a-z_]+_idx/g) ?? [])];
    const seqScan = plan.some((line) => /Seq Scan on mentors/.test(line));
    console.log(`  "${s}": indexes ${indexes.join(', ') || 'none'}${seqScan ? ' (SEQ SCAN!)' : ''}`);
    for (const line of plan) console.log(`      ${line}`);
  }
  await server.stop();
}

await withFreshDatabase('bench_catalogue', run, { poolSize: 10 });
