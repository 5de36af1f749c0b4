/** The checkout step's calls: the fee rate (B2), promo validation (B8) and the booking itself (BOOK-16). */
import { apiRequest } from '../../../shared/api/client.ts';
import type { BookRequest, BookResponse, PromoValidateResponse, TaxRateResponse } from '../model/types.ts';

export const taxRateKey = (mentorId: number) => ['booking', 'tax-rate', mentorId] as const;

export function fetchTaxRate(mentorId: number, signal?: AbortSignal) {
  return apiRequest<TaxRateResponse>('/api/mentors/tax-rate/', { query: { mentor_id: mentorId }, signal });
}

export function validatePromoCode(body: { code: string; mentor_id: number; session_id: number }) {
  return apiRequest<PromoValidateResponse>('/api/lessons/promo-codes/validate/', { method: 'POST', body });
}

export function bookLesson(body: BookRequest) {
  return apiRequest<BookResponse>('/api/lessons/book/', { method: 'POST', body });
}
