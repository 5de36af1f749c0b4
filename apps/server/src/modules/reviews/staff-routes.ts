/** The staff review tools (issue 21 item 5, ADR 72), registered from packages/contract/src/api/admin-content.ts. */
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { decideReview, findStaffReviews } from './staff-service.ts';

export function registerStaffReviewRoutes(app: FastifyInstance): void {
  handle(app, endpoints['admin.reviews'], ({ query }) => findStaffReviews(app.db, query));
  handle(app, endpoints['admin.hideReview'], ({ user, params, body }) =>
    decideReview(app.db, user, params.id, { hide: true, reason: body.reason }, app.clock.now()),
  );
  handle(app, endpoints['admin.showReview'], ({ user, params, body }) =>
    decideReview(app.db, user, params.id, { hide: false, reason: body.reason }, app.clock.now()),
  );
}
