/**
 * GET /api/config/ (GEN-18): the server's public configuration (Google sign-in, the realtime service, the
 * support address), read once per page load through one cache entry, whoever asks first.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../api/call.ts';
import { queryKeyOf } from '../api/query-keys.ts';

export const publicConfigKey = queryKeyOf('system.config');

export function fetchPublicConfig(signal?: AbortSignal) {
  return call('system.config', { signal });
}

export const publicConfigQuery = queryOptions({
  queryKey: publicConfigKey,
  queryFn: ({ signal }) => fetchPublicConfig(signal),
  staleTime: Infinity,
});
