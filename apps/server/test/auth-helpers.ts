/**
 * Signed-in test users for any module's tests, through the real endpoints (no shortcuts into the tables):
 *
 *   const ctx = await createTestContext();
 *   await registerAndConfirm(ctx, 'sam@example.com');            // password: TEST_PASSWORD
 *   const sam = await login(ctx.app, 'sam@example.com');          // a Session: cookie jar + CSRF token
 *   const res = await sam.inject({ method: 'POST', url: '/api/...', payload: {...} });
 *
 * `session.inject` sends the session cookies and the X-CSRFToken header (rule R2) and keeps the cookies the
 * answer sets; pass `csrf: false` to leave the header out. `latestMailTo` reads the outbox_emails table and
 * `linkTokenIn` pulls the token out of a mailed link. Hashing is slow-ish (argon2), so create users once per
 * file (beforeAll) and sign in as often as needed.
 */
import { desc, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '@app/contract';
import type { App } from '../src/app.ts';
import { outboxEmails } from '../src/db/schema/index.ts';
import type { TestContext } from './helpers.ts';

/** A password that passes every rule of A2 for any of the test names. */
export const TEST_PASSWORD = 'Quiet-Violin-Sonata-42';

/** The cookies a browser would hold, by name (paths are ignored: tests talk to one API). */
export class CookieJar {
  readonly values = new Map<string, string>();

  /** Keeps what an answer set, and forgets what it cleared. */
  store(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) {
      const expired =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() < 1000);
      if (expired) this.values.delete(cookie.name);
      else this.values.set(cookie.name, cookie.value);
    }
  }

  get(name: string): string | undefined {
    return this.values.get(name);
  }

  header(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export type SessionInjectOptions = InjectOptions & { csrf?: boolean };

export class Session {
  constructor(
    readonly app: App,
    readonly jar: CookieJar,
    readonly user: { id: number; email: string },
  ) {}

  /** Calls the API as this browser: cookies, X-CSRFToken (unless csrf: false), and keeps new cookies. */
  async inject(options: SessionInjectOptions): Promise<LightMyRequestResponse> {
    const { csrf = true, headers = {}, ...rest } = options;
    const csrfToken = this.jar.get(CSRF_COOKIE);
    const response = await this.app.inject({
      ...rest,
      headers: {
        ...(this.jar.values.size > 0 ? { cookie: this.jar.header() } : {}),
        ...(csrf && csrfToken ? { [CSRF_HEADER]: csrfToken } : {}),
        ...headers,
      },
    });
    this.jar.store(response);
    return response;
  }
}

export interface NewAccount {
  password?: string;
  firstName?: string;
  lastName?: string;
  /** The client address (registration is rate limited per IP). */
  ip?: string;
}

export async function registerUser(
  app: App,
  email: string,
  account: NewAccount = {},
): Promise<LightMyRequestResponse> {
  const password = account.password ?? TEST_PASSWORD;
  return app.inject({
    method: 'POST',
    url: '/api/users/register/',
    payload: {
      email,
      password,
      password2: password,
      first_name: account.firstName ?? 'Test',
      last_name: account.lastName ?? 'Learner',
      is_mentor: false,
    },
    ...(account.ip ? { remoteAddress: account.ip } : {}),
  });
}

export interface OutboxMail {
  subject: string;
  text: string;
  html: string;
}

/** The newest mail sent to an address, from the development outbox. */
export async function latestMailTo(ctx: TestContext, to: string): Promise<OutboxMail | undefined> {
  const [row] = await ctx.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, to))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  return row ? { subject: row.subject, text: row.textBody, html: row.htmlBody } : undefined;
}

/** The token of a mailed link such as `${publicUrl}/auth/confirm-email?token=...`. */
export function linkTokenIn(mail: OutboxMail | undefined, pagePath: string): string {
  const match = mail?.text.match(new RegExp(`${pagePath.replace(/[/?]/g, '\\$&')}\\?token=([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`No ${pagePath} link in the mail`);
  return match[1];
}

export async function confirmationTokenFor(ctx: TestContext, email: string): Promise<string> {
  return linkTokenIn(await latestMailTo(ctx, email), '/auth/confirm-email');
}

/** Registers through the API and clicks the mailed confirmation link; the account can then sign in. */
export async function registerAndConfirm(
  ctx: TestContext,
  email: string,
  account: NewAccount = {},
): Promise<void> {
  const registered = await registerUser(ctx.app, email, account);
  if (registered.statusCode !== 201)
    throw new Error(`register ${email}: ${registered.statusCode} ${registered.body}`);
  const token = await confirmationTokenFor(ctx, email);
  const confirmed = await ctx.app.inject({ method: 'GET', url: `/api/users/confirm-email/${token}/` });
  if (confirmed.statusCode !== 200)
    throw new Error(`confirm ${email}: ${confirmed.statusCode} ${confirmed.body}`);
}

export interface LoginOptions {
  password?: string;
  rememberMe?: boolean;
  /** The client address (throttling is per IP). */
  ip?: string;
  /** The device's zone, sent as X-Timezone as the web app does. */
  timezone?: string;
}

/** Signs in and runs the auth check (as the web app does), so the jar also holds the CSRF cookie. */
export async function login(app: App, email: string, options: LoginOptions = {}): Promise<Session> {
  const jar = new CookieJar();
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email, password: options.password ?? TEST_PASSWORD, remember_me: options.rememberMe ?? false },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    ...(options.timezone ? { headers: { 'x-timezone': options.timezone } } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
  jar.store(response);
  const user = response.json<{ user: { id: number; email: string } }>().user;
  const session = new Session(app, jar, user);
  await session.inject({ method: 'GET', url: '/api/auth/check/' });
  return session;
}

/** Headers of an unsafe call made by a signed-in browser: its cookies and the matching CSRF header. */
export function withCsrf(session: Session): Record<string, string> {
  return { cookie: session.jar.header(), [CSRF_HEADER]: session.jar.get(CSRF_COOKIE) ?? '' };
}
