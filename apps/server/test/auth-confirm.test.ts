import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@app/contract';
import { createTestContext, type TestContext } from './helpers.ts';
import { TEST_PASSWORD, confirmationTokenFor, latestMailTo, registerUser } from './auth-helpers.ts';

const HOUR = 3600;

describe('e-mail confirmation and resend (API-09, rule A3)', () => {
  let ctx: TestContext;
  const confirm = (token: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/users/confirm-email/${token}/` });
  const resend = (email: string, ip = '127.0.0.1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/users/resend-confirmation/',
      payload: { email },
      remoteAddress: ip,
    });
  const loginStatus = async (email: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password: TEST_PASSWORD } });

  beforeAll(async () => {
    ctx = await createTestContext({ now: '2026-03-02T10:00:00Z', env: { RATE_LIMIT_PER_HOUR: '3' } });
    // Registration is rate limited per IP too, and this file allows 3 an hour: one address per account.
    const emails = ['ada@example.com', 'ben@example.com', 'cleo@example.com', 'dan@example.com'];
    for (const [i, email] of emails.entries()) {
      expect((await registerUser(ctx.app, email, { ip: `192.0.2.${i + 1}` })).statusCode).toBe(201);
    }
  });
  afterAll(() => ctx.close());

  it('refuses to sign in an unconfirmed account with the right password: 403 with error "Email not confirmed"', async () => {
    const res = await loginStatus('ada@example.com');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      detail: messages.confirmEmailFirst,
      error: messages.emailNotConfirmedError,
    });
    expect(res.cookies).toEqual([]);
  });

  it('answers 401, not 403, to an unconfirmed account with a wrong password (no confirmation leak)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'ada@example.com', password: 'Wrong-Guess-77' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('confirms with the mailed link (200) without signing in, after which login works', async () => {
    const res = await confirm(await confirmationTokenFor(ctx, 'ada@example.com'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: expect.any(String) as string });
    expect(res.cookies.filter((c) => c.name !== 'csrftoken')).toEqual([]);
    expect((await loginStatus('ada@example.com')).statusCode).toBe(200);
  });

  it('answers 400 "Invalid or expired confirmation link" to a link used twice', async () => {
    const token = await confirmationTokenFor(ctx, 'ben@example.com');
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: messages.invalidConfirmationLink });
  });

  it('answers 404 "Confirmation link not found" to an unknown token', async () => {
    const res = await confirm('A'.repeat(43));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: messages.confirmationNotFound });
  });

  it('answers an over-long token (longer than any route parameter) with a 404 in the R1 shape', async () => {
    const res = await confirm('A'.repeat(300));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('detail');
  });

  it('answers resend with the same 200 body for unknown, unconfirmed and confirmed addresses', async () => {
    const bodies = [];
    for (const email of ['nobody@example.com', 'cleo@example.com', 'ada@example.com']) {
      const res = await resend(email, '10.0.0.1');
      expect(res.statusCode).toBe(200);
      bodies.push(res.body);
    }
    expect(new Set(bodies).size).toBe(1);
    expect(await latestMailTo(ctx, 'nobody@example.com')).toBeUndefined();
  });

  it('mails a new working link on resend, only to an unconfirmed account', async () => {
    const first = await confirmationTokenFor(ctx, 'dan@example.com');
    await resend('dan@example.com', '10.0.0.2');
    const second = await confirmationTokenFor(ctx, 'dan@example.com');
    expect(second).not.toBe(first);
    expect((await confirm(second)).statusCode).toBe(200);
    const before = await latestMailTo(ctx, 'ada@example.com');
    await resend('ada@example.com', '10.0.0.2');
    expect(await latestMailTo(ctx, 'ada@example.com')).toEqual(before);
  });

  it('limits resend per IP (RATE_LIMIT_PER_HOUR) with 429 and Retry-After, and frees it the next hour', async () => {
    for (let i = 0; i < 3; i++) expect((await resend('nobody@example.com', '10.0.0.9')).statusCode).toBe(200);
    const limited = await resend('nobody@example.com', '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toHaveProperty('detail');
    expect((await resend('nobody@example.com', '10.0.0.10')).statusCode).toBe(200);
    ctx.clock.advance(HOUR);
    expect((await resend('nobody@example.com', '10.0.0.9')).statusCode).toBe(200);
  });

  it('limits registrations per IP as well', async () => {
    const attempts = [];
    for (let i = 0; i < 4; i++)
      attempts.push((await registerUser(ctx.app, `r${i}@example.com`, { ip: '192.0.2.99' })).statusCode);
    expect(attempts).toEqual([201, 201, 201, 429]);
  });

  it('expires a confirmation link after 48 hours (400), but not before', async () => {
    await registerUser(ctx.app, 'eve@example.com', { ip: '192.0.2.20' });
    const token = await confirmationTokenFor(ctx, 'eve@example.com');
    await registerUser(ctx.app, 'fay@example.com', { ip: '192.0.2.21' });
    const fresh = await confirmationTokenFor(ctx, 'fay@example.com');
    ctx.clock.advance(47 * HOUR);
    expect((await confirm(fresh)).statusCode).toBe(200);
    ctx.clock.advance(HOUR);
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: messages.invalidConfirmationLink });
  });
});
