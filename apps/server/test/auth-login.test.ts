import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCESS_COOKIE, CSRF_COOKIE, REFRESH_COOKIE, messages } from '@app/contract';
import { loginFailures, users } from '../src/db/schema/index.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { TEST_PASSWORD, registerAndConfirm } from './auth-helpers.ts';

const MINUTE = 60;

describe('login (API-01, rules A5-A6)', () => {
  let ctx: TestContext;
  const attempt = (email: string, password: string, ip = '127.0.0.1', extra: Record<string, unknown> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email, password, ...extra },
      remoteAddress: ip,
    });

  beforeAll(async () => {
    ctx = await createTestContext({ now: '2026-03-02T10:00:00Z' });
    for (const name of ['lena', 'omar', 'pia', 'quinn', 'tara']) {
      await registerAndConfirm(ctx, `${name}@example.com`, { firstName: name, lastName: 'Keys' });
    }
  });
  afterAll(() => ctx.close());

  it('answers 200 with the session user and HttpOnly SameSite=Lax cookies', async () => {
    const res = await attempt('Lena@Example.com', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      detail: expect.any(String) as string,
      user: {
        email: 'lena@example.com',
        first_name: 'lena',
        is_mentor: false,
        is_staff: false,
        mentor_id: null,
      },
    });
    const access = res.cookies.find((c) => c.name === ACCESS_COOKIE);
    const refresh = res.cookies.find((c) => c.name === REFRESH_COOKIE);
    for (const cookie of [access, refresh]) {
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      expect(cookie?.secure).toBeFalsy();
    }
    expect(res.cookies.find((c) => c.name === CSRF_COOKIE)?.httpOnly).toBeFalsy();
  });

  it('makes browser-session cookies (no Max-Age) when remember_me is false', async () => {
    const res = await attempt('lena@example.com', TEST_PASSWORD, '127.0.0.1', { remember_me: false });
    const refresh = res.cookies.find((c) => c.name === REFRESH_COOKIE);
    expect(refresh?.maxAge).toBeUndefined();
    expect(refresh?.expires).toBeUndefined();
    expect(res.headers['set-cookie']?.toString()).not.toMatch(/refresh_token=[^;]+;[^,]*Max-Age/);
  });

  it('keeps the refresh cookie 30 days when remember_me is true', async () => {
    const res = await attempt('lena@example.com', TEST_PASSWORD, '127.0.0.1', { remember_me: true });
    expect(res.cookies.find((c) => c.name === REFRESH_COOKIE)?.maxAge).toBe(30 * 24 * 3600);
  });

  it('issues fresh tokens on every login (no session fixation)', async () => {
    const first = await attempt('lena@example.com', TEST_PASSWORD);
    const second = await attempt('lena@example.com', TEST_PASSWORD);
    const tokens = (res: typeof first) =>
      res.cookies.filter((c) => c.name !== CSRF_COOKIE).map((c) => c.value);
    expect(tokens(second)).toHaveLength(2);
    for (const value of tokens(second)) expect(tokens(first)).not.toContain(value);
  });

  it('answers 401 "Invalid email or password" to a wrong password and to an unknown e-mail alike', async () => {
    const wrong = await attempt('omar@example.com', 'Not-The-Password-1', '198.51.100.1');
    const unknown = await attempt('ghost@example.com', TEST_PASSWORD, '198.51.100.1');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: messages.invalidCredentials });
      expect(res.cookies.filter((c) => c.name !== CSRF_COOKIE)).toEqual([]);
    }
  });

  it('answers bad input (wrong types, missing fields, malformed JSON) with 400, never 500', async () => {
    const cases = [
      { email: 'omar@example.com' },
      { email: 42, password: 'x' },
      { email: 'omar@example.com', password: 'x', remember_me: 'yes' },
    ];
    for (const payload of cases) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login/', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('errors');
    }
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('stores a valid X-Timezone on the user at login and ignores an invalid one', async () => {
    const withZone = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'x-timezone': 'Europe/Berlin' },
      payload: { email: 'tara@example.com', password: TEST_PASSWORD },
    });
    expect(withZone.statusCode).toBe(200);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'x-timezone': 'Mars/Olympus_Mons' },
      payload: { email: 'tara@example.com', password: TEST_PASSWORD },
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, 'tara@example.com'));
    expect(row?.timezone).toBe('Europe/Berlin');
  });

  describe('throttling', () => {
    it('answers the 6th attempt after 5 failures from one IP with 429 and Retry-After, even with the right password', async () => {
      for (let i = 0; i < 5; i++)
        expect((await attempt('pia@example.com', `Wrong-${i}-xyz`, '203.0.113.5')).statusCode).toBe(401);
      const blocked = await attempt('pia@example.com', TEST_PASSWORD, '203.0.113.5');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ detail: messages.tooManyAttempts });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * MINUTE);
    });

    it('does not block the same account from another IP', async () => {
      expect((await attempt('pia@example.com', TEST_PASSWORD, '203.0.113.6')).statusCode).toBe(200);
    });

    it('lets the IP in again once the 15-minute window has passed', async () => {
      ctx.clock.advance(15 * MINUTE);
      expect((await attempt('pia@example.com', TEST_PASSWORD, '203.0.113.5')).statusCode).toBe(200);
    });

    it('forgives earlier failures of an IP after a successful login', async () => {
      for (let i = 0; i < 4; i++) await attempt('omar@example.com', `Wrong-${i}-abc`, '203.0.113.7');
      expect((await attempt('omar@example.com', TEST_PASSWORD, '203.0.113.7')).statusCode).toBe(200);
      for (let i = 0; i < 5; i++)
        expect((await attempt('omar@example.com', `Wrong-${i}-def`, '203.0.113.7')).statusCode).toBe(401);
    });

    it('blocks an account after more than 50 failures from any IPs', async () => {
      // 49 failures from 49 addresses are written directly (49 argon2 checks would only slow the suite);
      // the 50th goes through the API, and the next attempt, from yet another address, is refused.
      const now = ctx.clock.now();
      await ctx.database.db.insert(loginFailures).values(
        Array.from({ length: 49 }, (_, i) => ({
          email: 'quinn@example.com',
          ip: `198.18.0.${i}`,
          attemptedAt: now,
        })),
      );
      expect((await attempt('quinn@example.com', 'Wrong-guess-1', '198.18.0.200')).statusCode).toBe(401);
      const blocked = await attempt('quinn@example.com', TEST_PASSWORD, '198.18.1.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
    });
  });
});
