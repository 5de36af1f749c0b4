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

export function fetchSupportTickets(filter: SupportTicketFilter, signal?: AbortSignal) {
  return call('admin.supportTickets', { query: { status: filter }, signal });
}

/** Staff close an answered ticket, or reopen it (both idempotent on the server). */
export function setSupportTicketStatus(id: number, action: 'close' | 'reopen') {
  return call(action === 'close' ? 'admin.closeTicket' : 'admin.reopenTicket', { params: { id } });
}

export const supportTicketsQuery = (filter: SupportTicketFilter) =>
  queryOptions({
    queryKey: queryKeyOf('admin.supportTickets', { query: { status: filter } }),
    queryFn: ({ signal }) => fetchSupportTickets(filter, signal),
  });
