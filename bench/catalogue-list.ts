/**
 * GET /api/mentors/list/ on 10,000 approved mentors in PostgreSQL: p50/p95 per filter and sort, with and
 * without search text, against the 20 ms p95 budget (warm server, sequential keep-alive requests), plus the
 * query plans of the search showing its indexes. Needs PostgreSQL on 127.0.0.1:5432 (user postgres, trust)
 * or BENCH_DATABASE_URL; creates a fresh database and drops it at the end.
 *
 *   npm run bench:catalogue            (MENTORS=10000 REQUESTS=200 by default)
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { queryRows, type Database } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { createMentors, type NewMentor } from '../apps/server/src/modules/mentors/catalogue.ts';
import { mentorProfile, seedLookupTables, type Lookups } from '../apps/server/src/modules/mentors/seed.ts';
import { MENTOR_NAMES } from '../apps/server/src/modules/mentors/seed-data.ts';
import { filterConditions, and } from '../apps/server/src/modules/mentors/search.ts';
import { refreshRankScores, searchWordGroups } from '../apps/server/src/modules/mentors/repository.ts';
import { SystemClock } from '../apps/server/src/platform/clock.ts';
import { OutboxMailer } from '../apps/server/src/platform/mail/mailer.ts';
import { BUDGET_P95_MS, percentile, RSS_BUDGET_MB, withFreshDatabase } from './support.ts';

const MENTORS = Number(process.env.MENTORS ?? 10_000);
const REQUESTS = Number(process.env.REQUESTS ?? 200);
const CHUNK = 500;

async function seed(database: Database, now: Date): Promise<Lookups> {
  const lk = await database.db.transaction((tx) => seedLookupTables(tx));
  const rnd = (n: number) => ((n * 2654435761) >>> 0) / 4294967296;
  for (let start = 0; start < MENTORS; start += CHUNK) {
    const count = Math.min(CHUNK, MENTORS - start);
    const people = Array.from({ length: count }, (_, k) => {
      const n = start + k;
      const [first] = MENTOR_NAMES[n % MENTOR_NAMES.length]!;
      const [, last, place] = MENTOR_NAMES[Math.floor(n / MENTOR_NAMES.length) % MENTOR_NAMES.length]!;
      return { n, first, last, place };
    });
    const rows = await database.db
      .insert(users)
      .values(
        people.map((p) => ({
          email: `bench${p.n}@example.com`,
          firstName: p.first,
          lastName: p.last,
          profilePicture: `/media/portraits/${(p.n % 66) + 1}.svg`,
          emailConfirmedAt: now,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: users.id });
    const inputs: NewMentor[] = people.map((p, k) => ({
      userId: rows[k]!.id,
      ...mentorProfile(p.n, p.first, p.place, lk, now),
      approvedAt: new Date(now.getTime() - Math.floor(rnd(p.n) * 700) * 86_400_000),
      referralCode: `B${p.n}`,
    }));
    await createMentors(database.db, inputs, now);
  }
  // Review figures as if the catalogue had been running a while: about a third of mentors without reviews.
  await database.db.execute(sql`UPDATE mentors SET
    review_count = CASE WHEN id % 3 = 0 THEN 0 ELSE (id * 7) % 40 END,
    rating_sum = CASE WHEN id % 3 = 0 THEN 0 ELSE ((id * 7) % 40) * (9 + (id % 7)) END,
    completed_lessons = (id * 13) % 200, completed_lessons_90d = (id * 11) % 30`);
  await refreshRankScores(database.db, 'all', now);
  // A table in steady state: autovacuum has run, so counts can be index-only scans.
  await database.db.execute(sql`VACUUM ANALYZE`);
  return lk;
}

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
  return [
    `words: ${JSON.stringify(groups)}`,
    ...rows.map((r) => r['QUERY PLAN']),
    ...lexicon.map((r) => r['QUERY PLAN']),
  ];
}

async function run(database: Database, dataDir: string): Promise<void> {
  const now = new Date();
  let started = performance.now();
  const lk = await seed(database, now);
  console.log(`seeded ${MENTORS} approved mentors in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
  });
  const clock = new SystemClock(false);
  const app = await buildApp({ config, database, clock, mailer: new OutboxMailer(database, clock) });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
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

  console.log(`\n${REQUESTS} sequential GETs per case, p95 budget ${BUDGET_P95_MS} ms\n`);
  console.log(
    `${'case'.padEnd(58)} ${'count'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)}  result`,
  );
  let failures = 0;
  started = performance.now();
  // The server runs in this process, so this process's resident memory bounds the server's from above
  // (budget: 300 MB on PostgreSQL while the benchmark loads it).
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 100);
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
    `\n${failures === 0 ? 'PASS' : 'FAIL'}: ${failures} case(s) above ${BUDGET_P95_MS} ms p95 (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  clearInterval(sampler);
  const peakMb = peakRss / 1024 / 1024;
  console.log(
    `${peakMb <= RSS_BUDGET_MB ? 'PASS' : 'FAIL'}: peak resident memory ${peakMb.toFixed(0)} MB (budget ${RSS_BUDGET_MB} MB, server and load generator together)`,
  );

  console.log('\nQuery plans of the search filter (count query):');
  for (const s of ['gutar', 'jazz piano', 'José']) {
    const plan = await explain(database, s);
    const indexes = [...new Set(plan.join('\n').match(/mentor[a-z_]+_idx/g) ?? [])];
    const seqScan = plan.some((line) => /Seq Scan on mentors/.test(line));
    console.log(`  "${s}": indexes ${indexes.join(', ') || 'none'}${seqScan ? ' (SEQ SCAN!)' : ''}`);
    for (const line of plan) console.log(`      ${line}`);
  }
  await app.close();
}

await withFreshDatabase('bench_catalogue', run, { poolSize: 10 });
