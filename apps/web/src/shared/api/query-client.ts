import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client.ts';

/**
 * One query client for the app. Route loaders use it too (ensureQueryData), so guards and components
 * share the same cached auth check.
 */
export const queryClient = new QueryClient({
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
