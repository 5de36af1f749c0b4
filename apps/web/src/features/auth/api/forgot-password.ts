/** API-06 POST /api/users/forgot-password/ (AUTH-19). */
import { useMutation } from '@tanstack/react-query';
import type { Detail } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export function requestPasswordReset(email: string): Promise<Detail> {
  return apiRequest<Detail>('/api/users/forgot-password/', { method: 'POST', body: { email } });
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: requestPasswordReset });
}
