/**
 * Account rules checked across app instances and under concurrency (A1, A5, A6): what a deployment with
 * several server processes on one database, or a double-clicking browser, must still get right.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { OutboxMailer } from '../src/platform/mail/mailer.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { TEST_PASSWORD, login, registerAndConfirm } from './auth-helpers.ts';

describe('two server processes on one database (A5, A6)', () => {
  let ctx: TestContext;
  let second: App;

  beforeAll(async () => {
    ctx = await createTestContext({ now: '2026-03-02T10:00:00Z', env: { RATE_LIMIT_PER_HOUR: '100000' } });
    // A second instance of the app, as a second process behind a load balancer would be.
    second = await buildApp({
      config: ctx.config,
      database: ctx.database,
      clock: ctx.clock,
      mailer: new OutboxMailer(ctx.database, ctx.clock),
    });
    await second.ready();
    await registerAndConfirm(ctx, 'uma@example.com');
    await registerAndConfirm(ctx, 'vic@example.com');
  });
  afterAll(async () => {
    await second.close();
    await ctx.close();
  });

  const attempt = (app: App, email: string, password: string, ip: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password }, remoteAddress: ip });

  it('shares the login throttle: failures on one instance block the next attempt on the other (A6)', async () => {
    for (let i = 0; i < 5; i++) {
      const app = i % 2 === 0 ? ctx.app : second;
      expect((await attempt(app, 'uma@example.com', `Wrong-${i}-guess`, '203.0.113.20')).statusCode).toBe(
        401,
      );
    }
    for (const app of [ctx.app, second]) {
      const blocked = await attempt(app, 'uma@example.com', TEST_PASSWORD, '203.0.113.20');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
    }
  });

  it('honours a session started on one instance on the other, and a logout on one ends it on both (A5)', async () => {
    const vic = await login(ctx.app, 'vic@example.com');
    const cookie = vic.jar.header();
    const onSecond = await second.inject({ method: 'GET', url: '/api/auth/check/', headers: { cookie } });
    expect(onSecond.json<{ is_authenticated: boolean }>().is_authenticated).toBe(true);

    const refreshed = await second.inject({
      method: 'POST',
      url: '/api/auth/refresh/',
      headers: { cookie, 'x-csrftoken': vic.jar.get('csrftoken') ?? '' },
    });
    expect(refreshed.statusCode).toBe(200);
    vic.jar.store(refreshed);

    // The live (rotated) cookies, kept as a copied browser would keep them, then a logout on the first.
    const live = vic.jar.header();
    const csrf = vic.jar.get('csrftoken') ?? '';
    const out = await vic.inject({ method: 'POST', url: '/api/auth/logout/', payload: {} });
    expect(out.statusCode).toBe(200);
    const refreshAfter = await second.inject({
      method: 'POST',
      url: '/api/auth/refresh/',
      headers: { cookie: live, 'x-csrftoken': csrf },
    });
    expect(refreshAfter.statusCode).toBe(401);
  });
});

describe('concurrent requests (A1)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_PER_HOUR: '100000' } });
  });
  afterAll(() => ctx.close());

  const register = (email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: {
        email,
        password: TEST_PASSWORD,
        password2: TEST_PASSWORD,
        first_name: 'Twin',
        last_name: 'Learner',
        is_mentor: false,
      },
    });

  it('creates one account when the same e-mail (in two cases) registers twice at once; the other gets 400, never 500', async () => {
    const answers = await Promise.all([register('twin@example.com'), register('TWIN@example.com')]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 400]);
    const refused = answers.find((a) => a.statusCode === 400);
    expect(refused?.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('email');
  });
});
