/** API-06 POST /api/users/forgot-password/ (AUTH-19). */
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';

export function requestPasswordReset(email: string) {
  return call('users.forgotPassword', { body: { email } });
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: requestPasswordReset });
}
