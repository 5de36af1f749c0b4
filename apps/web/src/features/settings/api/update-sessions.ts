/** API-40 PUT /api/mentors/update-sessions-times/ (SETTINGS-22): the lengths offered and their breaks. */
import type { SessionsUpdateRequest } from '@app/contract';
import { call } from '../../../shared/api/call.ts';

export function updateSessions(body: SessionsUpdateRequest) {
  return call('settings.sessionTimes', { body });
}
