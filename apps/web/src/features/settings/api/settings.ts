/** API-34 GET /api/users/settings/ (SETTINGS-03, DATA-20): every tab reads this one answer. */
import { queryOptions } from '@tanstack/react-query';
import type { SettingsResponse } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export const settingsKey = ['settings'] as const;

export function fetchSettings(signal?: AbortSignal) {
  return apiRequest<SettingsResponse>('/api/users/settings/', { signal });
}

export const settingsQuery = queryOptions({
  queryKey: settingsKey,
  queryFn: ({ signal }) => fetchSettings(signal),
});
