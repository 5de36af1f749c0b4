/** Reviews: API-30..API-32. */
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  mentorIdParamsSchema,
  mentorReviewsResponseSchema,
  myReviewsQuerySchema,
  myReviewsResponseSchema,
  pageQuerySchema,
  reviewUpsertRequestSchema,
  reviewUpsertResponseSchema,
} from '@app/contract';
import { requireUser } from '../auth/session.ts';
import { myReviews, reviewsOfMentor, upsertReview } from './service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export const reviewsModule: FastifyPluginCallback = (plugin, _options, done) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  // API-30 has no trailing slash in the spec; the path is registered exactly so.
  app.get(
    '/api/reviews/mentor/:id',
    {
      schema: {
        tags: ['reviews'],
        summary: "A mentor's reviews (newest first) with the totals over all of them",
        params: mentorIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: mentorReviewsResponseSchema, ...errors },
      },
    },
    (request) => reviewsOfMentor(app.db, request.params.id, request.query, request.user, request.url),
  );

  app.put(
    '/api/reviews/upsert/',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Create (201) or update (200) the caller’s review of a mentor',
        body: reviewUpsertRequestSchema,
        response: { 200: reviewUpsertResponseSchema, 201: reviewUpsertResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await upsertReview(app.db, await requireUser(request), request.body, app.clock.now());
      return reply
        .status(result.created ? 201 : 200)
        .send({ message: result.message, review: result.review });
    },
  );

  app.get(
    '/api/reviews/my-reviews/',
    {
      schema: {
        tags: ['reviews'],
        summary: "The caller's reviews, optionally of one mentor (target_id: the mentor's user id)",
        querystring: myReviewsQuerySchema,
        response: { 200: myReviewsResponseSchema, ...errors },
      },
    },
    async (request) => myReviews(app.db, await requireUser(request), request.query.target_id),
  );
  done();
};
