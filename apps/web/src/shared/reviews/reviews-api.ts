/**
 * The signed-in user's own review of a mentor (API-31, API-32), shared by the mentor profile and the
 * lesson review page: GET /api/reviews/my-reviews/?target_id= and PUT /api/reviews/upsert/.
 */
import { queryOptions } from '@tanstack/react-query';
import type { MyReviewsResponse, ReviewUpsertRequest } from '@app/contract';
import { call } from '../api/call.ts';
import { callQuery } from '../api/query-keys.ts';

// One function for every render, so the selection runs again only when the answer changes.
const firstReview = (answer: MyReviewsResponse) => answer.results[0] ?? null;

/** The first of the caller's reviews of that mentor (REVIEW-09), or null. */
export const myReviewQuery = (targetUserId: number) =>
  queryOptions({
    ...callQuery('reviews.mine', { query: { target_id: targetUserId } }),
    select: firstReview,
  });

export function upsertReview(body: ReviewUpsertRequest) {
  return call('reviews.upsert', { body });
}
