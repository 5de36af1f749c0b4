/**
 * The staff area's calls for cancelling a lesson on behalf of either side and for payouts with retry
 * (issue 21 item 3, ADR 74).
 */
import { queryOptions } from '@tanstack/react-query';
import type { CancelOnBehalfBody, PayoutsQuery } from '@app/contract';
import { call } from '../../../shared/api/call.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

export function cancelOnBehalf(id: number, body: CancelOnBehalfBody) {
  return call('admin.cancelBooking', { params: { id }, body });
}

export const payoutsKey = queryKeyOf('admin.payouts');

export const payoutsQuery = (query: PayoutsQuery) =>
  queryOptions({
    queryKey: queryKeyOf('admin.payouts', { query }),
    queryFn: ({ signal }) => call('admin.payouts', { query, signal }),
  });

export function retryPayout(id: number) {
  return call('admin.retryPayout', { params: { id } });
}
