/** The support page's calls: POST /api/support/ (API-58) and the staff list of tickets. */
import type { AdminSupportTicket, SupportTicketBody, SupportTicketResponse } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export function createSupportTicket(body: SupportTicketBody) {
  return apiRequest<SupportTicketResponse>('/api/support/', { method: 'POST', body });
}

/** The staff area's list (staff only): under the admin key so the staff area's refreshes reach it. */
export const supportTicketsKey = ['admin', 'support-tickets'] as const;

export function fetchSupportTickets(signal?: AbortSignal) {
  return apiRequest<AdminSupportTicket[]>('/api/admin/support-tickets/', { signal });
}
