/**
 * Google sign-in end to end (rule A8) against a real OpenID provider (oidc-provider) on a random
 * 127.0.0.1 port: the test follows the provider's redirects, signs in and consents through its development
 * interactions, then hands the callback URL to the app. Runs on the system clock, because openid-client
 * checks the ID token's times against the real time.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REFRESH_COOKIE } from '@app/contract';
import { oauthStates, users } from '../src/db/schema/index.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { CookieJar, Session, registerUser } from './auth-helpers.ts';

const CLIENT_ID = 'music-mentors-test';
const CLIENT_SECRET = 'a-test-client-secret-that-is-long-enough';
const REDIRECT_URI = 'http://localhost:3000/api/users/auth/callback/google/';

interface TestAccount {
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

const accounts: Record<string, TestAccount> = {
  'google-gina': {
    email: 'gina@example.com',
    email_verified: true,
    given_name: 'Gina',
    family_name: 'Guitar',
  },
  'google-hal': { email: 'Hal@example.com', email_verified: true, given_name: 'Hal', family_name: 'Harp' },
  'google-ivy': { email: 'ivy@example.com', email_verified: false, given_name: 'Ivy', family_name: 'Ivory' },
};

/** oidc-provider ships no type declarations; this is the little of it the test uses. */
type ProviderClass = new (
  issuer: string,
  configuration: Record<string, unknown>,
) => {
  callback(): http.RequestListener;
};

async function startProvider(): Promise<{ issuer: string; close(): Promise<void> }> {
  const specifier = 'oidc-provider';
  const { default: Provider } = (await import(specifier)) as { default: ProviderClass };
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [REDIRECT_URI],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // Google puts the e-mail into the ID token itself; so does this provider.
    conformIdTokenClaims: false,
    findAccount: (_ctx: unknown, sub: string) =>
      accounts[sub] ? { accountId: sub, claims: () => ({ sub, ...accounts[sub] }) } : undefined,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['a-test-cookie-signing-key'] },
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser at the provider: follows redirects, logs in as `sub` and consents (or cancels). */
async function throughProvider(authLink: string, sub: string, cancel = false): Promise<URL> {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
  let url = authLink;
  for (let step = 0; step < 20; step++) {
    if (url.startsWith(REDIRECT_URI)) return new URL(url);
    const res = await send(url);
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location') ?? '', url).href;
      continue;
    }
    const prompt = /name="prompt" value="(\w+)"/.exec(await res.text())?.[1];
    if (!prompt) throw new Error(`Unexpected provider page at ${url}: ${res.status}`);
    if (cancel) {
      url = `${url}/abort`;
      continue;
    }
    const form = new URLSearchParams(
      prompt === 'login' ? { prompt, login: sub, password: 'any' } : { prompt },
    );
    const posted = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    url = new URL(posted.headers.get('location') ?? '', url).href;
  }
  throw new Error('The provider never redirected back');
}

