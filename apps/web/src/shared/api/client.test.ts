/**
 * The one HTTP client (GEN-13..17, CONST-02, CONST-13, AUTH-39, AUTH-40, rule R2): what every request
 * carries, the 30 s time-out, one refresh then one retry on a 401, and the wipe after a failed refresh.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { API_TIMEOUT_MS, CSRF_COOKIE } from '@app/contract';
import { storageKeys } from '../storage/keys.ts';
import { ApiError, apiRequest, serverMessage, setCsrfToken } from './client.ts';

type Reply = { status: number; body?: unknown; text?: string } | 'network-error';

interface Call {
  method: string;
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

/** Stubs fetch with a queue of answers per "METHOD /path/" (the last answer repeats). */
function stubFetch(routes: Record<string, Reply[]>): Call[] {
  const calls: Call[] = [];
  const served = new Map<string, number>();
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = init.method ?? 'GET';
      calls.push({ method, url, init, headers: { ...(init.headers as Record<string, string>) } });
      const key = `${method} ${url.split('?')[0] ?? ''}`;
      const queue = routes[key] ?? [{ status: 404, body: { detail: 'Not found' } }];
      const index = served.get(key) ?? 0;
      served.set(key, index + 1);
      const reply = queue[Math.min(index, queue.length - 1)] as Reply;
      if (reply === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
      const text = reply.text ?? (reply.body === undefined ? null : JSON.stringify(reply.body));
      return Promise.resolve(
        new Response(reply.status === 204 ? null : text, {
          status: reply.status,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
  return calls;
}

function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}

function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

let assign: ReturnType<typeof vi.fn>;

function stubLocation(pathname: string, search = ''): void {
  assign = vi.fn();
  // Every field spelled out: the page's Location keeps them on its prototype, where a spread finds nothing,
  // and the document reads href (for its cookies) from whatever stands as location.
  const origin = 'http://localhost:3000';
  const href = `${origin}${pathname}${search}`;
  const { host, hostname, port, protocol } = new URL(origin);
  vi.stubGlobal('location', {
    href,
    origin,
    host,
    hostname,
    port,
    protocol,
    pathname,
    search,
    hash: '',
    assign,
  });
}

beforeEach(() => {
  clearCookies();
  setCsrfToken(null);
  stubLocation('/listings');
});

afterEach(() => {
  clearCookies();
  setCsrfToken(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('what every request carries (GEN-13..16, rule R2)', () => {
  it('sends cookies (credentials include), accepts JSON and names the time zone in X-Timezone', async () => {
    const calls = stubFetch({ 'GET /api/health': [{ status: 200, body: { status: 'ok' } }] });
    await expect(apiRequest('/api/health')).resolves.toEqual({ status: 'ok' });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.init.credentials).toBe('include');
    expect(call?.headers.Accept).toBe('application/json');
    expect(call?.headers['X-Timezone']).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(call?.headers['X-Timezone']).not.toBe('');
  });

  it('calls the API on the same host (relative /api paths), adding a slash to a bare path', async () => {
    const calls = stubFetch({ 'GET /api/users/auth/link/google/': [{ status: 200, body: {} }] });
    await apiRequest('api/users/auth/link/google/');
    expect(calls[0]?.url).toBe('/api/users/auth/link/google/');
  });

  it('takes X-CSRFToken from the csrftoken cookie, which wins over the token of the auth check', async () => {
    setCsrfToken('from-check');
    setCookie(CSRF_COOKIE, 'from-cookie');
    const calls = stubFetch({ 'POST /api/auth/logout/': [{ status: 200, body: {} }] });
    await apiRequest('/api/auth/logout/', { method: 'POST', body: {} });
    expect(calls[0]?.headers['X-CSRFToken']).toBe('from-cookie');
  });

  it('falls back to the csrftoken of the auth check when the cookie is not readable (GEN-14)', async () => {
    setCsrfToken('from-check');
    const calls = stubFetch({ 'GET /api/config/': [{ status: 200, body: {} }] });
    await apiRequest('/api/config/');
    expect(calls[0]?.headers['X-CSRFToken']).toBe('from-check');
  });

  it('sends no X-CSRFToken header when there is no token at all', async () => {
    const calls = stubFetch({ 'GET /api/config/': [{ status: 200, body: {} }] });
    await apiRequest('/api/config/');
    expect(calls[0]?.headers).not.toHaveProperty('X-CSRFToken');
  });

  it('sends a body as JSON by default (GEN-16)', async () => {
    const calls = stubFetch({ 'POST /api/auth/login/': [{ status: 200, body: {} }] });
    await apiRequest('/api/auth/login/', {
      method: 'POST',
      body: { email: 'ana@example.com', password: 'x', remember_me: false },
    });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(calls[0]?.init.body as string)).toEqual({
      email: 'ana@example.com',
      password: 'x',
      remember_me: false,
    });
  });

  it('sends FormData as multipart, leaving the boundary to the browser (GEN-16)', async () => {
    const calls = stubFetch({ 'PUT /api/users/profile/': [{ status: 200, body: {} }] });
    const form = new FormData();
    form.set('first_name', 'Ana');
    await apiRequest('/api/users/profile/', { method: 'PUT', body: form });
    expect(calls[0]?.init.body).toBe(form);
    expect(calls[0]?.headers).not.toHaveProperty('Content-Type');
  });

  it('sends no body and no Content-Type on a call without a body', async () => {
    const calls = stubFetch({ 'GET /api/auth/check/': [{ status: 200, body: {} }] });
    await apiRequest('/api/auth/check/');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.headers).not.toHaveProperty('Content-Type');
  });

  it('builds the query string, leaving out empty, null and undefined values', async () => {
    const calls = stubFetch({ 'GET /api/dev/emails/': [{ status: 200, body: [] }] });
    await apiRequest('/api/dev/emails/', {
      query: { to: 'a+b@example.com', page: 2, flag: false, empty: '', none: null, missing: undefined },
    });
    expect(calls[0]?.url).toBe('/api/dev/emails/?to=a%2Bb%40example.com&page=2&flag=false');
  });
});

describe('the 30 s time-out (GEN-17, CONST-02)', () => {
  it('gives every request an abort signal that times out after 30 seconds', async () => {
    expect(API_TIMEOUT_MS).toBe(30_000);
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const calls = stubFetch({ 'GET /api/config/': [{ status: 200, body: {} }] });
    await apiRequest('/api/config/');
    expect(timeout).toHaveBeenCalledWith(30_000);
    expect(calls[0]?.init.signal).toBe(timeout.mock.results[0]?.value);
  });

  it("combines the caller's own signal with the time-out", async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const calls = stubFetch({ 'GET /api/config/': [{ status: 200, body: {} }] });
    const controller = new AbortController();
    await apiRequest('/api/config/', { signal: controller.signal });
    expect(timeout).toHaveBeenCalledWith(30_000);
    const signal = calls[0]?.init.signal;
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(signal?.aborted).toBe(false);
    controller.abort();
    expect(signal?.aborted).toBe(true);
  });

  it('turns a request that timed out into an ApiError without a status (no response)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'))),
    );
    const error = await apiRequest('/api/config/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBeNull();
    expect((error as ApiError).body).toBeNull();
  });
});

