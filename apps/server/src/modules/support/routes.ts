/**
 * Support (K4, API-58): POST /api/support/ for visitors and signed-in users, and the staff area's list of
 * tickets. Thin: validate, authorise, call the service.
 */
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminSupportTicketListSchema,
  apiErrorSchema,
  supportTicketBodySchema,
  supportTicketResponseSchema,
} from '@app/contract';
import { requireStaff } from '../auth/session.ts';
import { createTicket, listTickets, type SupportDeps } from './service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

export const supportModule: FastifyPluginCallback = (plugin, _options, done) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const deps: SupportDeps = {
    db: app.db,
    config: app.config,
    clock: app.clock,
    mailer: app.mailer,
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
      schema: {
        tags: ['admin'],
        summary: 'Support tickets, newest first, at most 200 (staff)',
        response: { 200: adminSupportTicketListSchema, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request);
      return listTickets(deps.db);
    },
  );
  done();
};
