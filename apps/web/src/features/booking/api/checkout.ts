/** The checkout step's calls: the fee rate (B2), promo validation (B8) and the booking itself (BOOK-16). */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';
import type { BookRequest } from '../model/types.ts';

export const taxRateKey = (mentorId: number) =>
  queryKeyOf('bookings.feeRate', { query: { mentor_id: mentorId } });

export function fetchTaxRate(mentorId: number, signal?: AbortSignal) {
  return call('bookings.feeRate', { query: { mentor_id: mentorId }, signal });
}

export function validatePromoCode(body: { code: string; mentor_id: number; session_id: number }) {
  return call('promoCodes.validate', { body });
}

export function bookLesson(body: BookRequest) {
  return call('bookings.book', { body });
}

export const taxRateQuery = (mentorId: number) =>
  queryOptions({ queryKey: taxRateKey(mentorId), queryFn: ({ signal }) => fetchTaxRate(mentorId, signal) });
