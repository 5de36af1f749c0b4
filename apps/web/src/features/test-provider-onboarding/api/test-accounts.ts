/** The built-in test provider's onboarding page API (B11, M3). */
import type { TestAccountCompleteRequest, TestAccountCompleteResponse, TestAccountView } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export const testAccountKey = (id: string, search: string) =>
  ['payments', 'test-account', id, search] as const;

/** The link's own return and refresh addresses go along; the server answers them checked. */
export function fetchTestAccount(id: string, search: URLSearchParams, signal?: AbortSignal) {
  return apiRequest<TestAccountView>(`/api/payments/test-accounts/${encodeURIComponent(id)}/`, {
    query: { return_url: search.get('return_url'), refresh_url: search.get('refresh_url') },
    signal,
  });
}

export function completeTestAccount(id: string, body: TestAccountCompleteRequest) {
  return apiRequest<TestAccountCompleteResponse>(
    `/api/payments/test-accounts/${encodeURIComponent(id)}/complete/`,
    { method: 'POST', body },
  );
}
