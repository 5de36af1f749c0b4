/** Review calls (API-30..32). */
import type {
  MentorReviewsResponse,
  MyReviewsResponse,
  ReviewUpsertRequest,
  ReviewUpsertResponse,
} from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export const reviewKeys = {
  mentor: (mentorId: string) => ['reviews', 'mentor', mentorId] as const,
  mine: (targetUserId: number) => ['reviews', 'mine', targetUserId] as const,
};

/** No trailing slash: the path is copied from the spec (API-30). */
export function fetchMentorReviews(mentorId: string, page = 1, signal?: AbortSignal) {
  return apiRequest<MentorReviewsResponse>(`/api/reviews/mentor/${encodeURIComponent(mentorId)}`, {
    query: page > 1 ? { page } : undefined,
    signal,
  });
}

export function fetchMyReview(targetUserId: number, signal?: AbortSignal) {
  return apiRequest<MyReviewsResponse>('/api/reviews/my-reviews/', {
    query: { target_id: targetUserId },
    signal,
  }).then((answer) => answer.results[0] ?? null);
}

export function upsertReview(body: ReviewUpsertRequest) {
  return apiRequest<ReviewUpsertResponse>('/api/reviews/upsert/', { method: 'PUT', body });
}
