/**
 * Rescheduling calls (API-28, B7): the student's request and its withdrawal, the mentor's accept and
 * decline, and the scheduled job that lapses unanswered requests. Declared in packages/contract/src/api/bookings.ts.
 */
import type { FastifyPluginCallback } from 'fastify';
import { endpoints } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { bookingDeps } from '../bookings/index.ts';
import {
  acceptReschedule,
  declineReschedule,
  mailLapsedRequests,
  requestReschedule,
  withdrawReschedule,
} from './service.ts';
import { closeDueRequests } from './repository.ts';

export const reschedulingModule: FastifyPluginCallback = (app, _options, done) => {
  const deps = bookingDeps(app);
  app.scheduler.register({
    name: 'bookings.reschedule-lapse',
    run: async (tx, now) => {
      await mailLapsedRequests(deps, tx, await closeDueRequests(tx, now));
    },
  });

  handle(app, endpoints['reschedule.request'], ({ user, params, body }) =>
    requestReschedule(deps, user, params.id, body),
  );

  handle(app, endpoints['reschedule.accept'], ({ user, params }) => acceptReschedule(deps, user, params.id));

  handle(app, endpoints['reschedule.decline'], ({ user, params }) =>
    declineReschedule(deps, user, params.id),
  );

  handle(app, endpoints['reschedule.withdraw'], ({ user, params }) =>
    withdrawReschedule(deps, user, params.id),
  );
  done();
};
