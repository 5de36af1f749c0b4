/**
 * Requests per second of the product against a bare Fastify sending the same bytes (issue 16 item 5), side
 * by side in one run: the visitor's mentor list (GET /api/mentors/list/, first page, no filter) on 10,000
 * mentors in PostgreSQL, CONNECTIONS keep-alive connections for SECONDS each, the product first, then the
 * bare server (bench/bare-server.mjs) answering the product's own answer from memory. Budget: the product
 * at 25% or more of the bare server. Until public reads are cached in process this prints the uncached
 * figure.
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

await withFreshDatabase('bench_ratio', async (database, dataDir, url) => {
  await seedCatalogueMentors(database, MENTORS, new Date());
  const server = await startServerProcess({ databaseUrl: url, dataDir, env: { LOG_LEVEL: 'warn' } });
  try {
    const answer = await fetch(`${server.base}${LIST}`);
    const bodyFile = path.join(dataDir, 'list.json');
    writeFileSync(bodyFile, Buffer.from(await answer.arrayBuffer()));
    const contentType = answer.headers.get('content-type') ?? 'application/json';
    // Warm-up, then the product.
    await runLoad({ base: server.base, connections: CONNECTIONS, seconds: 3, next: () => ({ path: LIST }) });
    console.log(`${MENTORS} mentors, ${CONNECTIONS} connections, ${SECONDS} s each, load ${loadAverage()}`);
    const product = line(
      'the product (uncached)',
      await runLoad({
        base: server.base,
        connections: CONNECTIONS,
        seconds: SECONDS,
        next: () => ({ path: LIST }),
      }),
    );
    const bare = await startBare(bodyFile, contentType, Number(new URL(server.base).port) + 1);
    try {
      await runLoad({ base: bare.base, connections: CONNECTIONS, seconds: 3, next: () => ({ path: LIST }) });
      const yardstick = line(
        'bare Fastify, same bytes',
        await runLoad({
          base: bare.base,
          connections: CONNECTIONS,
          seconds: SECONDS,
          next: () => ({ path: LIST }),
        }),
      );
      const ratio = product / yardstick;
      console.log(
        `ratio ${(ratio * 100).toFixed(1)}% (budget ${BUDGET * 100}%): ${ratio >= BUDGET ? 'PASS' : 'FAIL'}; load ${loadAverage()}`,
      );
    } finally {
      bare.stop();
    }
  } finally {
    await server.stop();
  }
});
