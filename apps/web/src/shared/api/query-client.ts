import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client.ts';

/** The app's query settings; the server's rendering of a page makes one client per request with them. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not get better by retrying.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status !== null && error.status < 500) && count < 2,
      },
    },
  });
}

/**
 * One query client for the app. Route loaders use it too (ensureQueryData), so guards and components
 * share the same cached auth check.
 */
export const queryClient = createQueryClient();
