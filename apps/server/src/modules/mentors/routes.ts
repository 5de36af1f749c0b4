/** Mentor discovery: API-11..API-18 (lists, lookups, profile, likes). Thin: validate, call the service. */
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  lookupListSchema,
  mentorIdParamsSchema,
  mentorListQuerySchema,
  mentorListResponseSchema,
  mentorPageSchema,
  mentorProfileSchema,
  pageQuerySchema,
} from '@app/contract';
import { z } from 'zod';
import { languages, skills, styles } from '../../db/schema/index.ts';
import { requireUser } from '../auth/session.ts';
import { listLookup, refreshDailyRanks, type LookupTable } from './repository.ts';
import { likeMentor, likedMentors, listMentors, mentorProfile, unlikeMentor } from './service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export const mentorsModule: FastifyPluginCallback = (plugin, _options, done) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  // Recency moves every Recommended score once a day.
  app.scheduler.register({ name: 'catalogue.daily-ranks', run: refreshDailyRanks });

  const lookups: [string, LookupTable][] = [
    ['skills', skills],
    ['styles', styles],
    ['languages', languages],
  ];
  for (const [name, table] of lookups) {
    app.get(
      `/api/mentors/${name}/`,
      {
        schema: {
          tags: ['mentors'],
          summary: `All ${name}, sorted by name`,
          response: { 200: lookupListSchema },
        },
      },
      () => listLookup(app.db, table),
    );
  }

  app.get(
    '/api/mentors/list/',
    {
      schema: {
        tags: ['mentors'],
        summary: 'Search approved mentors (filters, sort, page) with price statistics',
        querystring: mentorListQuerySchema,
        response: { 200: mentorListResponseSchema, ...errors },
      },
    },
    (request) =>
      listMentors(app.db, request.query, {
        user: request.user,
        requestUrl: request.url,
        now: app.clock.now(),
      }),
  );

  app.get(
    '/api/mentors/liked/',
    {
      schema: {
        tags: ['mentors'],
        summary: "The caller's saved mentors, newest first",
        querystring: pageQuerySchema,
        response: { 200: mentorPageSchema, ...errors },
      },
    },
    async (request) => likedMentors(app.db, await requireUser(request), request.query, request.url),
  );

  app.get(
    '/api/mentors/:id/',
    {
      schema: {
        tags: ['mentors'],
        summary: 'A mentor profile with what the viewer may do',
        params: mentorIdParamsSchema,
        response: { 200: mentorProfileSchema, ...errors },
      },
    },
    (request) =>
      mentorProfile(app.db, request.params.id, {
        user: request.user,
        requestUrl: request.url,
        now: app.clock.now(),
      }),
  );

  app.post(
    '/api/mentors/:id/like/',
    {
      schema: {
        tags: ['mentors'],
        summary: 'Save a mentor (idempotent)',
        params: mentorIdParamsSchema,
        response: { 201: z.object({ detail: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      await likeMentor(app.db, await requireUser(request), request.params.id, app.clock.now());
      return reply.status(201).send({ detail: 'Mentor saved.' });
    },
  );

  app.delete(
    '/api/mentors/:id/unlike/',
    {
      schema: {
        tags: ['mentors'],
        summary: 'Remove a saved mentor (idempotent)',
        params: mentorIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await unlikeMentor(app.db, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  done();
};
