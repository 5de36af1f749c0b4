/** GET /api/lessons/bookings/{id}/ (BOOK-29): the booking the result pages read. */
import { apiRequest } from '../../../shared/api/client.ts';
import type { Booking } from '../model/types.ts';

export const bookingKey = (id: string) => ['booking', 'detail', id] as const;

export function fetchBooking(id: string, signal?: AbortSignal) {
  return apiRequest<Booking>(`/api/lessons/bookings/${encodeURIComponent(id)}/`, { signal });
}
