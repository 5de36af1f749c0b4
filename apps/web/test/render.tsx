/** Renders a component inside a router and a query client whose auth check is already answered. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { AuthCheckResponse } from '@app/contract';
import { queryClient } from '../src/shared/api/query-client.ts';
import { authCheckKey } from '../src/shared/session/auth-check.ts';

export function renderWithSession(ui: ReactNode, session: AuthCheckResponse | null, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (session) client.setQueryData(authCheckKey, session);
  // No answer yet: the check stays pending, so the session is "unknown".
  else vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, client };
}

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search + location.hash}</p>;
}

/**
 * Renders `element` at `url` (route pattern `routePath`) with the app's query client, answering the auth
 * check with `session` when one is given; any other path shows where navigation ended (testid "location").
 */
export function renderAt(
  url: string,
  element: ReactNode,
  { session, routePath = url.split('?')[0] ?? '/' }: { session?: AuthCheckResponse; routePath?: string } = {},
) {
  if (session) queryClient.setQueryData(authCheckKey, session);
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
