/**
 * The embedded default's memory (issue 16 item 6, ADR 41): the server on PGlite, as `npm start` runs it
 * with no DATABASE_URL, on a fresh data folder with the demo data. Its resident memory is read from the
 * kernel (/proc, bench/server-process.ts) at rest after the first start (initdb, migrations and seeding
 * happened in this process), at rest after a restart on the same folder (what a running school sees), and
 * at its peak under CONNECTIONS keep-alive connections for SECONDS on the public reads (mentor list with
 * filters, sorts and searches; profiles; available times) and the public pages the server draws (/listings
 * with the same filters, /mentor/{id}: ADR 44; apps/web must be built). Budget: 300 MB.
 *   npm run bench:embedded-memory      (CONNECTIONS, default 10; SECONDS, default 30)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runLoad } from './load.ts';
import { mb, startServerProcess, type ServerProcess } from './server-process.ts';
import { percentile } from './support.ts';

const BUDGET = 300 * 1024 * 1024;
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const SECONDS = Number(process.env.SECONDS ?? 30);

const verdict = (bytes: number) => (bytes <= BUDGET ? 'PASS' : 'FAIL');
const settle = () => new Promise((resolve) => setTimeout(resolve, 3000));

function start(dataDir: string): Promise<ServerProcess> {
  // No DATABASE_URL: the embedded database in DATA_DIR, seeded with the demo data on its first start.
  return startServerProcess({ databaseUrl: '', dataDir, env: { SEED: 'true', LOG_LEVEL: 'warn' } });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-embedded-'));
try {
  const first = await start(dataDir);
  await settle();
  const afterSeeding = first.memory();
  await first.stop();

  const server = await start(dataDir);
  try {
    await settle();
    const atRest = server.memory();
    const list = (await (await fetch(`${server.base}/api/mentors/list/?page_size=50`)).json()) as {
      results: { id: number }[];
    };
    const offers: { mentor: number; session: number }[] = [];
    for (const { id } of list.results) {
      const profile = (await (await fetch(`${server.base}/api/mentors/${id}/`)).json()) as {
        sessions: { id: number }[];
      };
      for (const session of profile.sessions) offers.push({ mentor: id, session: session.id });
    }
    const sorts = ['', 'LOW_PRICE', 'HIGH_PRICE', 'MOST_POPULAR', 'NEWEST'];
    const searches = ['', 'guitar', 'jazz', 'piano lessons', 'ana'];
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    let n = 0;
    const next = () => {
      n++;
      const offer = offers[n % offers.length]!;
      switch (n % 6) {
        case 0:
          return { path: `/api/mentors/${offer.mentor}/` };
        case 4:
          return { path: `/mentor/${offer.mentor}` };
        case 5: {
          const search = searches[Math.floor(n / 5) % searches.length];
          return {
            path: `/listings?page=${(n % 3) + 1}${search ? `&search=${encodeURIComponent(search)}` : ''}`,
          };
        }
        case 1: {
          const from = n % 30;
          const days = n % 3 === 0 ? 30 : 6;
          return {
            path: `/api/mentors/available-times/?mentor_id=${offer.mentor}&session_id=${offer.session}&start_date=${day(from)}&end_date=${day(from + days)}`,
          };
        }
        default: {
          const q = new URLSearchParams({ page: String((n % 3) + 1) });
          const sort = sorts[n % sorts.length];
          const search = searches[Math.floor(n / 5) % searches.length];
          if (sort) q.set('sort_by', sort);
          if (search) q.set('search', search);
          return { path: `/api/mentors/list/?${q.toString()}` };
        }
      }
    };
    const load = await runLoad({ base: server.base, connections: CONNECTIONS, seconds: SECONDS, next });
    const underLoad = server.memory();

    console.log(
      `The server on PGlite (no DATABASE_URL), demo data, ${CONNECTIONS} connections for ${SECONDS} s`,
    );
    console.log(
      `  first start (initdb, migrations, seeding):  at rest ${mb(afterSeeding.rss)}, peak ${mb(afterSeeding.peak)}  ${verdict(afterSeeding.rss)} at rest`,
    );
    console.log(`  after a restart, at rest:                   ${mb(atRest.rss)}  ${verdict(atRest.rss)}`);
    console.log(
      `  under load (${load.requests} requests, ${load.errors} errors, p50 ${percentile(load.latencies, 50).toFixed(1)} ms, p95 ${percentile(load.latencies, 95).toFixed(1)} ms): peak ${mb(underLoad.peak)}, now ${mb(underLoad.rss)}  ${verdict(underLoad.peak)}`,
    );
    console.log(`  budget: ${mb(BUDGET)} resident`);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
