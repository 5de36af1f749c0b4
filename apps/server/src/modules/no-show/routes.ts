/**
 * No-show reports (B9): the student's report from the lesson card, and the staff area's list with Refund in
 * full and Dismiss. Declared in packages/contract/src/api/no-show.ts; thin: call the service.
 */
import type { FastifyPluginCallback } from 'fastify';
import { endpoints } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { bookingDeps } from '../bookings/index.ts';
import { dismissReport, listReports, refundReport, reportNoShow } from './service.ts';

export const noShowModule: FastifyPluginCallback = (app, _options, done) => {
  const deps = bookingDeps(app);

  handle(app, endpoints['bookings.reportNoShow'], async ({ user, params, body, reply }) => {
    const answer = await reportNoShow(deps, user, params.id, body);
    return reply.code(201).send(answer);
  });

  handle(app, endpoints['admin.noShowReports'], () => listReports(deps));

  handle(app, endpoints['admin.refundNoShow'], ({ user, params }) => refundReport(deps, user, params.id));

  handle(app, endpoints['admin.dismissNoShow'], ({ user, params }) => dismissReport(deps, user, params.id));
  done();
};
