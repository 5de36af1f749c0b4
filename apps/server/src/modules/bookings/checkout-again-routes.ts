/** Confirm Lesson (B5, LESSON-12): POST /api/lessons/bookings/{id}/checkout/, declared in the contract. */
import type { FastifyPluginCallback } from 'fastify';
import { endpoints } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { confirmLesson } from './checkout-again.ts';
import { bookingDeps } from './deps.ts';

export const checkoutAgainModule: FastifyPluginCallback = (app, _options, done) => {
  const deps = bookingDeps(app);
  handle(app, endpoints['bookings.checkoutAgain'], ({ user, params }) =>
    confirmLesson(deps, user, params.id),
  );
  done();
};
