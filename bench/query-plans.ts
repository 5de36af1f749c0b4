/**
 * What a bench request costs in the database: the statements this process's pg clients send while it runs
 * (the app shares the bench's pg), each read's EXPLAIN ANALYZE, and the plan of the slowest.
 */
import pg from 'pg';
import type { Database } from '../apps/server/src/db/client.ts';

interface SentQuery {
  text: string;
  values: unknown[];
}

/** The statements this process's pg clients send while `work` runs (the app shares the bench's pg). */
async function recordQueries(work: () => Promise<unknown>): Promise<SentQuery[]> {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  const sent: SentQuery[] = [];
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args as [string | { text?: string; values?: unknown[] }, unknown];
    const text = typeof first === 'string' ? first : first?.text;
    if (text)
      sent.push({ text, values: Array.isArray(second) ? second : ((first as { values?: [] }).values ?? []) });
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    prototype.query = original;
  }
  return sent;
}

/**
 * EXPLAIN ANALYZE of one recorded read, inside a transaction that is rolled back: the best execution time
 * of three (the machine is shared) and that run's plan. Without per-node timing, which costs more than the
 * queries on some virtual machines; the row counts and loops show where the work is.
 */
async function explain(pool: pg.Pool, query: SentQuery): Promise<{ ms: number; plan: string[] }> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    let best = { ms: Infinity, plan: [] as string[] };
    for (let run = 0; run < 3; run += 1) {
      const result = await client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${query.text}`,
        query.values,
      );
      const plan = result.rows.map((r) => r['QUERY PLAN']);
      const ms = Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? 0);
      if (ms < best.ms) best = { ms, plan };
    }
    return best;
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

const oneLine = (text: string, width: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > width ? `${flat.slice(0, width - 3)}...` : flat;
};

/**
 * For one request of a case: how many statements it sends, their summed execution time (the rest of the
 * request's time is Node: routing, sessions, serialising) and the plan of the slowest.
 */
export async function printQueries(
  database: Database,
  label: string,
  call: () => Promise<string>,
): Promise<void> {
  const sent = await recordQueries(call);
  const reads = sent.filter((q) => /^\s*(select|with)\b/i.test(q.text));
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const timed = [];
  for (const query of reads) timed.push({ query, ...(await explain(pool, query)) });
  const total = timed.reduce((sum, t) => sum + t.ms, 0);
  console.log(
    `\n${label}: ${sent.length} statements (${reads.length} reads), database ${total.toFixed(2)} ms`,
  );
  for (const t of timed) console.log(`  ${t.ms.toFixed(3).padStart(8)} ms  ${oneLine(t.query.text, 100)}`);
  const slowest = timed.sort((a, b) => b.ms - a.ms)[0];
  if (slowest && slowest.ms >= 1) {
    console.log(`  plan of the slowest:\n${slowest.plan.map((line) => `    ${line}`).join('\n')}`);
  }
}
