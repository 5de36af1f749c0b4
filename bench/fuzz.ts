/**
 * The API fuzzer over real HTTP: the generator of apps/server/test/fuzz/ (the same one the CI test runs
 * through inject) sends requests built from the server's own OpenAPI document, as a visitor and as the demo
 * student, mentor and staff member, and prints "fuzzer requests: N, 5xx answers: M, seed S".
 *
 *   npm run bench:fuzz                                   a fresh in-memory server with the demo data
 *   FUZZ_URL=http://127.0.0.1:3000 npm run bench:fuzz    a running server with the demo accounts (npm start)
 *   FUZZ_SEED=7 FUZZ_RUNS=20000 npm run bench:fuzz       another seed, more requests (defaults 142026, 5000)
 *
 * Exits 1 when an answer is a 5xx or breaks R1, after printing fast-check's report of the request.
 */
import { ACCESS_COOKIE, CSRF_COOKIE, CSRF_HEADER, REFRESH_COOKIE } from '@app/contract';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedDemoData } from '../apps/server/src/seed.ts';
import { SystemClock } from '../apps/server/src/platform/clock.ts';
import { OutboxMailer } from '../apps/server/src/platform/mail/mailer.ts';
import type { FuzzRequest, Role } from '../apps/server/test/fuzz/requests.ts';
import { FuzzStats, runFuzzer, type FuzzAnswer } from '../apps/server/test/fuzz/run.ts';
import type { OpenApiDocument } from '../apps/server/test/fuzz/schema-values.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 142_026);
const RUNS = Number(process.env.FUZZ_RUNS ?? 5_000);
const PASSWORD = process.env.SEED_PASSWORD ?? 'lesson-demo-2026';
const ACCOUNTS: Record<Exclude<Role, 'visitor'>, string> = {
  student: 'student@example.com',
  mentor: 'mentor@example.com',
  staff: 'staff@example.com',
};

/** A browser's cookies for one person: kept from every answer, cleared ones forgotten. */
class Browser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly base: string) {}

  async send(method: string, path: string, headers: Record<string, string>, body?: string | Buffer) {
    const csrf = this.cookies.get(CSRF_COOKIE);
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        origin: this.base,
        ...(this.cookies.size > 0
          ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }
          : {}),
        ...(csrf ? { [CSRF_HEADER]: csrf } : {}),
        ...headers,
      },
      // fetch refuses a body on GET and HEAD; the fuzzer's junk body on those is dropped here.
      ...(body !== undefined && method !== 'GET' && method !== 'HEAD' ? { body } : {}),
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return { status: res.status, body: await res.text() };
  }

  signedIn(): boolean {
    return this.cookies.has(ACCESS_COOKIE) || this.cookies.has(REFRESH_COOKIE);
  }
}

async function signIn(base: string, email: string): Promise<Browser> {
  const browser = new Browser(base);
  const payload = JSON.stringify({ email, password: PASSWORD, remember_me: false });
  const res = await browser.send('POST', '/api/auth/login/', { 'content-type': 'application/json' }, payload);
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${res.body}`);
  await browser.send('GET', '/api/auth/check/', {});
  return browser;
}

/** A server of its own: in-memory PGlite, migrations, the demo data; closed by the returned function. */
async function startServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  const database = await openDatabase({});
  await migrate(database);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED: 'true',
    RATE_LIMIT_PER_HOUR: '100000',
  });
  const clock = new SystemClock(false);
  await seedDemoData(database, config, clock);
  const app = await buildApp({ config, database, clock, mailer: new OutboxMailer(database, clock) });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    base,
    stop: async () => {
      await app.close();
      await database.close();
    },
  };
}

async function main(): Promise<void> {
  const server = process.env.FUZZ_URL
    ? { base: process.env.FUZZ_URL.replace(/\/$/, ''), stop: () => Promise.resolve() }
    : await startServer();
  const browsers = { visitor: new Browser(server.base) } as Record<Role, Browser>;
  await browsers.visitor.send('GET', '/api/auth/check/', {});
  for (const [role, email] of Object.entries(ACCOUNTS)) {
    browsers[role as Role] = await signIn(server.base, email);
  }
  const docAnswer = await browsers.visitor.send('GET', '/api/openapi.json', {});
  const doc = JSON.parse(docAnswer.body) as OpenApiDocument;

  const send = async (request: FuzzRequest): Promise<FuzzAnswer> => {
    const browser = browsers[request.role];
    const headers = request.withoutCsrf ? { ...request.headers, [CSRF_HEADER]: '' } : request.headers;
    const answer = await browser.send(request.method, request.url, headers, request.payload);
    // Logout (or a refresh token's reuse) ended the session: sign in again, as the test does.
    if (request.role !== 'visitor' && !browser.signedIn()) {
      browsers[request.role] = await signIn(server.base, ACCOUNTS[request.role]);
    }
    return answer;
  };

  const stats = new FuzzStats(SEED);
  const started = performance.now();
  try {
    await runFuzzer(doc, send, { seed: SEED, numRuns: RUNS }, stats);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `\n${stats.summary()}\n  statuses: ${stats.statuses()}\n  ${seconds} s against ${server.base}`,
    );
    await server.stop();
  }
}

await main();
