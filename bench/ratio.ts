/**
 * Requests per second of the product against a bare Fastify sending the same bytes (issue 16 item 5), side
 * by side in one run: the visitor's mentor list (GET /api/mentors/list/, first page, no filter) on 10,000
 * mentors in PostgreSQL, CONNECTIONS keep-alive connections for SECONDS each, the product first, then the
 * bare server (bench/bare-server.mjs) answering the product's own answer from memory. Budget: the product
 * at 25% or more of the bare server, with the public read cache on (ADR 43); the same run also prints the
 * product with PUBLIC_CACHE=off, the uncached figure, for comparison.
 *   npm run bench:ratio     (MENTORS, default 10000; CONNECTIONS, default 10; SECONDS, default 15)
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { seedCatalogueMentors } from './catalogue-seed.ts';
import { runLoad, type LoadResult } from './load.ts';
import { startServerProcess } from './server-process.ts';
import { loadAverage, percentile, withFreshDatabase } from './support.ts';

const MENTORS = Number(process.env.MENTORS ?? 10_000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const SECONDS = Number(process.env.SECONDS ?? 15);
const BUDGET = 0.25;
const LIST = '/api/mentors/list/';

function line(label: string, result: LoadResult): number {
  const rate = result.requests / result.seconds;
  console.log(
    `${label.padEnd(34)} ${rate.toFixed(0).padStart(7)} req/s  p50 ${percentile(result.latencies, 50).toFixed(2)} ms  p95 ${percentile(result.latencies, 95).toFixed(2)} ms  errors ${result.errors}`,
  );
  return rate;
}

/** The bare Fastify on `port`, answering `bodyFile`; resolves once it answers. */
async function startBare(bodyFile: string, contentType: string, port: number) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-server.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { PATH: process.env.PATH ?? '', BODY_FILE: bodyFile, CONTENT_TYPE: contentType, PORT: String(port) },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(base).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, stop: () => child.kill('SIGTERM') };
}

/** The product on the seeded database with the public cache on or off: its rate, after a warm-up. */
const load = (base: string, seconds: number) =>
  runLoad({ base, connections: CONNECTIONS, seconds, next: () => ({ path: LIST }) });

/** The list as a client without Accept-Encoding gets it (as the load generator does), and its X-Cache. */
async function plainAnswer(base: string): Promise<{ body: Buffer; cache: string | null; type: string }> {
  const answer = await fetch(`${base}${LIST}`, { headers: { 'accept-encoding': 'identity' } });
  return {
    body: Buffer.from(await answer.arrayBuffer()),
    cache: answer.headers.get('x-cache'),
    type: answer.headers.get('content-type') ?? 'application/json',
  };
}

await withFreshDatabase('bench_ratio', async (database, dataDir, url) => {
  await seedCatalogueMentors(database, MENTORS, new Date());
  const server = (cache: 'on' | 'off') =>
    startServerProcess({ databaseUrl: url, dataDir, env: { LOG_LEVEL: 'warn', PUBLIC_CACHE: cache } });
  const uncached = await server('off');
  const cached = await server('on');
  const bodyFile = path.join(dataDir, 'list.json');
  const reference = await plainAnswer(uncached.base);
  writeFileSync(bodyFile, reference.body);
  const bare = await startBare(bodyFile, reference.type, Number(new URL(cached.base).port) + 1);
  try {
    console.log(`${MENTORS} mentors, ${CONNECTIONS} connections, ${SECONDS} s each, load ${loadAverage()}`);
    // Each warmed up for 3 s, then measured; the three processes are up throughout, idle but one.
    const measure = async (label: string, base: string) => {
      await load(base, 3);
      return line(label, await load(base, SECONDS));
    };
    const withoutCache = await measure('the product, PUBLIC_CACHE=off', uncached.base);
    const withCache = await measure('the product, cached (ADR 43)', cached.base);
    const yardstick = await measure('bare Fastify, same bytes', bare.base);
    // The kept answer may have aged out (10 s) while the others ran: the first read keeps it again.
    await plainAnswer(cached.base);
    const check = await plainAnswer(cached.base);
    if (!check.body.equals(reference.body) || check.cache !== 'hit') {
      throw new Error(`the cached answer is not the same bytes from the cache (X-Cache: ${check.cache})`);
    }
    const percent = (rate: number) => `${((rate / yardstick) * 100).toFixed(1)}%`;
    console.log(`uncached: ${percent(withoutCache)} of the bare server (for comparison)`);
    const ratio = withCache / yardstick;
    console.log(
      `cached: ${percent(withCache)} of the bare server (budget ${BUDGET * 100}%): ${ratio >= BUDGET ? 'PASS' : 'FAIL'}; load ${loadAverage()}`,
    );
  } finally {
    bare.stop();
    await cached.stop();
    await uncached.stop();
  }
});
