/** The support page's calls: POST /api/support/ (API-58), the staff list of tickets and its close/reopen. */
import { queryOptions } from '@tanstack/react-query';
import type { SupportTicketBody, SupportTicketFilter } from '@app/contract';
import { call } from '../../../shared/api/call.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

export function createSupportTicket(body: SupportTicketBody) {
  return call('support.open', { body });
}

/** The staff area's list (staff only). */
export const supportTicketsKey = queryKeyOf('admin.supportTickets');

/** `mine`: only the tickets assigned to the caller (ADR 75). */
export function fetchSupportTickets(filter: SupportTicketFilter, signal?: AbortSignal, mine = false) {
  return call('admin.supportTickets', {
    query: mine ? { status: filter, assignee: 'me' } : { status: filter },
    signal,
  });
}

/** Staff close an answered ticket, or reopen it (both idempotent on the server). */
export function setSupportTicketStatus(id: number, action: 'close' | 'reopen') {
  return call(action === 'close' ? 'admin.closeTicket' : 'admin.reopenTicket', { params: { id } });
}

export const supportTicketsQuery = (filter: SupportTicketFilter, mine = false) =>
  queryOptions({
    queryKey: queryKeyOf('admin.supportTickets', {
      query: mine ? { status: filter, assignee: 'me' } : { status: filter },
    }),
    queryFn: ({ signal }) => fetchSupportTickets(filter, signal, mine),
  });

/** A ticket with its whole thread, internal notes included (staff). */
export const supportThreadQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeyOf('admin.supportThread', { params: { id } }),
    queryFn: ({ signal }) => call('admin.supportThread', { params: { id }, signal }),
  });

/** Staff reply to the user (mailed), or add an internal note only staff see. */
export function writeToThread(id: number, kind: 'reply' | 'note', message: string) {
  return call(kind === 'reply' ? 'admin.supportReply' : 'admin.supportNote', {
    params: { id },
    body: { message },
  });
}

export function assignSupportTicket(id: number, assigneeId: number | null) {
  return call('admin.supportAssign', { params: { id }, body: { assignee_id: assigneeId } });
}

/** My requests: the signed-in user's tickets with their threads. */
export const myRequestsKey = queryKeyOf('support.myRequests');
export const myRequestsQuery = () =>
  queryOptions({
    queryKey: myRequestsKey,
    queryFn: ({ signal }) => call('support.myRequests', { signal }),
  });

export function answerRequest(id: number, message: string) {
  return call('support.answer', { params: { id }, body: { message } });
}
