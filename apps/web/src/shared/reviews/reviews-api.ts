/**
 * The signed-in user's own review of a mentor (API-31, API-32), shared by the mentor profile and the
 * lesson review page: GET /api/reviews/my-reviews/?target_id= and PUT /api/reviews/upsert/.
 */
import type { MyReviewsResponse, ReviewUpsertRequest, ReviewUpsertResponse } from '@app/contract';
import { apiRequest } from '../api/client.ts';

/** Under the 'reviews' prefix the profile's review list uses too. */
export const myReviewKey = (targetUserId: number) => ['reviews', 'mine', targetUserId] as const;

/** The first of the caller's reviews of that mentor (REVIEW-09), or null. */
export function fetchMyReview(targetUserId: number, signal?: AbortSignal) {
  return apiRequest<MyReviewsResponse>('/api/reviews/my-reviews/', {
    query: { target_id: targetUserId },
    signal,
  }).then((answer) => answer.results[0] ?? null);
}

export function upsertReview(body: ReviewUpsertRequest) {
  return apiRequest<ReviewUpsertResponse>('/api/reviews/upsert/', { method: 'PUT', body });
}
