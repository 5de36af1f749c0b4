/** The mentor's reviews (API-30); the viewer's own review is in shared/reviews. */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

export function fetchMentorReviews(mentorId: string, page = 1, signal?: AbortSignal) {
  return call('reviews.ofMentor', {
    params: { id: mentorId },
    query: page > 1 ? { page } : undefined,
    signal,
  });
}

/** Newest first, 10 at a time, as one infinite query; the totals come with every page. */
export function mentorReviewsQuery(mentorId: string) {
  return infiniteQueryOptions({
    queryKey: queryKeyOf('reviews.ofMentor', { params: { id: mentorId } }),
    queryFn: ({ pageParam, signal }) => fetchMentorReviews(mentorId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.next ? all.length + 1 : undefined),
    retry: false,
  });
}
