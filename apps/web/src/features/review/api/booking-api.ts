/** The reviewed lesson (GET /api/lessons/bookings/{id}/): only its mentor's name is shown. */
import type { Booking } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export const reviewedBookingKey = (id: number) => ['review', 'booking', id] as const;

export function fetchBooking(id: number, signal?: AbortSignal) {
  return apiRequest<Booking>(`/api/lessons/bookings/${id}/`, { signal });
}
