/**
 * Every account endpoint (API-01..API-10 and resend-confirmation) answers hostile or broken input with a
 * 4xx in the R1 shape, never a 5xx, and none of it is logged at error level (rule R1, ARCHITECTURE.md
 * "client mistakes are 4xx and logged at info level at most").
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE, CSRF_COOKIE, CSRF_HEADER, MAX_JSON_BODY_BYTES, REFRESH_COOKIE } from '@app/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { SystemClock } from '../src/platform/clock.ts';
import { OutboxMailer } from '../src/platform/mail/mailer.ts';
import { expectClientError } from './client-errors.ts';
import { openTestDatabase, type TestContext } from './helpers.ts';
import {
  TEST_PASSWORD,
  latestMailTo,
  linkTokenIn,
  login,
  registerAndConfirm,
  type Session,
} from './auth-helpers.ts';

/** pino's numeric levels: 50 is error, 60 fatal. */
const ERROR_LEVEL = 50;

interface LogLine {
  level: number;
  msg?: string;
  req?: { url?: string };
}

describe('account endpoints answer broken input with 4xx in the R1 shape, never 5xx (R1)', () => {
  const logLines: LogLine[] = [];
  let ctx: TestContext;
  let resetToken: string;
  let signedIn: Session;

  beforeAll(async () => {
    const { database, dispose } = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://localhost:3000',
      // Hundreds of calls from one address: the per-IP limits are not what this file is about.
      RATE_LIMIT_PER_HOUR: '100000',
    });
    const clock = new SystemClock(true);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(JSON.parse(chunk.toString()) as LogLine);
        done();
      },
    });
    const app = await buildApp({
      config,
      database,
      clock,
      mailer: new OutboxMailer(database, clock),
      logger: { level: 'trace', stream },
    });
    await app.ready();
    ctx = {
      app,
      database,
      clock,
      config,
      close: async () => {
        await app.close();
        await dispose();
      },
    };
    await registerAndConfirm(ctx, 'ivy@example.com', { firstName: 'Ivy', lastName: 'Strings' });
    await app.inject({
      method: 'POST',
      url: '/api/users/forgot-password/',
      payload: { email: 'ivy@example.com' },
    });
    resetToken = linkTokenIn(await latestMailTo(ctx, 'ivy@example.com'), '/auth/reset-password');
    signedIn = await login(app, 'ivy@example.com');
  });
  afterAll(() => ctx.close());

  /** Endpoints with a JSON body and the fields each reads. */
  const bodyEndpoints = () => [
    { url: '/api/auth/login/', fields: ['email', 'password', 'remember_me'] },
    {
      url: '/api/users/register/',
      fields: ['email', 'password', 'password2', 'first_name', 'last_name', 'is_mentor'],
    },
    { url: '/api/users/forgot-password/', fields: ['email'] },
    { url: '/api/users/resend-confirmation/', fields: ['email'] },
    { url: `/api/users/reset-password/${resetToken}/`, fields: ['password1', 'password2'] },
  ];

  const post = (url: string, payload: string | Buffer, contentType = 'application/json') =>
    ctx.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

  it('refuses bodies that are not a JSON object with 400', async () => {
    const bodies = ['{"email": ', '{', '', 'null', '[]', '[{}]', '"text"', '42', 'true', 'undefined', 'NaN'];
    for (const { url } of bodyEndpoints()) {
      for (const body of bodies) {
        const res = await post(url, body);
        expectClientError(res, `${url} ${JSON.stringify(body)}`);
        expect([url, body, res.statusCode]).toEqual([url, body, 400]);
      }
    }
  });

  it('refuses an empty object with 400 and an error for every required field', async () => {
    for (const { url, fields } of bodyEndpoints()) {
      const res = await post(url, '{}');
      expectClientError(res, url);
      expect(res.statusCode).toBe(400);
      const errors = res.json<{ errors: Record<string, string[]> }>().errors;
      const required = fields.filter((f) => f !== 'remember_me' && f !== 'is_mentor');
      expect([url, Object.keys(errors).sort()]).toEqual([url, [...required].sort()]);
    }
  });

  it('refuses every field of the wrong type with 400 naming the field', async () => {
    const wrong: unknown[] = [42, true, null, ['x'], { nested: 'x' }, -1.5];
    for (const { url, fields } of bodyEndpoints()) {
      for (const field of fields) {
        const booleanField = field === 'remember_me' || field === 'is_mentor';
        for (const value of wrong.filter((v) => !(booleanField && typeof v === 'boolean'))) {
          const valid: Record<string, unknown> = {
            email: 'ivy@example.com',
            password: TEST_PASSWORD,
            password2: TEST_PASSWORD,
            password1: TEST_PASSWORD,
            first_name: 'Ivy',
            last_name: 'Strings',
            remember_me: false,
            is_mentor: false,
          };
          const payload = Object.fromEntries(fields.map((f) => [f, valid[f]]));
          payload[field] = value;
          const res = await post(url, JSON.stringify(payload));
          const label = `${url} ${field}=${JSON.stringify(value)}`;
          expectClientError(res, label);
          expect([label, res.statusCode]).toEqual([label, 400]);
          expect([label, Object.keys(res.json<{ errors: object }>().errors)]).toEqual([label, [field]]);
        }
      }
    }
  });

  it('refuses prototype-poisoning keys with 400', async () => {
    for (const { url } of bodyEndpoints()) {
      for (const body of [
        '{"__proto__": {"is_staff": true}, "email": "ivy@example.com"}',
        '{"constructor": {"prototype": {"is_staff": true}}, "email": "ivy@example.com"}',
      ]) {
        const res = await post(url, body);
        expectClientError(res, `${url} ${body}`);
        expect(res.statusCode).toBe(400);
      }
    }
  });

  it('refuses over-long values inside the 1 MB limit with 400, without hashing them', async () => {
    const huge = 'x'.repeat(200_000);
    for (const { url, fields } of bodyEndpoints()) {
      for (const field of fields.filter((f) => f !== 'remember_me' && f !== 'is_mentor')) {
        const payload: Record<string, unknown> = {
          [field]: field === 'email' ? `${huge}@example.com` : huge,
        };
        const started = Date.now();
        const res = await post(url, JSON.stringify(payload));
        expectClientError(res, `${url} ${field}`);
        expect(res.statusCode).toBe(400);
        expect(Date.now() - started).toBeLessThan(5_000);
      }
    }
  });

  it('refuses a body over 1 MB with 413', async () => {
    for (const { url } of [...bodyEndpoints(), { url: '/api/auth/logout/' }, { url: '/api/auth/refresh/' }]) {
      const res = await post(
        url,
        JSON.stringify({ email: 'ivy@example.com', pad: 'x'.repeat(MAX_JSON_BODY_BYTES) }),
      );
      expectClientError(res, url);
      expect([url, res.statusCode]).toEqual([url, 413]);
    }
  });

  it('refuses XML and form-encoded bodies with 415', async () => {
    const types = [
      ['application/x-www-form-urlencoded', 'email=ivy%40example.com&password=x'],
      ['application/xml', '<email>ivy@example.com</email>'],
    ] as const;
    for (const { url } of [...bodyEndpoints(), { url: '/api/auth/logout/' }]) {
      for (const [type, payload] of types) {
        const res = await post(url, payload, type);
        expectClientError(res, `${url} ${type}`);
        expect([url, type, res.statusCode]).toEqual([url, type, 415]);
      }
    }
  });

  it('never reads a text/plain body as JSON: a cross-site form cannot sign anyone in (login CSRF, R2)', async () => {
    // <form enctype="text/plain"> can post a body that looks like JSON; it must stay a string.
    const credentials = JSON.stringify({ email: 'ivy@example.com', password: TEST_PASSWORD, x: '=' });
    const res = await post('/api/auth/login/', credentials, 'text/plain');
    expectClientError(res, 'login text/plain');
    expect(res.statusCode).toBe(400);
    expect(res.cookies.filter((c) => c.name === ACCESS_COOKIE || c.name === REFRESH_COOKIE)).toEqual([]);
    for (const { url } of bodyEndpoints()) {
      const other = await post(url, credentials, 'text/plain');
      expectClientError(other, `${url} text/plain`);
    }
  });

  it('answers a multipart body on a JSON endpoint with 4xx', async () => {
    const boundary = 'b0undary';
    const payload =
      `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nivy@example.com\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="password"\r\n\r\n${TEST_PASSWORD}\r\n--${boundary}--\r\n`;
    for (const { url } of bodyEndpoints()) {
      const res = await post(url, payload, `multipart/form-data; boundary=${boundary}`);
      expectClientError(res, url);
    }
  });

  it('answers logout and refresh with a non-object body with 4xx and never signs anyone in', async () => {
    for (const body of ['[]', '"x"', '42', '{"oops']) {
      for (const url of ['/api/auth/logout/', '/api/auth/refresh/']) {
        const res = await post(url, body);
        expectClientError(res, `${url} ${body}`);
        expect(res.cookies.find((c) => c.name === ACCESS_COOKIE && c.value !== '')).toBeUndefined();
      }
    }
  });

  it('answers broken, forged or absurd session cookies with 401 (or a visitor check), never 5xx', async () => {
    const garbage = [
      'x',
      'a.b.c',
      'eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.',
      '%E0%A4%A',
      '\u00ff\u00fe',
      'x'.repeat(4000),
      '..',
    ];
    for (const value of garbage) {
      const cookie = `${ACCESS_COOKIE}=${encodeURIComponent(value)}; ${REFRESH_COOKIE}=${encodeURIComponent(value)}`;
      const check = await ctx.app.inject({ method: 'GET', url: '/api/auth/check/', headers: { cookie } });
      expect([value, check.statusCode]).toEqual([value, 200]);
      expect(check.json<{ is_authenticated: boolean }>().is_authenticated).toBe(false);
      const refresh = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/refresh/',
        headers: { cookie: `${cookie}; ${CSRF_COOKIE}=t`, [CSRF_HEADER]: 't' },
      });
      expectClientError(refresh, `refresh ${value}`);
      expect(refresh.statusCode).toBe(401);
    }
  });

  it('answers odd tokens in the path with 4xx in the R1 shape', async () => {
    const tokens = ['%00', '..%2F..%2Fetc', '%20', "'%20OR%201=1--", 'x'.repeat(100)];
    for (const token of tokens) {
      for (const [method, url] of [
        ['GET', `/api/users/confirm-email/${token}/`],
        ['GET', `/api/users/reset-password/${token}/`],
        ['POST', `/api/users/reset-password/${token}/`],
        ['GET', `/api/users/auth/link/${token}/`],
      ] as const) {
        const res = await ctx.app.inject({
          method,
          url,
          ...(method === 'POST' ? { payload: { password1: TEST_PASSWORD, password2: TEST_PASSWORD } } : {}),
        });
        expectClientError(res, `${method} ${url}`);
      }
    }
  });

  it('refuses a signed-in logout whose X-CSRFToken is sent twice, or is not the cookie, with 403', async () => {
    const token = signedIn.jar.get(CSRF_COOKIE) ?? '';
    for (const header of [[token, token], [`${token}x`], ['']]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/logout/',
        payload: {},
        headers: { cookie: signedIn.jar.header(), [CSRF_HEADER]: header },
      });
      expectClientError(res, JSON.stringify(header));
      expect(res.statusCode).toBe(403);
    }
    // The session survived every refused attempt.
    const check = await signedIn.inject({ method: 'GET', url: '/api/auth/check/' });
    expect(check.json<{ is_authenticated: boolean }>().is_authenticated).toBe(true);
  });

  it('falls back to UTC for an absurd X-Timezone instead of failing', async () => {
    for (const zone of ['Not/AZone', '../../etc/passwd', 'x'.repeat(5000), '']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email: 'ivy@example.com', password: TEST_PASSWORD },
        headers: { 'x-timezone': zone },
      });
      expect([zone.slice(0, 20), res.statusCode]).toEqual([zone.slice(0, 20), 200]);
    }
  });

  it('logged none of the above at error level', () => {
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
  });
});
