/** API-37 POST /api/users/delete/ (SETTINGS-10, SETTINGS-11). */
import type { MessageResponse } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export function deleteAccount(email: string) {
  return apiRequest<MessageResponse>('/api/users/delete/', { method: 'POST', body: { email } });
}
