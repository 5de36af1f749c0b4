import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE, CSRF_COOKIE, REFRESH_COOKIE } from '@app/contract';
import { createTestContext, type TestContext } from './helpers.ts';
import { CookieJar, Session, TEST_PASSWORD, login, registerAndConfirm } from './auth-helpers.ts';

const MINUTE = 60;
const HOUR = 3600;

describe('sessions: check, refresh, logout (API-02..04, rule A5)', () => {
  let ctx: TestContext;
  const check = (session: Session) => session.inject({ method: 'GET', url: '/api/auth/check/' });
  const refresh = (session: Session) => session.inject({ method: 'POST', url: '/api/auth/refresh/' });
  const logout = (session: Session) =>
    session.inject({ method: 'POST', url: '/api/auth/logout/', payload: {} });
  /** A copy of a browser: same cookies, its own jar from now on. */
  const copyOf = (session: Session) => {
    const jar = new CookieJar();
    for (const [name, value] of session.jar.values) jar.values.set(name, value);
    return new Session(ctx.app, jar, session.user);
  };

  beforeAll(async () => {
    ctx = await createTestContext({ now: '2026-03-02T10:00:00Z' });
    await registerAndConfirm(ctx, 'uma@example.com', { firstName: 'Uma', lastName: 'Ukulele' });
    await registerAndConfirm(ctx, 'vic@example.com', { firstName: 'Vic', lastName: 'Violin' });
  });
  afterAll(() => ctx.close());

  it('reports a visitor as not authenticated, with a CSRF token also set as a readable cookie', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/check/' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ is_authenticated: boolean; user: null; csrftoken: string }>();
    expect(body).toEqual({
      is_authenticated: false,
      user: null,
      csrftoken: expect.stringMatching(/^[\w-]{43}$/) as string,
    });
    const cookie = res.cookies.find((c) => c.name === CSRF_COOKIE);
    expect(cookie).toMatchObject({ value: body.csrftoken, sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('keeps an existing CSRF cookie instead of replacing it', async () => {
    const token = 'k'.repeat(43);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/check/',
      cookies: { [CSRF_COOKIE]: token },
    });
    expect(res.json<{ csrftoken: string }>().csrftoken).toBe(token);
    expect(res.cookies.find((c) => c.name === CSRF_COOKIE)).toBeUndefined();
  });

  it('reports the signed-in user with every field of the session user', async () => {
    const uma = await login(ctx.app, 'uma@example.com');
    const res = await check(uma);
    expect(res.json()).toEqual({
      is_authenticated: true,
      csrftoken: uma.jar.get(CSRF_COOKIE),
      user: {
        id: uma.user.id,
        first_name: 'Uma',
        last_name: 'Ukulele',
        email: 'uma@example.com',
        is_mentor: false,
        is_staff: false,
        mentor_id: null,
        can_add_referral: true,
        profile_picture: null,
        time_zone: null,
      },
    });
  });

  it('rotates the refresh token: new cookies, and the new ones work', async () => {
    const uma = await login(ctx.app, 'uma@example.com');
    const before = uma.jar.get(REFRESH_COOKIE);
    const res = await refresh(uma);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { email: 'uma@example.com' } });
    expect(uma.jar.get(REFRESH_COOKIE)).not.toBe(before);
    expect((await refresh(uma)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated refresh token is presented again', async () => {
    const uma = await login(ctx.app, 'uma@example.com');
    const thief = copyOf(uma);
    expect((await refresh(uma)).statusCode).toBe(200);
    const replay = await refresh(thief);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: expect.any(String) as string });
    // The legitimate browser's newer tokens die with the family, access token included.
    expect((await refresh(uma)).statusCode).toBe(401);
    const afterReplay = await check(uma);
    expect(afterReplay.json()).toMatchObject({ is_authenticated: false, user: null });
  });

  it('answers 401 in the R1 shape to a missing or unknown refresh token, and clears the cookies', async () => {
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh/' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ detail: expect.any(String) as string });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh/',
      cookies: { [REFRESH_COOKIE]: 'r'.repeat(43), [CSRF_COOKIE]: 'c'.repeat(43) },
      headers: { 'x-csrftoken': 'c'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.cookies.find((c) => c.name === REFRESH_COOKIE)?.value).toBe('');
  });

  it('expires the access token after 15 minutes; the check then refreshes by itself', async () => {
    const uma = await login(ctx.app, 'uma@example.com');
    const oldAccess = uma.jar.get(ACCESS_COOKIE) ?? '';
    ctx.clock.advance(15 * MINUTE);
    const stale = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/check/',
      cookies: { [ACCESS_COOKIE]: oldAccess },
    });
    expect(stale.json()).toMatchObject({ is_authenticated: false });
    const res = await check(uma);
    expect(res.json()).toMatchObject({ is_authenticated: true, user: { email: 'uma@example.com' } });
    expect(uma.jar.get(ACCESS_COOKIE)).not.toBe(oldAccess);
  });

  it('ends a browser-session sign-in (remember_me false) after 24 hours without a refresh', async () => {
    const uma = await login(ctx.app, 'uma@example.com', { rememberMe: false });
    ctx.clock.advance(23 * HOUR);
    expect((await refresh(uma)).statusCode).toBe(200);
    ctx.clock.advance(24 * HOUR);
    expect((await refresh(uma)).statusCode).toBe(401);
  });

  it('keeps a remembered sign-in alive after 24 hours idle', async () => {
    const uma = await login(ctx.app, 'uma@example.com', { rememberMe: true });
    ctx.clock.advance(25 * HOUR);
    expect((await refresh(uma)).statusCode).toBe(200);
  });

  it('stops offering a referral code a day after registration', async () => {
    const vic = await login(ctx.app, 'vic@example.com');
    // The earlier tests moved the clock by more than 24 hours since Vic registered.
    expect((await check(vic)).json()).toMatchObject({ user: { can_add_referral: false } });
  });

  it('logs out: revokes this sign-in, clears the cookies, answers 200', async () => {
    const uma = await login(ctx.app, 'uma@example.com');
    const copy = copyOf(uma);
    const res = await logout(uma);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: expect.any(String) as string });
    expect(uma.jar.get(ACCESS_COOKIE)).toBeUndefined();
    expect(uma.jar.get(REFRESH_COOKIE)).toBeUndefined();
    // Cookies kept by someone else are dead too: refresh fails and the access token no longer counts.
    expect((await check(copy)).json()).toMatchObject({ is_authenticated: false });
    expect((await refresh(copyOf(copy))).statusCode).toBe(401);
  });

  it("does not end another user's or another browser's session on logout", async () => {
    const umaLaptop = await login(ctx.app, 'uma@example.com');
    const umaPhone = await login(ctx.app, 'uma@example.com');
    const vic = await login(ctx.app, 'vic@example.com');
    await logout(umaLaptop);
    expect((await check(umaPhone)).json()).toMatchObject({ is_authenticated: true });
    expect((await check(vic)).json()).toMatchObject({
      is_authenticated: true,
      user: { email: 'vic@example.com' },
    });
  });

  it("refuses a forged access token (someone else's id in a re-signed or edited token)", async () => {
    const vic = await login(ctx.app, 'vic@example.com');
    const uma = await login(ctx.app, 'uma@example.com');
    const [body, mac] = (vic.jar.get(ACCESS_COOKIE) ?? '').split('.');
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString()) as { sub: number };
    const forgedBody = Buffer.from(JSON.stringify({ ...claims, sub: uma.user.id })).toString('base64url');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/check/',
      cookies: { [ACCESS_COOKIE]: `${forgedBody}.${mac}` },
    });
    expect(res.json()).toMatchObject({ is_authenticated: false, user: null });
  });

  it('answers logout without any session with 200 (nothing to end)', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout/', payload: {} });
    expect(res.statusCode).toBe(200);
  });
});

describe('session calls from different HTTP clients', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://lessons.example' } });
    await registerAndConfirm(ctx, 'wren@example.com');
  });
  afterAll(() => ctx.close());

  it('marks every session cookie Secure in production', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'wren@example.com', password: TEST_PASSWORD, remember_me: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.map((c) => [c.name, c.secure])).toEqual(
      expect.arrayContaining([
        [ACCESS_COOKIE, true],
        [REFRESH_COOKIE, true],
        [CSRF_COOKIE, true],
      ]),
    );
  });

  it('accepts refresh and logout with an empty body sent as application/json', async () => {
    const wren = await login(ctx.app, 'wren@example.com');
    for (const url of ['/api/auth/refresh/', '/api/auth/logout/']) {
      const res = await wren.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect([url, res.statusCode]).toEqual([url, 200]);
    }
  });

  it('still answers a malformed JSON body on logout with 400', async () => {
    const wren = await login(ctx.app, 'wren@example.com');
    const res = await wren.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: { 'content-type': 'application/json' },
      payload: '{"oops',
    });
    expect(res.statusCode).toBe(400);
  });
});