describe('Google sign-in (API-10, rule A8)', () => {
  let provider: { issuer: string; close(): Promise<void> };
  let ctx: TestContext;

  /** Starts sign-in as the web app does, answering the browser that carries the state cookie. */
  const startSignIn = async () => {
    const jar = new CookieJar();
    const browser = new Session(ctx.app, jar, { id: 0, email: '' });
    const res = await browser.inject({ method: 'GET', url: '/api/users/auth/link/google/' });
    expect(res.statusCode).toBe(200);
    return { browser, authLink: res.json<{ auth_link: string }>().auth_link };
  };
  const returnTo = (browser: Session, callback: URL) =>
    browser.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
  const signInAs = async (sub: string) => {
    const { browser, authLink } = await startSignIn();
    const res = await returnTo(browser, await throughProvider(authLink, sub));
    return { browser, res };
  };

  beforeAll(async () => {
    provider = await startProvider();
    ctx = await createTestContext({
      env: {
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
        GOOGLE_ISSUER: provider.issuer,
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await provider.close();
  });

  it('answers an authorization-code link with PKCE S256, state and nonce, and keeps them server-side', async () => {
    const { authLink } = await startSignIn();
    const link = new URL(authLink);
    expect(link.origin).toBe(provider.issuer);
    const params = Object.fromEntries(link.searchParams);
    expect(params).toMatchObject({
      client_id: CLIENT_ID,
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      code_challenge_method: 'S256',
    });
    expect(params.scope?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
    expect(params.nonce).toBeTruthy();
    const [stored] = await ctx.database.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.state, params.state ?? ''));
    expect(stored?.nonce).toBe(params.nonce);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(10 * 60 * 1000);
  });

  it('answers 404 in the R1 shape for an unknown provider', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/users/auth/link/facebook/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: expect.any(String) as string });
  });

  it('creates a confirmed student account, signs it in (remembered) and redirects to /callback', async () => {
    const { browser, res } = await signInAs('google-gina');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/callback');
    expect(res.cookies.find((c) => c.name === REFRESH_COOKIE)?.maxAge).toBe(30 * 24 * 3600);
    const check = await browser.inject({ method: 'GET', url: '/api/auth/check/' });
    expect(check.json()).toMatchObject({
      is_authenticated: true,
      user: { email: 'gina@example.com', first_name: 'Gina', last_name: 'Guitar', is_mentor: false },
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, 'gina@example.com'));
    expect(row).toMatchObject({ passwordHash: null, googleSub: 'google-gina', isMentor: false });
    expect(row?.emailConfirmedAt).not.toBeNull();
  });

  it('signs in to the existing account with that e-mail, links and confirms it', async () => {
    await registerUser(ctx.app, 'hal@example.com', { firstName: 'Harold', lastName: 'Harp' });
    const { browser, res } = await signInAs('google-hal');
    expect(res.headers.location).toBe('/callback');
    const check = await browser.inject({ method: 'GET', url: '/api/auth/check/' });
    expect(check.json()).toMatchObject({ user: { email: 'hal@example.com', first_name: 'Harold' } });
    const rows = await ctx.database.db.select().from(users).where(eq(users.googleSub, 'google-hal'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.emailConfirmedAt).not.toBeNull();
  });

  it('refuses an e-mail that Google did not verify: /auth/error?error=authentication_failed', async () => {
    const { res } = await signInAs('google-ivy');
    expect(res.headers.location).toBe('/auth/error?error=authentication_failed');
    expect(await ctx.database.db.select().from(users).where(eq(users.email, 'ivy@example.com'))).toEqual([]);
  });

  it('sends a cancelled sign-in to /auth/error?error=access_denied', async () => {
    const { browser, authLink } = await startSignIn();
    const res = await returnTo(browser, await throughProvider(authLink, 'google-gina', true));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth/error?error=access_denied');
  });

  it('answers a missing, unknown or replayed state with invalid_request', async () => {
    const { browser, authLink } = await startSignIn();
    const callback = await throughProvider(authLink, 'google-gina');
    const noState = new URL(callback);
    noState.searchParams.delete('state');
    expect((await returnTo(browser, noState)).headers.location).toBe('/auth/error?error=invalid_request');
    const unknown = new URL(callback);
    unknown.searchParams.set('state', 'not-a-state-we-issued');
    expect((await returnTo(browser, unknown)).headers.location).toBe('/auth/error?error=invalid_request');
  });

  it('refuses a callback URL carried to another browser (no matching state cookie)', async () => {
    const { authLink } = await startSignIn();
    const callback = await throughProvider(authLink, 'google-gina');
    const victim = new Session(ctx.app, new CookieJar(), { id: 0, email: '' });
    const res = await returnTo(victim, callback);
    expect(res.headers.location).toBe('/auth/error?error=invalid_request');
    expect(res.cookies.find((c) => c.name === REFRESH_COOKIE && c.value !== '')).toBeUndefined();
  });

  it('answers a code that fails verification at the provider with authentication_failed', async () => {
    const { browser, authLink } = await startSignIn();
    const callback = await throughProvider(authLink, 'google-gina');
    callback.searchParams.set('code', 'forged-authorization-code');
    expect((await returnTo(browser, callback)).headers.location).toBe(
      '/auth/error?error=authentication_failed',
    );
  });

  it('answers a malformed callback query with invalid_request, never JSON or 500', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/auth/callback/google/?state=${'s'.repeat(600)}`,
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth/error?error=invalid_request');
  });

  it('sends the browser to server_error when the provider cannot be reached (runs last: stops it)', async () => {
    const { browser, authLink } = await startSignIn();
    const callback = await throughProvider(authLink, 'google-gina');
    await provider.close();
    expect((await returnTo(browser, callback)).headers.location).toBe('/auth/error?error=server_error');
  });
});

describe('Google sign-in when it is not configured or unreachable', () => {
  it('answers the link with 404 when GOOGLE_CLIENT_ID is not set, and the callback with invalid_request', async () => {
    const ctx = await createTestContext();
    try {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/users/auth/link/google/' })).statusCode).toBe(
        404,
      );
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/users/auth/callback/google/?code=x&state=y',
      });
      expect(res.headers.location).toBe('/auth/error?error=invalid_request');
    } finally {
      await ctx.close();
    }
  });

  it('answers the link with 502 in the R1 shape when the provider does not answer discovery', async () => {
    const ctx = await createTestContext({
      env: {
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
        GOOGLE_ISSUER: 'http://127.0.0.1:9/',
      },
    });
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/users/auth/link/google/' });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ detail: expect.any(String) as string });
    } finally {
      await ctx.close();
    }
  });
});
