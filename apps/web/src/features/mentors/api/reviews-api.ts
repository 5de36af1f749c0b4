/** The mentor's reviews (API-30); the viewer's own review is in shared/reviews. */
import type { MentorReviewsResponse } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export const reviewKeys = {
  mentor: (mentorId: string) => ['reviews', 'mentor', mentorId] as const,
};

/** No trailing slash: the path is copied from the spec (API-30). */
export function fetchMentorReviews(mentorId: string, page = 1, signal?: AbortSignal) {
  return apiRequest<MentorReviewsResponse>(`/api/reviews/mentor/${encodeURIComponent(mentorId)}`, {
    query: page > 1 ? { page } : undefined,
    signal,
  });
}
