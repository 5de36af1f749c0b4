/**
 * The signed-in user's own review of a mentor (API-31, API-32), shared by the mentor profile and the
 * lesson review page: GET /api/reviews/my-reviews/?target_id= and PUT /api/reviews/upsert/.
 */
import type { ReviewUpsertRequest } from '@app/contract';
import { call } from '../api/call.ts';
import { queryKeyOf } from '../api/query-keys.ts';

export const myReviewKey = (targetUserId: number) =>
  queryKeyOf('reviews.mine', { query: { target_id: targetUserId } });

/** The first of the caller's reviews of that mentor (REVIEW-09), or null. */
export function fetchMyReview(targetUserId: number, signal?: AbortSignal) {
  return call('reviews.mine', {
    query: { target_id: targetUserId },
    signal,
  }).then((answer) => answer.results[0] ?? null);
}

export function upsertReview(body: ReviewUpsertRequest) {
  return call('reviews.upsert', { body });
}
