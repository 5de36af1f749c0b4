/**
 * Support (K4, API-58): POST /api/support/ for visitors and signed-in users, and the staff area's list of
 * tickets (filtered by status) with close and reopen (ADR 0027), registered from their declarations
 * (packages/contract/src/api/support.ts). Thin: call the service.
 */
import type { FastifyPluginCallback } from 'fastify';
import { endpoints } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { createTicket, listTickets, setTicketStatus, type SupportDeps } from './service.ts';
import {
  addInternalNote,
  answerAsUser,
  assignTicket,
  myRequests,
  replyAsStaff,
  staffThread,
} from './threads.ts';

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

  handle(app, endpoints['admin.supportTickets'], ({ user, query }) =>
    listTickets(deps.db, query.status, query.assignee === 'me' ? user.id : undefined),
  );

  handle(app, endpoints['admin.closeTicket'], ({ user, params }) =>
    setTicketStatus(deps, user, params.id, 'closed'),
  );
  handle(app, endpoints['admin.reopenTicket'], ({ user, params }) =>
    setTicketStatus(deps, user, params.id, 'open'),
  );
  handle(app, endpoints['admin.supportThread'], ({ params }) => staffThread(deps.db, params.id));
  handle(app, endpoints['admin.supportReply'], ({ user, params, body }) =>
    replyAsStaff(deps, user, params.id, body.message),
  );
  handle(app, endpoints['admin.supportNote'], ({ user, params, body }) =>
    addInternalNote(deps, user, params.id, body.message),
  );
  handle(app, endpoints['admin.supportAssign'], ({ user, params, body }) =>
    assignTicket(deps, user, params.id, body.assignee_id),
  );
  handle(app, endpoints['support.myRequests'], ({ user }) => myRequests(deps.db, user));
  handle(app, endpoints['support.answer'], ({ user, params, body }) =>
    answerAsUser(deps, user, params.id, body.message),
  );
  done();
};
