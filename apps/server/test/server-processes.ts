/**
 * Real server processes for tests of several processes on one database: the server compiled and run as
 * `npm start` does (scripts/server-command.mjs; compiled once per test file, so a restart costs only node's
 * start) with its own PORT and DATA_DIR, and a browser-like HTTP session (cookies and the CSRF header)
 * against one of them.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CSRF_COOKIE, CSRF_HEADER } from '@app/contract';
import { buildServer, serverNodeArgs } from '../../../scripts/server-command.mjs';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface ServerProcess {
  /** http://127.0.0.1:port */
  base: string;
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** SIGTERM, then resolves with the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL (a crash: nothing is finished or closed), then resolves once the process is gone. */
  kill(): Promise<void>;
}

let compiled: Promise<string> | undefined;

/** Starts a server on a free port and resolves once it listens (pino's "Server listening at" line). */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  compiled ??= buildServer();
  const entry = await compiled;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'server-process-'));
  // A clean environment: nothing from the developer's shell (DATABASE_URL...) leaks into the server.
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    [...serverNodeArgs(env.DATABASE_URL), entry],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // An empty folder: no web app to serve, the API is what these tests talk to.
        WEB_DIST_DIR: dataDir,
        LOG_LEVEL: 'info',
        ...env,
      },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  void exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolve({
        base: match[1]!,
        output: () => output,
        stop: () => {
          child.kill('SIGTERM');
          return exited;
        },
        kill: async () => {
          child.kill('SIGKILL');
          await exited;
        },
      });
    };
    child.stdout.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
}

/** A signed-in browser talking to one server over HTTP. */
export class HttpSession {
  private readonly cookies = new Map<string, string>();
  /** The signed-in user (set by signIn). */
  user = { id: 0, email: '' };

  constructor(readonly base: string) {}

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Calls the API with the cookies and, for unsafe methods, the CSRF header; keeps the cookies set. */
  async call(method: string, url: string, body?: unknown): Promise<Response> {
    const csrf = this.cookies.get(CSRF_COOKIE);
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size > 0 ? { cookie: this.header() } : {}),
        ...(csrf && method !== 'GET' ? { [CSRF_HEADER]: csrf } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** Signs in and runs the auth check, as the web app does, so the CSRF cookie is set too. */
  static async signIn(base: string, email: string, password: string): Promise<HttpSession> {
    const session = new HttpSession(base);
    const res = await session.call('POST', '/api/auth/login/', { email, password, remember_me: false });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
    session.user = ((await res.json()) as { user: { id: number; email: string } }).user;
    await session.call('GET', '/api/auth/check/');
    return session;
  }
}