describe('answers and errors', () => {
  it('validates the answer with the schema it is given', async () => {
    stubFetch({ 'GET /api/config/': [{ status: 200, body: { app_name: 42 } }] });
    await expect(
      apiRequest('/api/config/', { schema: z.object({ app_name: z.string() }) }),
    ).rejects.toThrow();
  });

  it('reads 204 and an empty body as null, and a non-JSON body as text', async () => {
    stubFetch({
      'DELETE /api/a/': [{ status: 204 }],
      'GET /api/b/': [{ status: 200, text: '' }],
      'GET /api/c/': [{ status: 200, text: 'plain words' }],
    });
    await expect(apiRequest('/api/a/', { method: 'DELETE' })).resolves.toBeNull();
    await expect(apiRequest('/api/b/')).resolves.toBeNull();
    await expect(apiRequest('/api/c/')).resolves.toBe('plain words');
  });

  it('rejects a 4xx/5xx with its status, the R1 body and the detail as message', async () => {
    const body = { detail: 'Passwords do not match', errors: { password2: ['Passwords do not match'] } };
    stubFetch({ 'POST /api/users/reset-password/t/': [{ status: 400, body }] });
    const error = await apiRequest('/api/users/reset-password/t/', { method: 'POST', body: {} }).catch(
      (e: unknown) => e as ApiError,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, body, message: 'Passwords do not match' });
  });

  it('keeps a plain-text error body out of `body` and names the status', async () => {
    stubFetch({ 'GET /api/x/': [{ status: 502, text: '<html>Bad gateway</html>' }] });
    const error = await apiRequest('/api/x/').catch((e: unknown) => e as ApiError);
    expect(error).toMatchObject({ status: 502, body: null, message: 'Request failed with status 502' });
  });

  it('rejects with status null when no response arrives', async () => {
    stubFetch({ 'GET /api/x/': ['network-error'] });
    const error = await apiRequest('/api/x/').catch((e: unknown) => e as ApiError);
    expect(error).toMatchObject({ status: null, body: null });
  });

  it('serverMessage reads message, then detail, else null', () => {
    expect(serverMessage(new ApiError(400, { message: 'M', detail: 'D' }, 'x'))).toBe('M');
    expect(serverMessage(new ApiError(400, { message: '', detail: 'D' }, 'x'))).toBe('D');
    expect(serverMessage(new ApiError(400, { detail: '' }, 'x'))).toBeNull();
    expect(serverMessage(new ApiError(null, null, 'x'))).toBeNull();
    expect(serverMessage(new Error('plain'))).toBeNull();
  });
});

