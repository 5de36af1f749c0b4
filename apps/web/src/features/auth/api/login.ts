/** API-01 POST /api/auth/login/ (AUTH-10, AUTH-11). */
import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshSession } from '../../../shared/session/auth-check.ts';

export function login(body: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/auth/login/', { method: 'POST', body });
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
