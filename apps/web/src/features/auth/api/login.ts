/** API-01 POST /api/auth/login/ (AUTH-10, AUTH-11). */
import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@app/contract';
import { call } from '../../../shared/api/call.ts';
import { refreshSession } from '../../../shared/session/auth-check.ts';

export function login(body: LoginRequest) {
  return call('auth.login', { body });
}

/** Logs in, then asks the server again who is signed in so guards and navbar see the new session. */
export function useLoginMutation() {
  return useMutation({
    mutationFn: async (body: LoginRequest) => {
      const answer = await login(body);
      const check = await refreshSession().catch(() => null);
      return check?.user ?? answer.user;
    },
  });
}
