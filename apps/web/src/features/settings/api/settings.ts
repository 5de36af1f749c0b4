/**
 * API-34 GET /api/users/settings/ (SETTINGS-03, DATA-20): every tab reads this one answer, and a tab that
 * saves writes the saved part back under the same key (`settingsQuery.queryKey`).
 */
import { callQuery } from '../../../shared/api/query-keys.ts';

export const settingsQuery = callQuery('settings.read', {});
