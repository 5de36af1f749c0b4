/**
 * The staff area's calls: mentor applications (M1) with their decisions, no-show reports (B9) with theirs,
 * and the promo codes (B8, read-only).
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

export const noShowReportsKey = queryKeyOf('admin.noShowReports');
export const promoCodesKey = queryKeyOf('admin.promoCodes');
export const applicationsKey = queryKeyOf('admin.applications');

export function fetchApplications(signal?: AbortSignal) {
  return call('admin.applications', { signal });
}

export function approveApplication(mentorId: number) {
  return call('admin.approveApplication', { params: { mentor_id: mentorId } });
}

export function rejectApplication(mentorId: number, reason: string) {
  return call('admin.rejectApplication', {
    params: { mentor_id: mentorId },
    body: { reason: reason.trim() },
  });
}

export function fetchNoShowReports(signal?: AbortSignal) {
  return call('admin.noShowReports', { signal });
}

export function decideNoShowReport(id: number, decision: 'refund' | 'dismiss') {
  return call(decision === 'refund' ? 'admin.refundNoShow' : 'admin.dismissNoShow', { params: { id } });
}

export function fetchPromoCodes(signal?: AbortSignal) {
  return call('admin.promoCodes', { signal });
}

export const applicationsQuery = queryOptions({
  queryKey: applicationsKey,
  queryFn: ({ signal }) => fetchApplications(signal),
});

export const noShowReportsQuery = queryOptions({
  queryKey: noShowReportsKey,
  queryFn: ({ signal }) => fetchNoShowReports(signal),
});

export const promoCodesQuery = queryOptions({
  queryKey: promoCodesKey,
  queryFn: ({ signal }) => fetchPromoCodes(signal),
});
