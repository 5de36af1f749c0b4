/** Support (K4, API-58) and the staff area's support tickets (ADR 0027). */
import {
  adminSupportThreadSchema,
  myRequestListSchema,
  myRequestSchema,
  supportAssignBodySchema,
  supportThreadBodySchema,
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
    summary:
      'Support tickets, newest first, at most 200; ?status=open|waiting|closed|all, ?assignee=me (staff)',
    query: adminSupportTicketQuerySchema,
    responses: { 200: adminSupportTicketListSchema },
  },
  'admin.closeTicket': ticketStatusChange('closed'),
  'admin.supportThread': {
    access: 'staff',
    tags: ['admin'],
    summary: 'A support ticket with its whole thread, internal notes included (staff)',
    params: supportTicketIdParamsSchema,
    responses: { 200: adminSupportThreadSchema },
  },
  'admin.supportReply': {
    access: 'staff',
    tags: ['admin'],
    summary:
      'Reply to the user: mailed to the ticket address, shown on My requests, the ticket waits for the user; 409 when closed (staff)',
    params: supportTicketIdParamsSchema,
    body: supportThreadBodySchema,
    responses: { 200: adminSupportThreadSchema },
    errors: [409],
  },
  'admin.supportNote': {
    access: 'staff',
    tags: ['admin'],
    summary: 'Add an internal note only staff see; the status stays (staff)',
    params: supportTicketIdParamsSchema,
    body: supportThreadBodySchema,
    responses: { 200: adminSupportThreadSchema },
  },
  'admin.supportAssign': {
    access: 'staff',
    tags: ['admin'],
    summary: 'Assign the ticket to a staff member, or to nobody with null (staff)',
    params: supportTicketIdParamsSchema,
    body: supportAssignBodySchema,
    responses: { 200: adminSupportThreadSchema },
  },
  'support.myRequests': {
    access: 'user',
    owner: 'the tickets the caller sent while signed in',
    tags: ['support'],
    summary:
      "The caller's support requests, newest first (at most 50), each with its thread without internal notes",
    responses: { 200: myRequestListSchema },
  },
  'support.answer': {
    access: 'user',
    owner: 'the ticket the caller sent while signed in (404 otherwise)',
    tags: ['support'],
    summary: "Answer one's own request: the ticket is open again for support; 409 when it is closed",
    params: supportTicketIdParamsSchema,
    body: supportThreadBodySchema,
    responses: { 200: myRequestSchema },
    errors: [409],
  },
  'admin.reopenTicket': ticketStatusChange('open'),
});
