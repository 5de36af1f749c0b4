/** The staff audit log's search (issue 21 item 6), registered from its declaration. Thin: call the service. */
import type { FastifyPluginCallback } from 'fastify';
import { endpoints } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { searchAudit } from './service.ts';

export const auditModule: FastifyPluginCallback = (app, _options, done) => {
  handle(app, endpoints['admin.audit'], ({ query }) => searchAudit(app.db, query));
  done();
};
