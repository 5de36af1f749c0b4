/** Confirm Lesson (B5, LESSON-12): POST /api/lessons/bookings/{id}/checkout/. Thin: validate, authorise, call. */
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, bookingIdParamsSchema, checkoutAgainResponseSchema } from '@app/contract';
import { requireUser } from '../auth/session.ts';
import { confirmLesson } from './checkout-again.ts';
import { bookingDeps, lessonCallErrors } from './deps.ts';

export const checkoutAgainModule: FastifyPluginCallback = (plugin, _options, done) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const deps = bookingDeps(app);
  app.post(
    '/api/lessons/bookings/:id/checkout/',
    {
      schema: {
        tags: ['bookings'],
        summary:
          "Confirm Lesson (B5): the pending booking's live checkout, or a new one for the same slot and price",
        params: bookingIdParamsSchema,
        response: {
          200: checkoutAgainResponseSchema,
          ...lessonCallErrors,
          503: apiErrorSchema,
        },
      },
    },
    async (request) => confirmLesson(deps, await requireUser(request), request.params.id),
  );
  done();
};
