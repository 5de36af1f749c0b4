/** API-37 POST /api/users/delete/ (SETTINGS-10, SETTINGS-11). */
import { call } from '../../../shared/api/call.ts';

export function deleteAccount(email: string) {
  return call('settings.deleteAccount', { body: { email } });
}
