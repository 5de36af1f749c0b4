/**
 * Support (K4, API-58): POST /api/support/ for visitors and signed-in users, and the staff area's list of
 * tickets (filtered by status) with close and reopen (ADR 0027), registered from their declarations
 * (packages/contract/src/api/support.ts). Thin: call the service.
 */
import type { FastifyPluginCallback } from 'fastify';
import { endpoints } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { createTicket, listTickets, setTicketStatus, type SupportDeps } from './service.ts';

export const supportModule: FastifyPluginCallback = (app, _options, done) => {
  const deps: SupportDeps = {
    db: app.db,
    config: app.config,
    clock: app.clock,
    outbox: app.outbox,
    log: app.log,
  };

  handle(app, endpoints['support.open'], async ({ user, body, request, reply }) => {
    const answer = await createTicket(deps, user, request.ip, body);
    return reply.code(201).send(answer);
  });

  handle(app, endpoints['admin.supportTickets'], ({ query }) => listTickets(deps.db, query.status));

  handle(app, endpoints['admin.closeTicket'], ({ user, params }) =>
    setTicketStatus(deps, user, params.id, 'closed'),
  );
  handle(app, endpoints['admin.reopenTicket'], ({ user, params }) =>
    setTicketStatus(deps, user, params.id, 'open'),
  );
  done();
};
