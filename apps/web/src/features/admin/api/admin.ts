/** The staff area's calls: no-show reports (B9) with their decisions, and the promo codes (B8, read-only). */
import type { AdminNoShowDecision, AdminNoShowReport, PromoCode } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export const adminKey = ['admin'] as const;
export const noShowReportsKey = [...adminKey, 'no-show-reports'] as const;
export const promoCodesKey = [...adminKey, 'promo-codes'] as const;

export function fetchNoShowReports(signal?: AbortSignal) {
  return apiRequest<AdminNoShowReport[]>('/api/admin/no-show-reports/', { signal });
}

export function decideNoShowReport(id: number, decision: 'refund' | 'dismiss') {
  return apiRequest<AdminNoShowDecision>(`/api/admin/no-show-reports/${id}/${decision}/`, { method: 'POST' });
}

export function fetchPromoCodes(signal?: AbortSignal) {
  return apiRequest<PromoCode[]>('/api/admin/promo-codes/', { signal });
}
