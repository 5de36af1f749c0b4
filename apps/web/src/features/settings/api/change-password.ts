/** API-36 PUT /api/users/change-password/ (SETTINGS-08). */
import type { ChangePasswordRequest, MessageResponse } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export function changePassword(body: ChangePasswordRequest) {
  return apiRequest<MessageResponse>('/api/users/change-password/', { method: 'PUT', body });
}
