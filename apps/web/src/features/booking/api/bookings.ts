/** GET /api/lessons/bookings/{id}/ (BOOK-29): the booking the result pages read. */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

export const bookingKey = (id: string) => queryKeyOf('bookings.detail', { params: { id } });

export function fetchBooking(id: string, signal?: AbortSignal) {
  return call('bookings.detail', { params: { id }, signal });
}

export const bookingQuery = (id: string) =>
  queryOptions({ queryKey: bookingKey(id), queryFn: ({ signal }) => fetchBooking(id, signal) });
