/**
 * What the server benches over PostgreSQL share: a fresh, migrated database that is dropped at the end
 * whatever happens, percentiles, one timed case printed against the p95 budget, and the peak RSS lines (the
 * server child process's own, bench/server-process.ts, and the bench process's apart).
 * Needs PostgreSQL on 127.0.0.1:5432 (user postgres, trust) or BENCH_DATABASE_URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { mb, procMemory, type ServerProcess } from './server-process.ts';

export const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const BUDGET_P95_MS = 20;
export const RSS_BUDGET_MB = 300;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Runs `work` on a new database named `<prefix>_<random>` with every migration applied, then drops it; `url`
 * is its connection string, for the server process.
 */
export async function withFreshDatabase(
  prefix: string,
  work: (database: Database, dataDir: string, url: string) => Promise<void>,
  options: { poolSize?: number } = {},
): Promise<void> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `${prefix.replace(/_/g, '-')}-`));
  const database = await openDatabase({ url: url.toString(), ...options });
  try {
    await migrate(database);
    await work(database, dataDir, url.toString());
  } finally {
    await database.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The 1- and 5-minute load averages: the figures depend on what else the machine runs. */
export function loadAverage(): string {
  const [one, five] = loadavg();
  return `${one!.toFixed(1)} / ${five!.toFixed(1)} (1 / 5 min)`;
}

export function percentile(sorted: ArrayLike<number>, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * Peak resident memory of the server process (its kernel high-water mark, VmHWM, which a sample between two
 * requests cannot miss) against the budget, and of this bench process (seeding client, load generator) apart.
 */
export class RssMeter {
  constructor(private readonly server: ServerProcess) {}

  /** The server's resident memory now and at its peak so far, for a progress line. */
  now(): string {
    const { rss, peak } = this.server.memory();
    return `server RSS ${mb(rss)} (peak ${mb(peak)})`;
  }

  /** Prints the server's peak against the budget and the bench process's own; true when within it. */
  report(): boolean {
    const server = this.server.memory().peak / 1024 / 1024;
    console.log(
      `server peak RSS ${server.toFixed(0)} MB (budget ${RSS_BUDGET_MB} MB): ${server <= RSS_BUDGET_MB ? 'PASS' : 'FAIL'}`,
    );
    console.log(`bench process (seeding, load generator) peak RSS ${mb(procMemory().peak)}, not budgeted`);
    console.log(`load average ${loadAverage()}`);
    return server <= RSS_BUDGET_MB;
  }
}

/**
 * Times `requests` sequential calls of `call` after `warmup` untimed ones and prints one line; `call` returns
 * the figure shown next to the label (slots, rows...). True when p95 is within the budget.
 */
export async function timeCase(
  label: string,
  requests: number,
  call: () => Promise<string>,
  warmup = 20,
): Promise<boolean> {
  const times: number[] = [];
  let shown = '';
  for (let i = 0; i < requests + warmup; i += 1) {
    const began = performance.now();
    shown = await call();
    if (i >= warmup) times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(
    `${label.padEnd(38)} ${shown.padStart(12)}  p50 ${percentile(times, 50).toFixed(2).padStart(6)} ms  p95 ${p95.toFixed(2).padStart(6)} ms  ${p95 <= BUDGET_P95_MS ? 'PASS' : 'FAIL'}`,
  );
  return p95 <= BUDGET_P95_MS;
}

/** Signs in through the API and returns the Cookie header a browser would send afterwards. */
export async function signIn(base: string, email: string, password: string, zone = 'UTC'): Promise<string> {
  const res = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-timezone': zone },
    body: JSON.stringify({ email, password, remember_me: false }),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
}

/**
 * A GET as a browser sends it (without a cookie: a visitor); fails the run on anything but 200 (a bench of
 * errors measures nothing).
 */
export function getter(base: string, cookie?: string, zone = 'UTC') {
  return async <T = unknown>(url: string): Promise<T> => {
    const res = await fetch(`${base}${url}`, {
      headers: { 'x-timezone': zone, ...(cookie ? { cookie } : {}) },
    });
    if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}
