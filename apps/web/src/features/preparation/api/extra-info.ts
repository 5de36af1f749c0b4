/** PUT /api/lessons/bookings/{id}/extra-info/ (API-24, L2): the preparation answers, kept on the booking. */
import type { ExtraInfo } from '@app/contract';
import { call } from '../../../shared/api/call.ts';

export function sendExtraInfo(bookingId: number, answers: ExtraInfo) {
  return call('bookings.extraInfo', { params: { id: bookingId }, body: answers });
}
