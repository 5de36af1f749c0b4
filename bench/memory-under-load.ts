/**
 * The server's memory under load on PostgreSQL: 10,000 approved mentors (the catalogue bench's seed), the
 * server started as `npm start` starts it (scripts/server-command.mjs) in a child process, then 50 concurrent
 * keep-alive connections for PHASE_SECONDS each on GET /api/mentors/list/ with varied filters, sorts, searches and
 * pages, and on GET /api/mentors/available-times/ for many mentors, weeks and months and caller zones.
 * Prints the server's own peak RSS (VmHWM of its process) against the 300 MB budget, the load generator's
 * own peak apart, requests done and p50/p95. Needs PostgreSQL on 127.0.0.1:5432 (user postgres, trust) or
 * BENCH_DATABASE_URL; creates a fresh database and drops it at the end.
 *
 *   npm run bench:memory      (MENTORS=10000 CONNECTIONS=50 PHASE_SECONDS=45 by default;
 *                              SERVER_NODE_OPTIONS passes NODE_OPTIONS to the server, e.g. --heapsnapshot-signal=SIGUSR2)
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.ts';
import { seedCatalogueMentors } from './catalogue-seed.ts';
import { runLoad, type LoadResult } from './load.ts';
import { mb, startServerProcess, type ServerProcess } from './server-process.ts';
import { loadAverage, percentile, RssMeter, withFreshDatabase } from './support.ts';

const MENTORS = Number(process.env.MENTORS ?? 10_000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const SECONDS = Number(process.env.PHASE_SECONDS ?? 45);
const DAY_MS = 86_400_000;

/** A deterministic pseudo-random sequence, so two runs send the same mix. */
function randomSequence(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

function report(label: string, result: LoadResult, server: ServerProcess): void {
  const lat = result.latencies;
  const { rss, peak } = server.memory();
  console.log(
    `${label.padEnd(30)} ${String(result.requests).padStart(7)} requests (${(result.requests / result.seconds).toFixed(0)}/s, ` +
      `${result.errors} errors)  p50 ${percentile(lat, 50).toFixed(1)} ms  p95 ${percentile(lat, 95).toFixed(1)} ms  ` +
      `server RSS ${mb(rss)}, peak ${mb(peak)}; load average ${loadAverage()}`,
  );
  for (const sample of result.samples) console.log(`    ${sample}`);
}

await withFreshDatabase(
  'bench_mem',
  async (database, dataDir, url) => {
    const now = new Date();
    const seededAt = performance.now();
    const lk = await seedCatalogueMentors(database, MENTORS, now);
    console.log(
      `seeded ${MENTORS} approved mentors in ${((performance.now() - seededAt) / 1000).toFixed(1)} s`,
    );
    // Every mentor's shortest session: the booking wizard's first choice.
    const sessions = await queryRows<{ mentor_id: number; id: number }>(
      database.db,
      sql`SELECT DISTINCT ON (mentor_id) mentor_id, id FROM mentor_sessions ORDER BY mentor_id, session_time, id`,
    );

    const server = await startServerProcess({
      databaseUrl: url,
      dataDir,
      env: process.env.SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.SERVER_NODE_OPTIONS } : {},
    });
    try {
      const idle = server.memory();
      console.log(`server pid ${server.pid} started: RSS ${mb(idle.rss)} (peak ${mb(idle.peak)})`);
      console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per phase (load average ${loadAverage()})\n`);

      const listRandom = randomSequence(1);
      const styles = Object.values(lk.style);
      const languages = Object.values(lk.language);
      const instruments = ['Guitar', 'Piano', 'Drums', 'Bass', 'Voice', 'Saxophone'];
      const searches = ['gutar', 'jazz piano', 'José', 'classical violin', 'rock', 'blues guitar teacher'];
      const sorts = ['', 'NEWEST', 'LOW_PRICE', 'HIGH_PRICE', 'MOST_POPULAR'];
      const listPath = () => {
        const r = listRandom;
        const q = new URLSearchParams();
        const sort = r.pick(sorts);
        if (sort) q.set('sort_by', sort);
        if (r.next() < 0.3) q.set('instrument', r.pick(instruments));
        if (r.next() < 0.3) q.set('style', r.pick(styles).toString());
        if (r.next() < 0.25) q.set('language', `${r.pick(languages)},${r.pick(languages)}`);
        if (r.next() < 0.25) {
          const min = 1500 + Math.floor(r.next() * 40) * 100;
          q.set('min_price', String(min));
          q.set('max_price', String(min + 1000 + Math.floor(r.next() * 60) * 100));
        }
        if (r.next() < 0.3) q.set('search', r.pick(searches));
        q.set('page', String(1 + Math.floor(r.next() ** 3 * 50)));
        q.set('page_size', String(r.pick([10, 10, 10, 20, 50])));
        return { path: `/api/mentors/list/?${q.toString()}` };
      };

      const timesRandom = randomSequence(2);
      const zones = [
        'UTC',
        'Europe/Berlin',
        'America/New_York',
        'Asia/Tokyo',
        'Australia/Sydney',
        'America/Sao_Paulo',
      ];
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      const timesPath = () => {
        const r = timesRandom;
        const { mentor_id, id } = r.pick(sessions);
        const from = today + Math.floor(r.next() * 60) * DAY_MS;
        const days = r.next() < 0.7 ? 6 : 30;
        return {
          path: `/api/mentors/available-times/?mentor_id=${mentor_id}&session_id=${id}&start_date=${day(from)}&end_date=${day(from + days * DAY_MS)}`,
          headers: { 'x-timezone': r.pick(zones) },
        };
      };

      const phases: [string, () => { path: string; headers?: Record<string, string> }][] = [
        ['mentor list (varied filters)', listPath],
        [`available-times (${sessions.length} mentors)`, timesPath],
      ];
      let requests = 0;
      const all: number[] = [];
      for (const [label, next] of phases) {
        const result = await runLoad({ base: server.base, connections: CONNECTIONS, seconds: SECONDS, next });
        report(label, result, server);
        requests += result.requests;
        for (const value of result.latencies) all.push(value);
      }
      all.sort((a, b) => a - b);

      console.log(
        `\n${requests} requests, p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms (both phases)`,
      );
      // The server's own peak against the budget; the load generator (this process) apart.
      new RssMeter(server).report();
    } finally {
      await server.stop();
    }
  },
  { poolSize: 4 },
);
