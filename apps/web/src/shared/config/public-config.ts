/**
 * GET /api/config/ (GEN-18): the server's public configuration (Google sign-in, the realtime service, the
 * support address), read once per page load through one cache entry, whoever asks first.
 */
import { queryOptions } from '@tanstack/react-query';
import type { PublicConfig } from '@app/contract';
import { apiRequest } from '../api/client.ts';

export const publicConfigKey = ['config'] as const;

export function fetchPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiRequest<PublicConfig>('/api/config/', { signal });
}

export const publicConfigQuery = queryOptions({
  queryKey: publicConfigKey,
  queryFn: ({ signal }) => fetchPublicConfig(signal),
  staleTime: Infinity,
});
