/** API-36 PUT /api/users/change-password/ (SETTINGS-08). */
import type { ChangePasswordRequest } from '@app/contract';
import { call } from '../../../shared/api/call.ts';

export function changePassword(body: ChangePasswordRequest) {
  return call('settings.changePassword', { body });
}
