/** API-39 PUT /api/mentors/update-availability/ (SETTINGS-21): replaces the weekly hours. */
import type { AvailabilitySettings, AvailabilityUpdateRequest } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export function updateAvailability(body: AvailabilityUpdateRequest) {
  return apiRequest<AvailabilitySettings>('/api/mentors/update-availability/', { method: 'PUT', body });
}
