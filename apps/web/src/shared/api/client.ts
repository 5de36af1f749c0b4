/**
 * The one HTTP client of the web app (GEN-13..17, AUTH-39..40): cookies always sent, X-CSRFToken and
 * X-Timezone on every request, a 30 s time-out, and on a 401 one refresh of the session followed by one
 * retry (never for login, refresh or check). A failed refresh wipes local state and sends the user to
 * /login?clean=1&t=..., remembering where they were.
 */
import type { z } from 'zod';
import {
  API_TIMEOUT_MS,
  CSRF_COOKIE,
  routeOf,
  SERVER_TIME_HEADER,
  type ApiError as ApiErrorBody,
} from '@app/contract';
import { clearStoredDataExceptConsent, rememberRedirect } from '../storage/storage.ts';
import { recordServerTime } from '../time/server-clock.ts';
import { viewerTimeZone } from '../time/viewer-zone.ts';

/** A failed call. `status` is null when no response arrived (network failure or time-out). */
export class ApiError extends Error {
  constructor(
    readonly status: number | null,
    readonly body: (Partial<ApiErrorBody> & Record<string, unknown>) | null,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let csrfToken: string | null = null;

/** The auth check hands out the token too (GEN-14); the cookie wins when it is readable. */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/**
 * How requests leave: the browser's fetch, or, for the server's own rendering of a public page (issue 16,
 * entry-server.tsx), a transport that hands the request to the server in process. Only visitors' reads go
 * that way: the server renders without anyone's cookies.
 */
type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

export function setTransport(next: Transport): void {
  transport = next;
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

/** The zone the server is told (X-Timezone): the viewer's, chosen in settings or the device's (ADR 49). */
export function clientTimeZone(): string {
  return viewerTimeZone();
}

// From the route table like every other path: a moved call cannot slip out of this list.
const NO_REFRESH_PATHS: readonly string[] = (['auth.login', 'auth.refresh', 'auth.check'] as const).map(
  (name) => routeOf(name).path,
);

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body, or FormData for the two multipart calls (GEN-16). */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Validates the answer; the contract's schema keeps both sides honest. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /**
   * A read the user did not ask for (a poll, the navbar's lessons): a 401 still tries one refresh, but if
   * that fails it is only this call's error. Ending the page's session is for what the user is doing.
   */
  background?: boolean;
  /** Longer than API_TIMEOUT_MS for an upload of up to 20 MB on a slow line (a practice attachment). */
  timeoutMs?: number;
}

function buildUrl(path: string, query: RequestOptions<unknown>['query']): string {
  const url = path.startsWith('/') ? path : `/${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function send(url: string, options: RequestOptions<unknown>): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Timezone': clientTimeZone() };
  const token = readCookie(CSRF_COOKIE) ?? csrfToken;
  if (token) headers['X-CSRFToken'] = token;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  return transport(url, { method: options.method ?? 'GET', headers, body, credentials: 'include', signal });
}

// The calls that can rotate the refresh token: the refresh, and the auth check, which renews an expired
// access token by itself (a reload after 15 minutes).
const RENEWING_PATHS: readonly string[] = (['auth.refresh', 'auth.check'] as const).map(
  (name) => routeOf(name).path,
);

/**
 * One renewal at a time across every tab of the app (ADR 80). Tabs share their cookies, so two tabs
 * renewing at the same moment (a browser restoring its tabs, polls firing as a laptop wakes) present the
 * same refresh token twice, which rule A5 reads as a stolen token replayed: the sign-in ends everywhere.
 * Under one Web Lock the second tab's call leaves only once the first one's answer has set the new
 * cookies, and carries them. Where the browser has no Web Locks (or on the server) the call goes at once.
 */
function oneRenewalAtATime(call: () => Promise<Response>): Promise<Response> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // request() answers the callback's own promise; then() unwraps it for the types as the browser does.
  return locks ? locks.request('app.session-renewal', call).then((answer) => answer) : call();
}

let refreshing: Promise<boolean> | null = null;

/** Concurrent 401s share one refresh call. */
function refreshSession(): Promise<boolean> {
  refreshing ??= oneRenewalAtATime(() => send(routeOf('auth.refresh').path, { method: 'POST' }))
    .then((res) => res.ok)
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** AUTH-40: wipe local state and start again at the login page, coming back here afterwards. */
async function onSessionExpired(): Promise<void> {
  const here = window.location.pathname + window.location.search;
  await clearStoredDataExceptConsent();
  if (!here.startsWith('/login')) rememberRedirect(here);
  window.location.assign(`/login?clean=1&t=${Date.now()}`);
}

async function parseBody(res: Response): Promise<unknown> {
  if (res.status === 204) return null;
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const url = buildUrl(path, options.query);
  let res: Response;
  try {
    res = await (RENEWING_PATHS.includes(url.split('?')[0] ?? '')
      ? oneRenewalAtATime(() => send(url, options))
      : send(url, options));
    if (res.status === 401 && !NO_REFRESH_PATHS.includes(url.split('?')[0] ?? '')) {
      if (await refreshSession()) res = await send(url, options);
      else {
        if (!options.background) await onSessionExpired();
        throw new ApiError(401, null, 'Your session has expired. Please sign in again.');
      }
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError(null, null, err instanceof Error ? err.message : 'Network error');
  }
  recordServerTime(res.headers.get(SERVER_TIME_HEADER));
  const data = await parseBody(res);
  if (!res.ok) {
    const body = data && typeof data === 'object' ? (data as ApiError['body']) : null;
    const message =
      typeof body?.detail === 'string' ? body.detail : `Request failed with status ${res.status}`;
    throw new ApiError(res.status, body, message);
  }
  return options.schema ? options.schema.parse(data) : (data as T);
}

/** The server's own words for an error, in the order the spec reads them: message, then detail. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.body) return null;
  const { message, detail } = error.body;
  if (typeof message === 'string' && message) return message;
  if (typeof detail === 'string' && detail) return detail;
  return null;
}
