/**
 * The server under test as a child process of the bench, so that its memory is its own: the bench process
 * (tsx, the seeding client, the load generator) is measured separately. Memory comes from the kernel,
 * /proc/<pid>/status: VmRSS is the resident set now and VmHWM its peak since the process started, so a peak
 * between two samples is not missed. Linux only (where the benches run).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverNodeArgs } from '../scripts/server-command.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const MB = 1024 * 1024;

export interface ProcMemory {
  /** Resident now, bytes. */
  rss: number;
  /** Peak resident since the process started, bytes. */
  peak: number;
}

/** VmRSS and VmHWM of a live process (this one by default). */
export function procMemory(pid: number = process.pid): ProcMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') * 1024, peak: kb('VmHWM') * 1024 };
}

export const mb = (bytes: number): string => `${(bytes / MB).toFixed(0)} MB`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  /** http://127.0.0.1:port */
  base: string;
  pid: number;
  memory(): ProcMemory;
  /** SIGTERM (graceful shutdown), SIGKILL after 15 s. */
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  /** postgres:// URL of the bench's database (already migrated and seeded). */
  databaseUrl: string;
  dataDir: string;
  /**
   * A fixed "now" for benches whose seed is dated: bench/server-entry.ts (startServer with a FixedClock and
   * no scheduled jobs) instead of the server's own entry. Without it the child is what `npm start` runs.
   */
  now?: string;
  /** More environment (LOG_LEVEL...). */
  env?: Record<string, string>;
}

/**
 * Starts the server on a free port, compiled and run as `npm start` does (scripts/server-command.mjs), no demo
 * seeding, pino logging at `info` as `npm start` does (to /dev/null), and resolves once GET /api/health answers.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  const webDist = path.join(root, 'apps/web/dist');
  const entry = await buildServer(options.now ? 'bench/server-entry.ts' : undefined);
  const child: ChildProcess = spawn(process.execPath, [...serverNodeArgs(options.databaseUrl), entry], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      // The built web app when there is one (as in production); else an empty folder.
      WEB_DIST_DIR: existsSync(path.join(webDist, 'index.html')) ? webDist : options.dataDir,
      SEED: 'false',
      LOG_LEVEL: 'info',
      ...(options.now ? { BENCH_NOW: options.now, BENCH_JOBS: '0' } : {}),
      ...options.env,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-8000)));
  // A bench that fails half-way must not leave its server running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => process.off('exit', killOnExit));
  let gone = false;
  let stopping = false;
  void exited.then(() => (gone = true));
  // A server that dies mid-bench shows up as refused connections; say why it went.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`\nthe server exited (code ${code}, signal ${signal}):\n${stderr}`);
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (gone) throw new Error(`the server exited during start-up:\n${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /api/health within 90 s:\n${stderr}`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    pid: child.pid!,
    memory: () => procMemory(child.pid),
    stop: async () => {
      if (gone) return;
      stopping = true;
      const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(kill);
    },
  };
}
