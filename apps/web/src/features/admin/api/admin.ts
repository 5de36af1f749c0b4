/**
 * The staff area's calls: mentor applications (M1) with their decisions, no-show reports (B9) with theirs,
 * and the promo codes (B8, read-only).
 */
import type {
  AdminApplication,
  AdminNoShowDecision,
  AdminNoShowReport,
  ApplicationDecision,
  PromoCode,
} from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export const adminKey = ['admin'] as const;
export const noShowReportsKey = [...adminKey, 'no-show-reports'] as const;
export const promoCodesKey = [...adminKey, 'promo-codes'] as const;
export const applicationsKey = [...adminKey, 'applications'] as const;

export function fetchApplications(signal?: AbortSignal) {
  return apiRequest<AdminApplication[]>('/api/admin/applications/', { signal });
}

export function approveApplication(mentorId: number) {
  return apiRequest<ApplicationDecision>(`/api/admin/applications/${mentorId}/approve/`, { method: 'POST' });
}

export function rejectApplication(mentorId: number, reason: string) {
  return apiRequest<ApplicationDecision>(`/api/admin/applications/${mentorId}/reject/`, {
    method: 'POST',
    body: { reason: reason.trim() },
  });
}

export function fetchNoShowReports(signal?: AbortSignal) {
  return apiRequest<AdminNoShowReport[]>('/api/admin/no-show-reports/', { signal });
}

export function decideNoShowReport(id: number, decision: 'refund' | 'dismiss') {
  return apiRequest<AdminNoShowDecision>(`/api/admin/no-show-reports/${id}/${decision}/`, { method: 'POST' });
}

export function fetchPromoCodes(signal?: AbortSignal) {
  return apiRequest<PromoCode[]>('/api/admin/promo-codes/', { signal });
}
