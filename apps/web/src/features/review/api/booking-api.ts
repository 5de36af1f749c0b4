/** The reviewed lesson (GET /api/lessons/bookings/{id}/): only its mentor's name is shown. */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

export const reviewedBookingKey = (id: number) => queryKeyOf('bookings.detail', { params: { id } });

export function fetchBooking(id: number, signal?: AbortSignal) {
  return call('bookings.detail', { params: { id }, signal });
}

export const reviewedBookingQuery = (id: number) =>
  queryOptions({ queryKey: reviewedBookingKey(id), queryFn: ({ signal }) => fetchBooking(id, signal) });
