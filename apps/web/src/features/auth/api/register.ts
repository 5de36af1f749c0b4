/** API-05 POST /api/users/register/ (AUTH-15): the form always sends is_mentor false. */
import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@app/contract';
import { call } from '../../../shared/api/call.ts';

export type RegisterInput = Omit<RegisterRequest, 'is_mentor'>;

export function register(input: RegisterInput) {
  return call('users.register', { body: { ...input, is_mentor: false } });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
