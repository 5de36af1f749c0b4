/** PUT /api/lessons/bookings/{id}/extra-info/ (API-24, L2): the preparation answers, kept on the booking. */
import type { Booking, ExtraInfo } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export function sendExtraInfo(bookingId: number, answers: ExtraInfo) {
  return apiRequest<Booking>(`/api/lessons/bookings/${bookingId}/extra-info/`, {
    method: 'PUT',
    body: answers,
  });
}
