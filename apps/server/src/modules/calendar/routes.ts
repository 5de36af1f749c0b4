/**
 * Calendar calls (CAL-08, CAL-09, CAL-12): the caller's calendar over a date window, and a mentor's time off
 * and extra availability. Thin: validate, authorise, call the service.
 */
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  calendarQuerySchema,
  calendarRangeIdParamsSchema,
  calendarRangeRequestSchema,
  calendarRangeSchema,
  calendarResponseSchema,
} from '@app/contract';
import { z } from 'zod';
import { requireUser } from '../auth/session.ts';
import { lessonCallErrors as errors } from '../bookings/deps.ts';
import { calendarItems } from './items.ts';
import { addRange, removeRange, type RangeKind } from './ranges.ts';

const RANGE_CALLS: { kind: RangeKind; path: string; what: string }[] = [
  { kind: 'timeOff', path: '/api/lessons/time-off/', what: 'time off (refused over a lesson, S3)' },
  { kind: 'extra', path: '/api/lessons/extra-time/', what: 'extra availability (S3)' },
];

export const calendarModule: FastifyPluginCallback = (plugin, _options, done) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/lessons/calendar/',
    {
      schema: {
        tags: ['calendar'],
        summary:
          "The caller's lessons, and a mentor's availability, time off and extra time, over their dates",
        querystring: calendarQuerySchema,
        response: { 200: calendarResponseSchema, ...errors },
      },
    },
    async (request) => calendarItems(app.db, await requireUser(request), request.query, request.timezone),
  );

  for (const { kind, path, what } of RANGE_CALLS) {
    app.post(
      path,
      {
        schema: {
          tags: ['calendar'],
          summary: `Add ${what}; an end before the start is swapped`,
          body: calendarRangeRequestSchema,
          response: { 201: calendarRangeSchema, ...errors },
        },
      },
      async (request, reply) => {
        const range = await addRange(app.db, kind, await requireUser(request), request.body, app.clock.now());
        return reply.code(201).send(range);
      },
    );
    app.delete(
      `${path}:id/`,
      {
        schema: {
          tags: ['calendar'],
          summary: `Remove the caller's own ${kind === 'timeOff' ? 'time off' : 'extra availability'}`,
          params: calendarRangeIdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await removeRange(app.db, kind, await requireUser(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  }
  done();
};
