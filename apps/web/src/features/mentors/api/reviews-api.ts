/** The mentor's reviews (API-30); the viewer's own review is in shared/reviews. */
import { call } from '../../../shared/api/call.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

export const reviewKeys = {
  mentor: (mentorId: string) => queryKeyOf('reviews.ofMentor', { params: { id: mentorId } }),
};

export function fetchMentorReviews(mentorId: string, page = 1, signal?: AbortSignal) {
  return call('reviews.ofMentor', {
    params: { id: mentorId },
    query: page > 1 ? { page } : undefined,
    signal,
  });
}
