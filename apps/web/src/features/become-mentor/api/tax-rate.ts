/** GET /api/mentors/tax-rate/ (ONBOARD-26, B2): the platform's fee rate for the rate step. */
import { queryOptions } from '@tanstack/react-query';
import type { TaxRateResponse } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export const taxRateQuery = queryOptions({
  queryKey: ['become-mentor', 'tax-rate'] as const,
  queryFn: ({ signal }) => apiRequest<TaxRateResponse>('/api/mentors/tax-rate/', { signal }),
  staleTime: 10 * 60_000,
});
