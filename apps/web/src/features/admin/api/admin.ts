/**
 * The staff area's calls: mentor applications (M1) with their decisions, no-show reports (B9) with theirs,
 * the promo codes (B8, read-only) and the audit log of every staff action (ADR 69).
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { AuditAction, BookingsQuery } from '@app/contract';
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

export const auditKey = queryKeyOf('admin.audit');

/** The audit search of one filter, newest first: each further page starts below the last row's id. */
export function auditQuery(filter: {
  action?: AuditAction;
  actor?: string;
  record_type?: string;
  record_id?: string;
}) {
  return infiniteQueryOptions({
    queryKey: queryKeyOf('admin.audit', { query: filter }),
    queryFn: ({ pageParam, signal }) =>
      call('admin.audit', {
        query: { ...filter, ...(pageParam ? { before: pageParam } : {}) },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.next_before ?? undefined,
  });
}

export const dashboardQuery = queryOptions({
  queryKey: queryKeyOf('admin.dashboard'),
  queryFn: ({ signal }) => call('admin.dashboard', { signal }),
});

export const peopleKey = queryKeyOf('admin.users');
export const personKey = queryKeyOf('admin.user');

export const peopleQuery = (search: string) =>
  queryOptions({
    queryKey: queryKeyOf('admin.users', { query: { search } }),
    queryFn: ({ signal }) => call('admin.users', { query: search ? { search } : {}, signal }),
  });

export const personQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeyOf('admin.user', { params: { id } }),
    queryFn: ({ signal }) => call('admin.user', { params: { id }, signal }),
  });

export function suspendPerson(id: number, reason: string) {
  return call('admin.suspendUser', { params: { id }, body: { reason } });
}

export function reinstatePerson(id: number) {
  return call('admin.reinstateUser', { params: { id } });
}

export const bookingsKey = queryKeyOf('admin.bookings');

export const bookingsQuery = (query: BookingsQuery) =>
  queryOptions({
    queryKey: queryKeyOf('admin.bookings', { query }),
    queryFn: ({ signal }) => call('admin.bookings', { query, signal }),
  });

export const bookingQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeyOf('admin.booking', { params: { id } }),
    queryFn: ({ signal }) => call('admin.booking', { params: { id }, signal }),
  });

export function refundBooking(id: number, amountCents: number, reason: string) {
  return call('admin.refundBooking', { params: { id }, body: { amount_cents: amountCents, reason } });
}
