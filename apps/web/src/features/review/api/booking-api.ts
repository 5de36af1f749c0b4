/** The reviewed lesson (GET /api/lessons/bookings/{id}/): only its mentor's name is shown. */
import { call } from '../../../shared/api/call.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

export const reviewedBookingKey = (id: number) => queryKeyOf('bookings.detail', { params: { id } });

export function fetchBooking(id: number, signal?: AbortSignal) {
  return call('bookings.detail', { params: { id }, signal });
}
