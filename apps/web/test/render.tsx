/** Renders a component inside a router and a query client whose auth check is already answered. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { AuthCheckResponse } from '@app/contract';
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
