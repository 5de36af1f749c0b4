import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/** A first start creates the embedded database (initdb in WASM): slow on a small CI machine. */
const STARTUP_TIMEOUT_MS = 120_000;
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

function startScript(env: Record<string, string>): ChildProcessWithoutNullStreams {
  // A clean environment: nothing from the developer's shell (DATABASE_URL...) leaks into the server.
  return spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  });
}

const exitOf = (child: ChildProcessWithoutNullStreams) =>
  new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

/** The first line of pino's JSON log that announces the address. */
function listeningUrl(child: ChildProcessWithoutNullStreams): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`exited with ${code} before listening:\n${output}`)));
  });
}

/** The address the server says to open (ADR 53). */
function openLine(child: ChildProcessWithoutNullStreams): Promise<string> {
  return new Promise((resolve) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^Open (\S+)$/m.exec(output);
      if (match) resolve(match[1]!);
    });
  });
}

describe('npm start (scripts/start.mjs)', () => {
  const temp = mkdtempSync(path.join(tmpdir(), 'start-script-'));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  it(
    'serves a given build, and stops cleanly with exit code 0 on SIGTERM',
    async () => {
      const dist = path.join(temp, 'dist');
      mkdirSync(path.join(dist, 'assets'), { recursive: true });
      writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>fake app</title>');
      writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("fake");');

      const child = startScript({
        WEB_DIST_DIR: dist,
        DATA_DIR: path.join(temp, 'data'),
        PORT: '0',
        HOST: '127.0.0.1',
        SEED: 'false',
        LOG_LEVEL: 'info',
      });
      const exited = exitOf(child);
      const opened = openLine(child);
      const base = await listeningUrl(child);
      // Without PUBLIC_URL: localhost on the port bound, and a page on 127.0.0.1 is not redirected.
      expect(await opened).toBe(`http://localhost:${new URL(base).port}`);

      const page = await fetch(`${base}/lessons/42`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('fake app');
      const asset = await fetch(`${base}/assets/app-abc123.js`);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await fetch(`${base}/api/health`)).status).toBe(200);

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    },
    STARTUP_TIMEOUT_MS,
  );

  it(
    "passes the server's failure on as its own exit code",
    async () => {
      const child = startScript({ WEB_DIST_DIR: temp, PORT: 'abc' });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      expect(await exitOf(child)).toBe(1);
      expect(stderr).toMatch(/^ {2}PORT: /m);
    },
    STARTUP_TIMEOUT_MS,
  );
});
