/** Support (K4, API-58) and the staff area's support tickets (ADR 0027). */
import {
  adminSupportTicketListSchema,
  adminSupportTicketQuerySchema,
  adminSupportTicketSchema,
  supportTicketBodySchema,
  supportTicketIdParamsSchema,
  supportTicketResponseSchema,
} from '../support.ts';
import { declareEndpoints } from './endpoint.ts';

const ticketStatusChange = (status: 'closed' | 'open') =>
  ({
    access: 'staff',
    tags: ['admin'],
    summary: `Mark a support ticket ${status}; idempotent, answers the ticket (staff)`,
    params: supportTicketIdParamsSchema,
    responses: { 200: adminSupportTicketSchema },
  }) as const;

export const supportEndpoints = declareEndpoints({
  'support.open': {
    access: 'public',
    quota: "a visitor's tickets: RATE_LIMIT_PER_HOUR (50 by default) an hour per IP address (429)",
    tags: ['support'],
    summary:
      'Open a support ticket (anyone; visitors rate limited per IP); mailed to support, answers SUP-000123',
    body: supportTicketBodySchema,
    responses: { 201: supportTicketResponseSchema },
    errors: [429],
  },
  'admin.supportTickets': {
    access: 'staff',
    tags: ['admin'],
    summary: 'Support tickets, newest first, at most 200; ?status=open|closed|all (staff)',
    query: adminSupportTicketQuerySchema,
    responses: { 200: adminSupportTicketListSchema },
  },
  'admin.closeTicket': ticketStatusChange('closed'),
  'admin.reopenTicket': ticketStatusChange('open'),
});
