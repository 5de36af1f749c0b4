/**
 * Masterclass (API-59..61, K5): the public list, one class, joining it (visitors and signed-in users), and
 * the staff area's list, create and edit. Thin: validate, authorise, call the service. Staff calls settle
 * who is asking before the input is read (401/403 before any 400).
 */
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminMasterclassListSchema,
  adminMasterclassSchema,
  apiErrorSchema,
  joinMasterclassBodySchema,
  joinMasterclassResponseSchema,
  masterclassCreateBodySchema,
  masterclassListQuerySchema,
  masterclassListSchema,
  masterclassParamsSchema,
  masterclassPatchBodySchema,
  masterclassSchema,
} from '@app/contract';
import { requireStaff } from '../auth/session.ts';
import { createMasterclass, listForStaffArea, updateMasterclass } from './admin-service.ts';
import { getMasterclass, joinMasterclass, listMasterclasses, type WebinarDeps } from './service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};
const staffOnly = async (request: FastifyRequest) => {
  await requireStaff(request);
};

export const webinarsModule: FastifyPluginCallback = (plugin, _options, done) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const deps: WebinarDeps = {
    db: app.db,
    config: app.config,
    clock: app.clock,
    outbox: app.outbox,
    log: app.log,
  };

  app.get(
    '/api/webinars/meet-and-greets/',
    {
      schema: {
        tags: ['masterclass'],
        summary: 'Masterclasses; the first entry is the current or next one (is_active=true: not ended yet)',
        querystring: masterclassListQuerySchema,
        response: { 200: masterclassListSchema, ...errors },
      },
    },
    async (request) => listMasterclasses(deps, request.query.is_active === 'true'),
  );

  app.get(
    '/api/webinars/meet-and-greets/:id/',
    {
      schema: {
        tags: ['masterclass'],
        summary: 'One masterclass',
        params: masterclassParamsSchema,
        response: { 200: masterclassSchema, ...errors },
      },
    },
    async (request) => getMasterclass(deps, request.params.id),
  );

  app.post(
    '/api/webinars/meet-and-greets/:id/join/',
    {
      schema: {
        tags: ['masterclass'],
        summary:
          'Take a free seat (anyone; a signed-in user joins with the account, visitors are rate limited per IP); mails the confirmation',
        params: masterclassParamsSchema,
        body: joinMasterclassBodySchema,
        response: { 201: joinMasterclassResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await joinMasterclass(
        deps,
        request.user ?? null,
        request.ip,
        request.params.id,
        request.body,
      );
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/api/admin/masterclasses/',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['admin'],
        summary: 'Masterclasses with their seats, latest start first, at most 200 (staff)',
        response: { 200: adminMasterclassListSchema, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request);
      return listForStaffArea(deps);
    },
  );

  app.post(
    '/api/admin/masterclasses/',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['admin'],
        summary: 'Create a masterclass (staff)',
        body: masterclassCreateBodySchema,
        response: { 201: adminMasterclassSchema, ...errors },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(request);
      return reply.code(201).send(await createMasterclass(deps, staff, request.body));
    },
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/api/admin/masterclasses/:id/',
      preValidation: staffOnly,
      schema: {
        tags: ['admin'],
        summary:
          method === 'PUT' ? 'Replace a masterclass (staff)' : 'Change some fields of a masterclass (staff)',
        params: masterclassParamsSchema,
        body: method === 'PUT' ? masterclassCreateBodySchema : masterclassPatchBodySchema,
        response: { 200: adminMasterclassSchema, ...errors },
      },
      handler: async (request) => {
        await requireStaff(request);
        return updateMasterclass(deps, request.params.id, request.body);
      },
    });
  }
  done();
};
