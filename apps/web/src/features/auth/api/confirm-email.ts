/**
 * API-09 GET /api/users/confirm-email/<token>/ (AUTH-27). Tokens are single use, so a second call
 * would fail: the query is keyed by token and never retried or refetched, which also makes the
 * StrictMode double effect harmless (both mounts share the one cached call).
 */
import { useQuery } from '@tanstack/react-query';
import type { Detail } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export function confirmEmail(token: string): Promise<Detail> {
  return apiRequest<Detail>(`/api/users/confirm-email/${encodeURIComponent(token)}/`);
}

export function useConfirmEmailQuery(token: string | null) {
  return useQuery({
    queryKey: ['auth', 'confirm-email', token],
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
