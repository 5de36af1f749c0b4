/** API-39 PUT /api/mentors/update-availability/ (SETTINGS-21): replaces the weekly hours. */
import type { AvailabilityUpdateRequest } from '@app/contract';
import { call } from '../../../shared/api/call.ts';

export function updateAvailability(body: AvailabilityUpdateRequest) {
  return call('settings.weeklyHours', { body });
}
