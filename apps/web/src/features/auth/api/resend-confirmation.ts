/** POST /api/users/resend-confirmation/ (rule A3): always answers 200, whether or not the account exists. */
import { useMutation } from '@tanstack/react-query';
import type { Detail } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export function resendConfirmation(email: string): Promise<Detail> {
  return apiRequest<Detail>('/api/users/resend-confirmation/', { method: 'POST', body: { email } });
}

export function useResendConfirmationMutation() {
  return useMutation({ mutationFn: resendConfirmation });
}
