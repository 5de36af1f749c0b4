/** API-07 (verify) and API-08 (set) /api/users/reset-password/<token>/ (AUTH-22..26). */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Detail, ResetPasswordRequest } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

const resetPath = (token: string) => `/api/users/reset-password/${encodeURIComponent(token)}/`;

export function verifyResetToken(token: string, signal?: AbortSignal): Promise<Detail> {
  return apiRequest<Detail>(resetPath(token), { signal });
}

export function resetPassword(token: string, body: ResetPasswordRequest): Promise<Detail> {
  return apiRequest<Detail>(resetPath(token), { method: 'POST', body });
}

/** Verification has no side effect, but a token is checked once per visit: no retries, no refetching. */
export function useResetTokenQuery(token: string | null) {
  return useQuery({
    queryKey: ['auth', 'reset-token', token],
    queryFn: ({ signal }) => verifyResetToken(token ?? '', signal),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useResetPasswordMutation(token: string) {
  return useMutation({ mutationFn: (body: ResetPasswordRequest) => resetPassword(token, body) });
}
