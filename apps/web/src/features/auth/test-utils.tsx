/**
 * Test helpers of the auth feature (jest-dom and DOM cleanup come from apps/web/test/setup.ts): a clean
 * query cache and fetch between tests, a fetch mock keyed by "METHOD /path/" and a memory router that
 * shows where navigation ended.
 */
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';
import { queryClient } from '../../shared/api/query-client.ts';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

export type Reply = { status: number; body?: unknown } | 'network-error';
type Handler = Reply | ((init: RequestInit) => Reply);

export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
}

/** Stubs fetch; unknown routes answer 404. Returns the list of calls made. */
export function mockFetch(routes: Record<string, Handler>): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = url.split('?')[0] ?? '';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path, body });
      const handler = routes[`${method} ${path}`];
      const reply = typeof handler === 'function' ? handler(init) : (handler ?? { status: 404, body: {} });
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
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** Renders `element` at `path` (a route pattern matching `url`); any other path shows the location. */
export function renderAt(url: string, element: ReactNode, routePath = url.split('?')[0] ?? '/') {
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

export const student = {
  id: 1,
  first_name: 'Ana',
  last_name: 'Lee',
  email: 'ana@example.com',
  is_mentor: false,
  is_staff: false,
  mentor_id: null,
  can_add_referral: false,
  profile_picture: null,
};

export const mentor = { ...student, id: 2, is_mentor: true, mentor_id: 7 };
