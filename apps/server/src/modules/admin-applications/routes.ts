/**
 * The staff queue of mentor applications (M1): list, approve, reject with a reason. Thin: validate,
 * authorise (staff only: 401 signed out, 403 for everyone else), call the service.
 */
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminApplicationListSchema,
  apiErrorSchema,
  applicationDecisionSchema,
  applicationParamsSchema,
  rejectApplicationBodySchema,
} from '@app/contract';
import { requireStaff } from '../auth/session.ts';
import { approveApplication, listApplications, rejectApplication, type ApplicationDeps } from './service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export const adminApplicationsModule: FastifyPluginCallback = (plugin, _options, done) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const deps: ApplicationDeps = {
    db: app.db,
    config: app.config,
    clock: app.clock,
    outbox: app.outbox,
    log: app.log,
  };
  // Staff calls only: who is asking is settled before the input is read (401/403 before any 400).
  app.addHook('preValidation', async (request) => {
    await requireStaff(request);
  });

  app.get(
    '/api/admin/applications/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mentor applications awaiting a decision, oldest first, with the full profile (staff)',
        response: { 200: adminApplicationListSchema, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request);
      return listApplications(deps.db);
    },
  );

  app.post(
    '/api/admin/applications/:mentor_id/approve/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve an application: the mentor is listed and mailed (staff)',
        params: applicationParamsSchema,
        response: { 200: applicationDecisionSchema, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request);
      return approveApplication(deps, request.params.mentor_id);
    },
  );

  app.post(
    '/api/admin/applications/:mentor_id/reject/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject an application with a reason the applicant is mailed (staff)',
        params: applicationParamsSchema,
        body: rejectApplicationBodySchema,
        response: { 200: applicationDecisionSchema, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request);
      return rejectApplication(deps, request.params.mentor_id, request.body);
    },
  );
  done();
};
