/** API-40 PUT /api/mentors/update-sessions-times/ (SETTINGS-22): the lengths offered and their breaks. */
import type { SessionsUpdateRequest } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export function updateSessions(body: SessionsUpdateRequest) {
  return apiRequest<unknown>('/api/mentors/update-sessions-times/', { method: 'PUT', body });
}
