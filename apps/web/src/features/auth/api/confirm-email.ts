/**
 * API-09 GET /api/users/confirm-email/<token>/ (AUTH-27). Tokens are single use, so a second call
 * would fail: the query is keyed by token and never retried or refetched, which also makes the
 * StrictMode double effect harmless (both mounts share the one cached call).
 */
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

export function confirmEmail(token: string) {
  return call('users.confirmEmail', { params: { token } });
}

export function useConfirmEmailQuery(token: string | null) {
  return useQuery({
    queryKey: queryKeyOf('users.confirmEmail', { params: { token } }),
    // No abort signal on purpose: an aborted request may still have used the token on the server.
    queryFn: () => confirmEmail(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
