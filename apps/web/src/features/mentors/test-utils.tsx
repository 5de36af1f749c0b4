/**
 * Test helpers of the mentor features: a mentor fixture, a fetch mock keyed by "METHOD /path/" that also
 * records the query, and a memory router showing where navigation ended.
 */
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';
import type { AuthCheckResponse } from '@app/contract';
import { queryClient } from '../../shared/api/query-client.ts';
import { authCheckKey } from '../../shared/session/auth-check.ts';
import type { MentorListItem } from './model/types.ts';

afterEach(() => {
  // Unmount first: mounted queries would otherwise refetch through the real fetch once it is restored.
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

export type Reply = { status: number; body?: unknown } | 'network-error' | 'never';
type Handler = Reply | ((url: URL, init: RequestInit) => Reply);

export interface FetchCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export function mockFetch(routes: Record<string, Handler>): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const url = new URL(raw, 'http://localhost');
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path: url.pathname, query: Object.fromEntries(url.searchParams), body });
      const handler = routes[`${method} ${url.pathname}`];
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

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search + location.hash}</p>;
}

/** Renders `element` at `url` for `session`; any other path shows the location. */
export function renderAt(
  url: string,
  element: ReactNode,
  session: AuthCheckResponse,
  routePath = url.split('?')[0] ?? '/',
) {
  queryClient.setQueryData(authCheckKey, session);
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: '*', element: <WhereAmI /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...view };
}

export function makeMentor(overrides: Partial<MentorListItem> = {}): MentorListItem {
  return {
    id: 11,
    user: { id: 101, profile_photo: null, full_name: 'Lena Park' },
    reviews: { average_rating: 4.75, total_count: 12 },
    amount_cents: 4550,
    languages: [{ id: 1, name: 'English' }],
    bio: '<p>Jazz pianist with <b>20 years</b> on stage.</p>',
    skills: [{ id: 1, name: 'Piano' }],
    styles: [{ id: 3, name: 'Jazz' }],
    is_verified: true,
    headline: 'Jazz piano for grown-ups',
    saved: false,
    offer_trial: true,
    sessions: [
      { id: 1, session_time: 30, timeout_time: 0 },
      { id: 2, session_time: 60, timeout_time: 0 },
    ],
    country: 'DE',
    timezone: 'Europe/Berlin',
    ...overrides,
  };
}
