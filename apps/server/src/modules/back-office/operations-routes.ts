/**
 * The back office's cancellation on behalf of either side and the payouts list with retry (issue 21 item 3,
 * ADR 74), registered from their declarations (packages/contract/src/api/back-office-ops.ts: staff only).
 */
import type { FastifyPluginCallback } from 'fastify';
import { endpoints } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { bookingDeps } from '../bookings/index.ts';
import { findPayouts, payoutDeps, retryPayout } from '../payouts/index.ts';
import { cancelBookingOnBehalf } from './operations.ts';

export const backOfficeOperationsModule: FastifyPluginCallback = (app, _options, done) => {
  const deps = bookingDeps(app);
  const payouts = payoutDeps(app);
  handle(app, endpoints['admin.cancelBooking'], ({ user, params, body }) =>
    cancelBookingOnBehalf(deps, user, params.id, body),
  );
  handle(app, endpoints['admin.payouts'], ({ query }) => findPayouts(payouts, query));
  handle(app, endpoints['admin.retryPayout'], ({ user, params }) => retryPayout(payouts, user, params.id));
  done();
};
