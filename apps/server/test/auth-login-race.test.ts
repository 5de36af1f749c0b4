/**
 * Login throttling under parallel attempts (rule A6). The attempts below are in flight together: each
 * request's argon2 check runs on the libuv pool and, on PostgreSQL, its queries on a pool of connections,
 * so a count read before the password and written after it would let every one of them through. A 401
 * is a password that was really verified; a 429 is one that never was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { ACCESS_COOKIE, messages } from '@app/contract';
import { loginFailures, refreshFamilies, users } from '../src/db/schema/index.ts';
import { MAX_FAILURES_PER_EMAIL, MAX_FAILURES_PER_IP } from '../src/modules/auth/throttle.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { TEST_PASSWORD, registerAndConfirm, registerUser } from './auth-helpers.ts';

describe('login throttling under parallel attempts (rule A6)', () => {
  let ctx: TestContext;
  const attempt = (email: string, password: string, ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email, password },
      remoteAddress: ip,
    });
  const statuses = (answers: LightMyRequestResponse[]) => answers.map((a) => a.statusCode);
  const tally = (answers: LightMyRequestResponse[], status: number) =>
    answers.filter((a) => a.statusCode === status).length;
  const failuresOf = async (email: string) => {
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(loginFailures)
      .where(eq(loginFailures.email, email));
    return row?.n ?? 0;
  };
  const signInsOf = async (email: string) => {
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(refreshFamilies)
      .innerJoin(users, eq(users.id, refreshFamilies.userId))
      .where(eq(users.email, email));
    return row?.n ?? 0;
  };
  const expectRefused = (answer: LightMyRequestResponse) => {
    expect(answer.statusCode).toBe(429);
    expect(answer.json()).toEqual({ detail: messages.tooManyAttempts });
    const retryAfter = Number(answer.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(answer.cookies.find((c) => c.name === ACCESS_COOKIE)).toBeUndefined();
  };

  beforeAll(async () => {
    ctx = await createTestContext({ now: '2026-03-02T10:00:00Z' });
    for (const name of ['rhea', 'sven', 'tomas', 'ulla']) {
      await registerAndConfirm(ctx, `${name}@example.com`, { firstName: name, lastName: 'Keys' });
    }
    await registerUser(ctx.app, 'vera@example.com', { firstName: 'vera', lastName: 'Keys' });
  });
  afterAll(() => ctx.close());

  it(`verifies at most ${MAX_FAILURES_PER_IP} of 60 parallel wrong passwords from one IP; the rest get 429`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => attempt('rhea@example.com', `Wrong-guess-${i}`, '203.0.113.10')),
    );
    expect(tally(answers, 401)).toBe(MAX_FAILURES_PER_IP);
    expect(tally(answers, 429)).toBe(60 - MAX_FAILURES_PER_IP);
    for (const answer of answers.filter((a) => a.statusCode === 429)) expectRefused(answer);
    expect(await failuresOf('rhea@example.com')).toBe(MAX_FAILURES_PER_IP);
  });

  it('refuses the right password among 30 parallel wrong ones once the limit is reached', async () => {
    const answers = await Promise.all(
      Array.from({ length: 31 }, (_, i) =>
        attempt('rhea@example.com', i === 15 ? TEST_PASSWORD : `Again-wrong-${i}`, '203.0.113.10'),
      ),
    );
    expect(statuses(answers)).toEqual(Array.from({ length: 31 }, () => 429));
    answers.forEach(expectRefused);
    expect(await signInsOf('rhea@example.com')).toBe(0);
  });

  it('refuses the right password sent in one burst right after 30 wrong ones', async () => {
    // Requests are counted in the order they arrive, so the last of the burst finds the quota used up.
    const answers = await Promise.all(
      Array.from({ length: 31 }, (_, i) =>
        attempt('sven@example.com', i === 30 ? TEST_PASSWORD : `Burst-wrong-${i}`, '198.51.100.4'),
      ),
    );
    expect(tally(answers, 401)).toBe(MAX_FAILURES_PER_IP);
    expectRefused(answers[30]!);
    expect(await signInsOf('sven@example.com')).toBe(0);
  });

  it(`verifies at most ${MAX_FAILURES_PER_EMAIL} of 120 parallel wrong passwords from 120 IPs`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        attempt('tomas@example.com', `Spread-guess-${i}`, `192.0.2.${i}`),
      ),
    );
    expect(tally(answers, 401)).toBe(MAX_FAILURES_PER_EMAIL);
    expect(tally(answers, 429)).toBe(120 - MAX_FAILURES_PER_EMAIL);
    for (const answer of answers.filter((a) => a.statusCode === 429)) expectRefused(answer);
    // ...and the account stays closed to the right password from an address that never failed.
    expectRefused(await attempt('tomas@example.com', TEST_PASSWORD, '192.0.2.250'));
    expect(await signInsOf('tomas@example.com')).toBe(0);
  });

  it('does not count a right password as a failure, also when it was counted up front', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_IP - 1; i++)
      expect((await attempt('ulla@example.com', `Typo-${i}`, '203.0.113.20')).statusCode).toBe(401);
    // The success forgives that IP's typos, its own reservation included: a full quota again.
    expect((await attempt('ulla@example.com', TEST_PASSWORD, '203.0.113.20')).statusCode).toBe(200);
    expect(await failuresOf('ulla@example.com')).toBe(0);
    const again = await Promise.all(
      Array.from({ length: 10 }, (_, i) => attempt('ulla@example.com', `Typo-again-${i}`, '203.0.113.20')),
    );
    expect(tally(again, 401)).toBe(MAX_FAILURES_PER_IP);
  });

  it('takes back the reservation of the right password on an unconfirmed account (403, never 429)', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_IP + 2; i++) {
      const answer = await attempt('vera@example.com', TEST_PASSWORD, '203.0.113.30');
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ error: messages.emailNotConfirmedError });
    }
    expect(await failuresOf('vera@example.com')).toBe(0);
  });
});
