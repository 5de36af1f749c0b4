/**
 * Rescheduling calls (API-28, B7): the student's request, the mentor's accept and decline, and the
 * scheduled job that lapses unanswered requests. Thin: validate, authenticate, call the service.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bookingIdParamsSchema, bookingSchema, rescheduleRequestBodySchema } from '@app/contract';
import { requireUser } from '../auth/session.ts';
import { lessonCallErrors, type BookingDeps } from './deps.ts';
import { acceptReschedule, declineReschedule, mailLapsedRequests, requestReschedule } from './reschedule.ts';
import { closeDueRequests } from './reschedule-repository.ts';

const errors = lessonCallErrors;

export function registerReschedule(plugin: FastifyInstance, deps: BookingDeps): void {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  app.scheduler.register({
    name: 'bookings.reschedule-lapse',
    run: async (tx, now) => {
      await mailLapsedRequests(deps, tx, await closeDueRequests(tx, now));
    },
  });

  app.put(
    '/api/lessons/bookings/:id/reschedule/',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'The student asks to move a lesson to another offered slot (B7): the slot is held and the mentor asked',
        params: bookingIdParamsSchema,
        body: rescheduleRequestBodySchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => requestReschedule(deps, await requireUser(request), request.params.id, request.body),
  );

  app.put(
    '/api/lessons/bookings/:id/reschedule/accept/',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The mentor accepts the open request: the lesson moves, nothing is paid again (B7)',
        params: bookingIdParamsSchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => acceptReschedule(deps, await requireUser(request), request.params.id),
  );

  app.put(
    '/api/lessons/bookings/:id/reschedule/decline/',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The mentor declines the open request: the lesson stays at its time (B7)',
        params: bookingIdParamsSchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => declineReschedule(deps, await requireUser(request), request.params.id),
  );
}
