/**
 * The daily ranking job under load, for catalogue-list.ts: the list is requested while the job runs for
 * RANKING_RUNS consecutive days, and the tables' size and update counters (n_tup_upd vs n_tup_hot_upd) are
 * printed before and after, because a job that rewrote every mentor row bloated the table (issue 16).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../apps/server/src/db/client.ts';
import { refreshDailyRanks } from '../apps/server/src/modules/mentors/repository.ts';
import { BUDGET_P95_MS, percentile } from './support.ts';

const RANKING_RUNS = Number(process.env.RANKING_RUNS ?? 5);
/** The tables the job writes; mentor_rank_scores exists from migration 0019 on (the bench also ran before). */
const TABLES = ['mentors', 'mentor_rank_scores'];

interface TableFigures {
  table: string;
  bytes: number;
  updates: number;
  hotUpdates: number;
}

async function tableFigures(database: Database): Promise<TableFigures[]> {
  // A backend that went idle reports its table statistics within 10 s (PGSTAT_IDLE_INTERVAL): the pool's
  // connections that ran the job are idle now.
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const rows = await queryRows<{ relname: string; bytes: string; upd: string; hot: string }>(
    database.db,
    sql`SELECT s.relname, pg_total_relation_size(s.relid) AS bytes, s.n_tup_upd AS upd, s.n_tup_hot_upd AS hot
      FROM pg_stat_user_tables s WHERE s.relname IN (${sql.join(
        TABLES.map((t) => sql`${t}`),
        sql`, `,
      )}) ORDER BY s.relname`,
  );
  return rows.map((r) => ({
    table: r.relname,
    bytes: Number(r.bytes),
    updates: Number(r.upd),
    hotUpdates: Number(r.hot),
  }));
}

function printFigures(label: string, figures: TableFigures[]): void {
  console.log(`  ${label}:`);
  for (const f of figures)
    console.log(
      `    ${f.table.padEnd(20)} ${(f.bytes / 1024 / 1024).toFixed(2).padStart(7)} MB  n_tup_upd ${String(f.updates).padStart(7)}  n_tup_hot_upd ${String(f.hotUpdates).padStart(7)}`,
    );
}

/**
 * Runs the daily job for RANKING_RUNS days after `now` (each a real day change, so every score moves on)
 * while one client requests `query` back to back; prints the list's p50/p95 during the job and the tables'
 * figures. Returns whether the list stayed within budget.
 */
export async function listDuringRanking(database: Database, base: string, query: string, now: Date) {
  console.log(`\nThe daily ranking job, ${RANKING_RUNS} runs (one per day), while the list is requested`);
  printFigures('before', await tableFigures(database));
  let running = true;
  const times: number[] = [];
  const client = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${base}/api/mentors/list/${query}`);
      await res.arrayBuffer();
      times.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`${query}: ${res.status}`);
    }
  })();
  const runs: number[] = [];
  for (let day = 1; day <= RANKING_RUNS; day++) {
    const started = performance.now();
    await database.db.transaction((tx) => refreshDailyRanks(tx, new Date(now.getTime() + day * 86_400_000)));
    runs.push(performance.now() - started);
  }
  running = false;
  await client;
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  const pass = p95 <= BUDGET_P95_MS;
  console.log(
    `  job runs ${runs.map((ms) => ms.toFixed(0)).join(', ')} ms; list "${query || '(Recommended)'}" during the job: ` +
      `${times.length} requests, p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms  ${pass ? 'PASS' : 'FAIL'}`,
  );
  printFigures(`after ${RANKING_RUNS} runs`, await tableFigures(database));
  return pass;
}
