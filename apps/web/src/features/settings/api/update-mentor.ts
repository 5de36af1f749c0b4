/** API-38 PUT /api/mentors/update/ (SETTINGS-16, M4): answers the updated mentor. */
import type { MentorUpdateRequest } from '@app/contract';
import { call } from '../../../shared/api/call.ts';

export function updateMentor(body: MentorUpdateRequest) {
  return call('settings.mentorProfile', { body });
}
