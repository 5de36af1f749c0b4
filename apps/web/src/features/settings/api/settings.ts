/** API-34 GET /api/users/settings/ (SETTINGS-03, DATA-20): every tab reads this one answer. */
import { call } from '../../../shared/api/call.ts';
import { callQuery, queryKeyOf } from '../../../shared/api/query-keys.ts';

export const settingsKey = queryKeyOf('settings.read');

export function fetchSettings(signal?: AbortSignal) {
  return call('settings.read', { signal });
}

export const settingsQuery = callQuery('settings.read', {});
