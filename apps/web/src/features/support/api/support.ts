/** The support page's calls: POST /api/support/ (API-58), the staff list of tickets and its close/reopen. */
import type {
  AdminSupportTicket,
  SupportTicketBody,
  SupportTicketFilter,
  SupportTicketResponse,
} from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export function createSupportTicket(body: SupportTicketBody) {
  return apiRequest<SupportTicketResponse>('/api/support/', { method: 'POST', body });
}

/** The staff area's list (staff only): under the admin key so the staff area's refreshes reach it. */
export const supportTicketsKey = ['admin', 'support-tickets'] as const;

export function fetchSupportTickets(filter: SupportTicketFilter, signal?: AbortSignal) {
  return apiRequest<AdminSupportTicket[]>(`/api/admin/support-tickets/?status=${filter}`, { signal });
}

/** Staff close an answered ticket, or reopen it (both idempotent on the server). */
export function setSupportTicketStatus(id: number, action: 'close' | 'reopen') {
  return apiRequest<AdminSupportTicket>(`/api/admin/support-tickets/${id}/${action}/`, { method: 'POST' });
}
