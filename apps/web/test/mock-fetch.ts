/**
 * A fetch stub for component tests, keyed by endpoint name ("auth.login", any path parameters) or by
 * "METHOD /path/" (that path only): unknown routes answer 404, every call is recorded with its query and
 * JSON body. 'never' leaves a request pending; 'network-error' rejects. It does not check answers against
 * the contract: tests move to ./mock-api.ts, which does.
 */
import { vi } from 'vitest';
import { endpointOf } from './mock-api.ts';

export type Reply = { status: number; body?: unknown } | 'network-error' | 'never';
export type Handler = Reply | ((url: URL, init: RequestInit) => Reply);

export interface FetchCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** Stubs fetch; returns the list of calls made. */
export function mockFetch(routes: Record<string, Handler>): FetchCall[] {
  return stubFetch(routes, (call) => call);
}

/** The same stub, with each call recorded in the shape `record` gives it. */
export function stubFetch<C>(routes: Record<string, Handler>, record: (call: FetchCall) => C): C[] {
  const calls: C[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const url = new URL(raw, 'http://localhost');
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push(record({ method, path: url.pathname, query: Object.fromEntries(url.searchParams), body }));
      const found = endpointOf(method, url.pathname);
      const handler = routes[`${method} ${url.pathname}`] ?? (found ? routes[found.name] : undefined);
      const reply =
        typeof handler === 'function' ? handler(url, init) : (handler ?? { status: 404, body: {} });
      if (reply === 'never') return new Promise<Response>(() => undefined);
      if (reply === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(
        new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
          status: reply.status,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
  return calls;
}