describe('a 401: one refresh, then one retry (AUTH-39, CONST-13)', () => {
  it('refreshes once with POST /api/auth/refresh/ and no payload, then repeats the original request', async () => {
    setCookie(CSRF_COOKIE, 'tok');
    const calls = stubFetch({
      'PUT /api/users/profile/': [
        { status: 401, body: { detail: 'expired' } },
        { status: 200, body: { ok: 1 } },
      ],
      'POST /api/auth/refresh/': [{ status: 200, body: {} }],
    });
    const form = new FormData();
    await expect(apiRequest('/api/users/profile/', { method: 'PUT', body: form })).resolves.toEqual({
      ok: 1,
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT /api/users/profile/',
      'POST /api/auth/refresh/',
      'PUT /api/users/profile/',
    ]);
    const refresh = calls[1];
    expect(refresh?.init.body).toBeUndefined();
    expect(refresh?.init.credentials).toBe('include');
    expect(refresh?.headers['X-CSRFToken']).toBe('tok');
    expect(calls[2]?.init.body).toBe(form);
    expect(assign).not.toHaveBeenCalled();
  });

  it('makes only one refresh attempt per request: a second 401 after the retry is the answer', async () => {
    const calls = stubFetch({
      'GET /api/x/': [{ status: 401, body: { detail: 'still no' } }],
      'POST /api/auth/refresh/': [{ status: 200, body: {} }],
    });
    const error = await apiRequest('/api/x/').catch((e: unknown) => e as ApiError);
    expect(error).toMatchObject({ status: 401, message: 'still no' });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/x/',
      'POST /api/auth/refresh/',
      'GET /api/x/',
    ]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('shares one refresh between requests that fail with 401 at the same time', async () => {
    const calls = stubFetch({
      'GET /api/a/': [{ status: 401 }, { status: 200, body: 'a' }],
      'GET /api/b/': [{ status: 401 }, { status: 200, body: 'b' }],
      'POST /api/auth/refresh/': [{ status: 200, body: {} }],
    });
    await expect(Promise.all([apiRequest('/api/a/'), apiRequest('/api/b/')])).resolves.toEqual(['a', 'b']);
    expect(calls.filter((c) => c.url === '/api/auth/refresh/')).toHaveLength(1);
  });

  it.each([
    ['POST', '/api/auth/login/'],
    ['POST', '/api/auth/refresh/'],
    ['GET', '/api/auth/check/'],
  ] as const)('never refreshes for %s %s', async (method, path) => {
    const calls = stubFetch({
      [`${method} ${path}`]: [{ status: 401, body: { detail: 'Invalid email or password' } }],
      'POST /api/auth/refresh/': [{ status: 401, body: {} }],
    });
    const body = method === 'POST' ? {} : undefined;
    const error = await apiRequest(path, { method, body }).catch((e: unknown) => e as ApiError);
    expect(error).toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not refresh on other failures (403, 404, 500)', async () => {
    const calls = stubFetch({
      'GET /api/a/': [{ status: 403, body: { detail: 'no' } }],
      'GET /api/b/': [{ status: 404, body: { detail: 'no' } }],
      'GET /api/c/': [{ status: 500, body: { detail: 'no' } }],
    });
    for (const path of ['/api/a/', '/api/b/', '/api/c/']) await apiRequest(path).catch(() => null);
    expect(calls.map((c) => c.url)).toEqual(['/api/a/', '/api/b/', '/api/c/']);
  });
});

describe('a failed refresh (AUTH-40, API-02)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_700_000_000_000 });
    window.localStorage.setItem(
      storageKeys.cookieConsent,
      JSON.stringify({ consent: true, analytics: false }),
    );
    window.localStorage.setItem(storageKeys.savedMentors, '[1]');
    window.localStorage.setItem(storageKeys.mentorsList, '[]');
    window.sessionStorage.setItem('draft', 'x');
    setCookie('other', 'y');
  });

  it('wipes local state except the consent, remembers the page and goes to /login?clean=1&t=<time>', async () => {
    stubLocation('/calendar', '?view=week');
    const calls = stubFetch({
      'GET /api/x/': [{ status: 401 }],
      'POST /api/auth/refresh/': [{ status: 401, body: { detail: 'Session expired.' } }],
    });
    const error = (await apiRequest('/api/x/').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/x/', 'POST /api/auth/refresh/']);
    expect(window.localStorage.getItem(storageKeys.cookieConsent)).toBe('{"consent":true,"analytics":false}');
    expect(window.localStorage.getItem(storageKeys.savedMentors)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.mentorsList)).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
    expect(document.cookie).not.toContain('other=y');
    expect(JSON.parse(window.localStorage.getItem(storageKeys.redirectAfterLogin) ?? 'null')).toBe(
      '/calendar?view=week',
    );
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/login?clean=1&t=1700000000000');
  });

  it('treats a refresh that gets no answer as failed', async () => {
    stubLocation('/saved');
    stubFetch({ 'GET /api/x/': [{ status: 401 }], 'POST /api/auth/refresh/': ['network-error'] });
    await expect(apiRequest('/api/x/')).rejects.toBeInstanceOf(ApiError);
    expect(JSON.parse(window.localStorage.getItem(storageKeys.redirectAfterLogin) ?? 'null')).toBe('/saved');
    expect(assign).toHaveBeenCalledWith('/login?clean=1&t=1700000000000');
  });

  it('leaves the page and the stored data alone when a background read finds the session gone', async () => {
    stubLocation('/login');
    stubFetch({ 'GET /api/x/': [{ status: 401 }], 'POST /api/auth/refresh/': [{ status: 401 }] });
    const error = (await apiRequest('/api/x/', { background: true }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(window.localStorage.getItem(storageKeys.savedMentors)).toBe('[1]');
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not remember the login page itself as the way back', async () => {
    stubLocation('/login', '?tab=register');
    stubFetch({ 'GET /api/x/': [{ status: 401 }], 'POST /api/auth/refresh/': [{ status: 401 }] });
    await apiRequest('/api/x/').catch(() => null);
    expect(window.localStorage.getItem(storageKeys.redirectAfterLogin)).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login?clean=1&t=1700000000000');
  });
});
