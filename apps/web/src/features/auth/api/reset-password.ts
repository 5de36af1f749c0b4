/** API-07 (verify) and API-08 (set) /api/users/reset-password/<token>/ (AUTH-22..26). */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@app/contract';
import { call } from '../../../shared/api/call.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

export function verifyResetToken(token: string, signal?: AbortSignal) {
  return call('users.checkResetLink', { params: { token }, signal });
}

export function resetPassword(token: string, body: ResetPasswordRequest) {
  return call('users.resetPassword', { params: { token }, body });
}

/** Verification has no side effect, but a token is checked once per visit: no retries, no refetching. */
export function useResetTokenQuery(token: string | null) {
  return useQuery({
    queryKey: queryKeyOf('users.checkResetLink', { params: { token } }),
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
