/** GET /api/config/ (GEN-18): read here for google_sign_in_enabled (the Google button hides otherwise). */
import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export const publicConfigKey = ['config'] as const;

export function fetchPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiRequest<PublicConfig>('/api/config/', { signal });
}

export function useGoogleSignInEnabled(): boolean {
  const { data } = useQuery({
    queryKey: publicConfigKey,
    queryFn: ({ signal }) => fetchPublicConfig(signal),
    staleTime: Infinity,
  });
  return data?.google_sign_in_enabled === true;
}
