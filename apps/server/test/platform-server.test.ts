import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DevEmail } from '@app/contract';
import type { App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { startServer } from '../src/server.ts';

/** A first start creates the embedded database (initdb in WASM): slow on a small CI machine. */
const STARTUP_TIMEOUT_MS = 120_000;

describe('the real server over HTTP, on the embedded database in DATA_DIR', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'server-data-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const start = () =>
    startServer(
      loadConfig({
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED: 'false',
        LOG_LEVEL: 'silent',
      }),
    );
  const baseUrl = (app: App) => {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening on TCP');
    return `http://127.0.0.1:${address.port}`;
  };

  it(
    'answers health, finishes a request in flight while closing, then closes the database',
    async () => {
      const app = await start();
      const base = baseUrl(app);
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
      expect(health.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });

      await app.mailer.send({ to: 'kept@example.test', subject: 'Kept', text: 'kept', html: '<p>kept</p>' });

      // A slow scheduled job keeps POST /api/dev/clock/ busy while the server is asked to close.
      let releaseJob!: () => void;
      let jobStarted!: () => void;
      const started = new Promise<void>((resolve) => (jobStarted = resolve));
      app.scheduler.register({
        name: 'test-slow-job',
        run: () => {
          jobStarted();
          return new Promise<void>((resolve) => (releaseJob = resolve));
        },
      });
      const inFlight = fetch(`${base}/api/dev/clock/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advance_seconds: 1 }),
      });
      await started;
      const closed = app.close();
      setTimeout(() => releaseJob(), 100);
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      // The keep-alive connection of that request must not hold the close until its 72 s timeout.
      const closeStarted = Date.now();
      await closed;
      expect(Date.now() - closeStarted).toBeLessThan(5_000);

      await expect(app.db.execute(sql`SELECT 1`)).rejects.toThrow();
      await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    },
    STARTUP_TIMEOUT_MS,
  );

  it(
    'starts again on the same data folder with what was stored before',
    async () => {
      const app = await start();
      try {
        const res = await fetch(`${baseUrl(app)}/api/dev/emails/?to=kept@example.test`);
        const emails = (await res.json()) as DevEmail[];
        expect(emails.map((e) => e.subject)).toEqual(['Kept']);
      } finally {
        await app.close();
      }
    },
    STARTUP_TIMEOUT_MS,
  );
});
