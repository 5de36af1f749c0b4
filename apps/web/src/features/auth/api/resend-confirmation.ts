/** POST /api/users/resend-confirmation/ (rule A3): always answers 200, whether or not the account exists. */
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';

export function resendConfirmation(email: string) {
  return call('users.resendConfirmation', { body: { email } });
}

export function useResendConfirmationMutation() {
  return useMutation({ mutationFn: resendConfirmation });
}
