/**
 * Masterclass (API-59..61, K5): the public list, one class, joining it (visitors and signed-in users), and
 * the staff area's list, create and edit, registered from their declarations
 * (packages/contract/src/api/masterclasses.ts). Thin: call the service.
 */
import type { FastifyPluginCallback } from 'fastify';
import { endpoints } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { createMasterclass, listForStaffArea, updateMasterclass } from './admin-service.ts';
import { getMasterclass, joinMasterclass, listMasterclasses, type WebinarDeps } from './service.ts';

export const webinarsModule: FastifyPluginCallback = (app, _options, done) => {
  const deps: WebinarDeps = {
    db: app.db,
    config: app.config,
    clock: app.clock,
    outbox: app.outbox,
    log: app.log,
  };

  handle(app, endpoints['masterclasses.list'], ({ query }) =>
    listMasterclasses(deps, query.is_active === 'true'),
  );

  handle(app, endpoints['masterclasses.one'], ({ params }) => getMasterclass(deps, params.id));

  handle(app, endpoints['masterclasses.join'], async ({ user, params, body, request, reply }) => {
    const answer = await joinMasterclass(deps, user, request.ip, params.id, body);
    return reply.code(201).send(answer);
  });

  handle(app, endpoints['admin.masterclasses'], () => listForStaffArea(deps));

  handle(app, endpoints['admin.createMasterclass'], async ({ user, body, reply }) =>
    reply.code(201).send(await createMasterclass(deps, user, body)),
  );

  handle(app, endpoints['admin.replaceMasterclass'], ({ user, params, body }) =>
    updateMasterclass(deps, user, params.id, body),
  );
  handle(app, endpoints['admin.changeMasterclass'], ({ user, params, body }) =>
    updateMasterclass(deps, user, params.id, body),
  );
  done();
};
