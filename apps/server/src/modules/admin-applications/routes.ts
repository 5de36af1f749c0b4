/**
 * The staff queue of mentor applications (M1): list, approve, reject with a reason, registered from their
 * declarations (packages/contract/src/api/admin-applications.ts: staff only). Thin: call the service.
 */
import type { FastifyPluginCallback } from 'fastify';
import { endpoints } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { approveApplication, listApplications, rejectApplication, type ApplicationDeps } from './service.ts';

export const adminApplicationsModule: FastifyPluginCallback = (app, _options, done) => {
  const deps: ApplicationDeps = {
    db: app.db,
    config: app.config,
    clock: app.clock,
    outbox: app.outbox,
    log: app.log,
  };

  handle(app, endpoints['admin.applications'], () => listApplications(deps.db));

  handle(app, endpoints['admin.approveApplication'], ({ user, params }) =>
    approveApplication(deps, user, params.mentor_id),
  );

  handle(app, endpoints['admin.rejectApplication'], ({ user, params, body }) =>
    rejectApplication(deps, user, params.mentor_id, body),
  );
  done();
};
