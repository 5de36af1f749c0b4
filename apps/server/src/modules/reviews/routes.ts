/** Reviews: API-30..API-32, registered from their declarations (packages/contract/src/api/reviews.ts). */
import type { FastifyPluginCallback } from 'fastify';
import { endpoints } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { myReviews, reviewsOfMentor, upsertReview } from './service.ts';
import { registerStaffReviewRoutes } from './staff-routes.ts';

export const reviewsModule: FastifyPluginCallback = (app, _options, done) => {
  handle(app, endpoints['reviews.ofMentor'], ({ params, query, user, request }) =>
    reviewsOfMentor(app.db, params.id, query, user, request.url),
  );

  handle(app, endpoints['reviews.upsert'], async ({ user, body, reply }) => {
    const result = await upsertReview(app.db, user, body, app.clock.now());
    return reply.status(result.created ? 201 : 200).send({ message: result.message, review: result.review });
  });

  handle(app, endpoints['reviews.mine'], ({ user, query }) => myReviews(app.db, user, query.target_id));
  registerStaffReviewRoutes(app);
  done();
};
