/** API-38 PUT /api/mentors/update/ (SETTINGS-16, M4): answers the updated mentor. */
import type { MentorUpdateRequest, SettingsMentor } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export function updateMentor(body: MentorUpdateRequest) {
  return apiRequest<SettingsMentor>('/api/mentors/update/', { method: 'PUT', body });
}
