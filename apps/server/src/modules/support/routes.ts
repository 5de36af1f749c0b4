/**
 * Support (K4, API-58): POST /api/support/ for visitors and signed-in users, and the staff area's list of
 * tickets (filtered by status) with close and reopen (ADR 0027). Thin: validate, authorise, call the service.
 */
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminSupportTicketListSchema,
  adminSupportTicketQuerySchema,
  adminSupportTicketSchema,
  apiErrorSchema,
  supportTicketIdParamsSchema,
  supportTicketBodySchema,
  supportTicketResponseSchema,
} from '@app/contract';
import { requireStaff } from '../auth/session.ts';
import { createTicket, listTickets, setTicketStatus, type SupportDeps } from './service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };
const staffErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
// Staff calls: who is asking is settled before the input is read (401/403 before any 400).
const staffFirst = async (request: FastifyRequest) => {
  await requireStaff(request);
};

export const supportModule: FastifyPluginCallback = (plugin, _options, done) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const deps: SupportDeps = {
    db: app.db,
    config: app.config,
    clock: app.clock,
    outbox: app.outbox,
    log: app.log,
  };

  app.post(
    '/api/support/',
    {
      schema: {
        tags: ['support'],
        summary:
          'Open a support ticket (anyone; visitors rate limited per IP); mailed to support, answers SUP-000123',
        body: supportTicketBodySchema,
        response: { 201: supportTicketResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await createTicket(deps, request.user ?? null, request.ip, request.body);
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/api/admin/support-tickets/',
    {
      preValidation: staffFirst,
      schema: {
        tags: ['admin'],
        summary: 'Support tickets, newest first, at most 200; ?status=open|closed|all (staff)',
        querystring: adminSupportTicketQuerySchema,
        response: { 200: adminSupportTicketListSchema, ...staffErrors },
      },
    },
    async (request) => {
      await requireStaff(request);
      return listTickets(deps.db, request.query.status);
    },
  );

  for (const [action, status] of [
    ['close', 'closed'],
    ['reopen', 'open'],
  ] as const) {
    app.post(
      `/api/admin/support-tickets/:id/${action}/`,
      {
        preValidation: staffFirst,
        schema: {
          tags: ['admin'],
          summary: `Mark a support ticket ${status}; idempotent, answers the ticket (staff)`,
          params: supportTicketIdParamsSchema,
          response: { 200: adminSupportTicketSchema, ...staffErrors },
        },
      },
      async (request) => {
        await requireStaff(request);
        return setTicketStatus(deps.db, request.params.id, status);
      },
    );
  }
  done();
};
