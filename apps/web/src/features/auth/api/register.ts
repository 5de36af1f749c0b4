/** API-05 POST /api/users/register/ (AUTH-15): the form always sends is_mentor false. */
import { useMutation } from '@tanstack/react-query';
import type { Detail, RegisterRequest } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export type RegisterInput = Omit<RegisterRequest, 'is_mentor'>;

export function register(input: RegisterInput): Promise<Detail> {
  return apiRequest<Detail>('/api/users/register/', { method: 'POST', body: { ...input, is_mentor: false } });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
