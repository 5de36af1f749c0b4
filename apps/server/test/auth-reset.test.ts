import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@app/contract';
import { createTestContext, type TestContext } from './helpers.ts';
import {
  TEST_PASSWORD,
  latestMailTo,
  linkTokenIn,
  login,
  registerAndConfirm,
  registerUser,
} from './auth-helpers.ts';

const NEW_PASSWORD = 'Fresh-Trumpet-Solo-88';

describe('forgotten password and reset (API-06..08, rules A2-A4)', () => {
  let ctx: TestContext;
  const forgot = (email: string, ip = '127.0.0.1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/users/forgot-password/',
      payload: { email },
      remoteAddress: ip,
    });
  const resetTokenFor = async (email: string) => {
    expect((await forgot(email)).statusCode).toBe(200);
    return linkTokenIn(await latestMailTo(ctx, email), '/auth/reset-password');
  };
  const verify = (token: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/users/reset-password/${token}/` });
  const reset = (token: string, password1: string, password2 = password1) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/users/reset-password/${token}/`,
      payload: { password1, password2 },
    });
  const canLogin = async (email: string, password: string) =>
    (await ctx.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } }))
      .statusCode;

  beforeAll(async () => {
    ctx = await createTestContext({ now: '2026-03-02T10:00:00Z', env: { RATE_LIMIT_PER_HOUR: '20' } });
    await registerAndConfirm(ctx, 'wes@example.com', { firstName: 'Wes', lastName: 'Woodwind' });
    await registerAndConfirm(ctx, 'xia@example.com', { firstName: 'Xia', lastName: 'Xylophone' });
    await registerAndConfirm(ctx, 'yan@example.com', { firstName: 'Yan', lastName: 'Yodel' });
  });
  afterAll(() => ctx.close());

  it('answers the same 200 body whether or not the account exists, and mails only existing accounts', async () => {
    const known = await forgot('Wes@Example.com');
    const unknown = await forgot('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ detail: messages.forgotPasswordSent });
    expect(unknown.body).toBe(known.body);
    expect(await latestMailTo(ctx, 'nobody@example.com')).toBeUndefined();
    const mail = await latestMailTo(ctx, 'wes@example.com');
    expect(mail?.subject).toBe(`Reset your password | ${ctx.config.APP_NAME}`);
    expect(mail?.html).toContain('http://localhost:3000/auth/reset-password?token=');
    expect(mail?.text).toContain('http://localhost:3000/auth/reset-password?token=');
  });

  it('verifies a fresh link with 200 and an unknown one with 400 "Invalid or expired reset token"', async () => {
    const token = await resetTokenFor('wes@example.com');
    expect((await verify(token)).statusCode).toBe(200);
    const bad = await verify('B'.repeat(43));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: messages.invalidResetToken });
  });

  it('refuses different passwords with 400 "Passwords do not match" under errors.password2', async () => {
    const token = await resetTokenFor('wes@example.com');
    const res = await reset(token, NEW_PASSWORD, 'Something-Else-12');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: messages.passwordsDoNotMatch,
      errors: { password2: [messages.passwordsDoNotMatch] },
    });
    expect((await verify(token)).statusCode).toBe(200);
  });

  it('applies the password rules of A2 under errors.password1', async () => {
    const token = await resetTokenFor('wes@example.com');
    for (const weak of ['short', '1234567890', 'iloveyou2', 'Woodwind99']) {
      const res = await reset(token, weak);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: Record<string, string[]> }>().errors.password1?.length).toBeGreaterThan(0);
    }
  });

  it('answers missing fields and wrong types with 400', async () => {
    const token = await resetTokenFor('wes@example.com');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/reset-password/${token}/`,
      payload: { password1: 12345678 },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ errors: object }>().errors).sort()).toEqual(['password1', 'password2']);
  });

  it('sets the new password, ends every session of the account, and works only once', async () => {
    const oldSession = await login(ctx.app, 'xia@example.com');
    const token = await resetTokenFor('xia@example.com');
    const res = await reset(token, NEW_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: expect.any(String) as string });
    expect(await canLogin('xia@example.com', TEST_PASSWORD)).toBe(401);
    expect(await canLogin('xia@example.com', NEW_PASSWORD)).toBe(200);
    expect((await oldSession.inject({ method: 'POST', url: '/api/auth/refresh/' })).statusCode).toBe(401);
    expect((await oldSession.inject({ method: 'GET', url: '/api/auth/check/' })).json()).toMatchObject({
      is_authenticated: false,
    });
    const again = await reset(token, 'Another-Fresh-Cello-77');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: messages.invalidResetToken });
    expect((await verify(token)).statusCode).toBe(400);
  });

  it("resets only the link owner's password: other accounts keep theirs", async () => {
    const token = await resetTokenFor('yan@example.com');
    expect((await reset(token, 'Yet-Another-Banjo-31')).statusCode).toBe(200);
    expect(await canLogin('wes@example.com', TEST_PASSWORD)).toBe(200);
  });

  it('does not accept a confirmation link as a reset link', async () => {
    await registerUser(ctx.app, 'zoe@example.com');
    const confirmToken = linkTokenIn(await latestMailTo(ctx, 'zoe@example.com'), '/auth/confirm-email');
    expect((await verify(confirmToken)).statusCode).toBe(400);
    expect((await reset(confirmToken, NEW_PASSWORD)).statusCode).toBe(400);
  });

  it('confirms an unconfirmed account through the reset link (it proves the mailbox)', async () => {
    const token = await resetTokenFor('zoe@example.com');
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await canLogin('zoe@example.com', NEW_PASSWORD)).toBe(200);
  });

  it('expires a reset link after one hour', async () => {
    const token = await resetTokenFor('wes@example.com');
    ctx.clock.advance(59 * 60);
    expect((await verify(token)).statusCode).toBe(200);
    ctx.clock.advance(60);
    expect((await verify(token)).statusCode).toBe(400);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(400);
    expect(await canLogin('wes@example.com', TEST_PASSWORD)).toBe(200);
  });

  it('limits forgot-password per IP with 429 and Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push((await forgot('nobody@example.com', '192.0.2.50')).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
