/**
 * Login throttling under a burst (rule A6, issue 14): the server listens on PostgreSQL and ATTEMPTS wrong
 * passwords for one account arrive at once over real HTTP, first from one client address (limit 5), then
 * from ATTEMPTS different addresses at another account (limit 50 per e-mail from anywhere). A 401 is a
 * password the server really verified, a 429 (with Retry-After) one it refused before verifying; PASS when
 * no more were verified than the limit allows. Last, the right password sent once the burst used the quota
 * must be refused too. The client addresses travel in X-Forwarded-For behind TRUST_PROXY=1, as behind one
 * load balancer. Needs PostgreSQL on 127.0.0.1:5432 (user postgres, trust) or BENCH_DATABASE_URL; creates a
 * fresh database and drops it at the end.
 *
 *   npm run bench:login-throttle      (ATTEMPTS=200 by default)
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { FixedClock } from '../apps/server/src/platform/clock.ts';
import { OutboxMailer } from '../apps/server/src/platform/mail/mailer.ts';
import { MAX_FAILURES_PER_EMAIL, MAX_FAILURES_PER_IP } from '../apps/server/src/modules/auth/throttle.ts';
import { withFreshDatabase } from './support.ts';

const ATTEMPTS = Number(process.env.ATTEMPTS ?? 200);
const PASSWORD = 'Quiet-Violin-Sonata-42';

interface Answer {
  status: number;
  retryAfter: string | null;
}

async function main(): Promise<void> {
  await withFreshDatabase('bench_login', async (database, dataDir) => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
      RATE_LIMIT_PER_HOUR: '1000',
    });
    const clock = new FixedClock('2026-11-23T08:00:00Z');
    const app = await buildApp({ config, database, clock, mailer: new OutboxMailer(database, clock) });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });

    const post = async (path: string, body: unknown, client: string): Promise<Answer> => {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify(body),
      });
      await res.arrayBuffer();
      return { status: res.status, retryAfter: res.headers.get('retry-after') };
    };
    for (const email of ['burst@example.com', 'spread@example.com']) {
      const registered = await post(
        '/api/users/register/',
        {
          email,
          password: PASSWORD,
          password2: PASSWORD,
          first_name: 'Bench',
          last_name: 'Target',
          is_mentor: false,
        },
        '192.0.2.1',
      );
      if (registered.status !== 201) throw new Error(`register ${email}: ${registered.status}`);
    }
    // Confirming through the mailed link would only add steps; the throttle does not look at it anyway.
    await database.db.execute(sql`UPDATE users SET email_confirmed_at = ${clock.now()}`);

    const login = (email: string, password: string, client: string) =>
      post('/api/auth/login/', { email, password }, client);
    const report = (label: string, answers: Answer[], limit: number): boolean => {
      const verified = answers.filter((a) => a.status === 401).length;
      const refused = answers.filter((a) => a.status === 429 && Number(a.retryAfter) > 0).length;
      const pass = verified <= limit && verified + refused === answers.length;
      console.log(label);
      console.log(
        `parallel wrong-password attempts: ${answers.length}, passwords verified before refusal: ` +
          `${verified} (limit ${limit}) ${pass ? 'PASS' : 'FAIL'}`,
      );
      if (verified + refused !== answers.length) {
        const other = answers.filter((a) => a.status !== 401 && !(a.status === 429 && a.retryAfter));
        console.log(`  unexpected answers: ${other.map((a) => a.status).join(', ')}`);
      }
      return pass;
    };

    console.log(`\nlogin throttling, ${ATTEMPTS} attempts sent at once over HTTP (PostgreSQL)\n`);
    let started = performance.now();
    const oneClient = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        login('burst@example.com', `Wrong-${i}-guess`, '203.0.113.1'),
      ),
    );
    const burstMs = performance.now() - started;
    const results = [report('one account, one client address:', oneClient, MAX_FAILURES_PER_IP)];
    console.log(`  answered in ${burstMs.toFixed(0)} ms`);

    started = performance.now();
    const manyClients = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        login('spread@example.com', `Wrong-${i}-guess`, `198.18.${Math.floor(i / 250)}.${i % 250}`),
      ),
    );
    const spreadMs = performance.now() - started;
    results.push(
      report(`another account, ${ATTEMPTS} client addresses:`, manyClients, MAX_FAILURES_PER_EMAIL),
    );
    console.log(`  answered in ${spreadMs.toFixed(0)} ms`);

    const right = await login('burst@example.com', PASSWORD, '203.0.113.1');
    const refused = right.status === 429;
    results.push(refused);
    console.log(
      `the right password after the burst, same address: ${right.status} ${refused ? 'PASS' : 'FAIL'}`,
    );

    console.log(`\n${results.every(Boolean) ? 'PASS' : 'FAIL'}`);
    await app.close();
  });
}

await main();
