/**
 * No-show reports (B9): the student's report from the lesson card, and the staff area's list with Refund in
 * full and Dismiss. Thin: validate, authorise, call the service.
 */
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminNoShowDecisionSchema,
  adminNoShowReportListSchema,
  apiErrorSchema,
  bookingIdParamsSchema,
  noShowReportBodySchema,
  noShowReportIdParamsSchema,
  noShowReportResponseSchema,
} from '@app/contract';
import { requireStaff, requireUser } from '../auth/session.ts';
import { bookingDeps, lessonCallErrors } from '../bookings/deps.ts';
import { dismissReport, listReports, refundReport, reportNoShow } from './service.ts';

const errors = lessonCallErrors;

export const noShowModule: FastifyPluginCallback = (plugin, _options, done) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const deps = bookingDeps(app);

  app.post(
    '/api/lessons/bookings/:id/no-show/',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Report that the mentor did not show up (B9): the student, within 24 h after the end, once',
        params: bookingIdParamsSchema,
        body: noShowReportBodySchema,
        response: { 201: noShowReportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await reportNoShow(deps, await requireUser(request), request.params.id, request.body);
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/api/admin/no-show-reports/',
    {
      schema: {
        tags: ['admin'],
        summary: 'No-show reports, open first (staff)',
        response: { 200: adminNoShowReportListSchema, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request);
      return listReports(deps);
    },
  );

  app.post(
    '/api/admin/no-show-reports/:id/refund/',
    {
      // Staff only: settled before the input is read (401/403 before any 400).
      preValidation: async (request) => {
        await requireStaff(request);
      },
      schema: {
        tags: ['admin'],
        summary: 'Refund in full what is left of the lesson payment and close the report (staff)',
        params: noShowReportIdParamsSchema,
        response: { 200: adminNoShowDecisionSchema, ...errors, 502: apiErrorSchema },
      },
    },
    async (request) => refundReport(deps, await requireStaff(request), request.params.id),
  );

  app.post(
    '/api/admin/no-show-reports/:id/dismiss/',
    {
      // Staff only: settled before the input is read (401/403 before any 400).
      preValidation: async (request) => {
        await requireStaff(request);
      },
      schema: {
        tags: ['admin'],
        summary: 'Close the report without a refund (staff)',
        params: noShowReportIdParamsSchema,
        response: { 200: adminNoShowDecisionSchema, ...errors },
      },
    },
    async (request) => dismissReport(deps, await requireStaff(request), request.params.id),
  );
  done();
};
