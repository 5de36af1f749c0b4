/** The built-in test provider's onboarding page API (B11, M3). */
import { queryOptions } from '@tanstack/react-query';
import type { TestAccountCompleteRequest } from '@app/contract';
import { call } from '../../../shared/api/call.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

export const testAccountKey = (id: string, search: string) =>
  queryKeyOf('payouts.testAccount', { params: { accountId: id }, query: search });

/** The link's own return and refresh addresses go along; the server answers them checked. */
export function fetchTestAccount(id: string, search: URLSearchParams, signal?: AbortSignal) {
  return call('payouts.testAccount', {
    params: { accountId: id },
    query: { return_url: search.get('return_url'), refresh_url: search.get('refresh_url') },
    signal,
  });
}

export function completeTestAccount(id: string, body: TestAccountCompleteRequest) {
  return call('payouts.completeTestAccount', { params: { accountId: id }, body });
}

export const testAccountQuery = (id: string, search: URLSearchParams) =>
  queryOptions({
    queryKey: testAccountKey(id, search.toString()),
    queryFn: ({ signal }) => fetchTestAccount(id, search, signal),
  });
