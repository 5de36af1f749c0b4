/**
 * GET /api/lessons/bookings/ (LESSON-03), PUT /api/lessons/bookings/{id}/cancel/ (B6) and the weekly
 * series' POST /api/lessons/series/{id}/cancel/ (ADR 56).
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

/** Every lesson list shares this prefix, so one invalidation refreshes them all. */
export const lessonsKey = queryKeyOf('bookings.list');
export const lessonPageKey = (status: string, page: number) =>
  queryKeyOf('bookings.list', { query: { status, page } });

export function fetchLessonPage(status: string, page: number, signal?: AbortSignal) {
  return call('bookings.list', { query: { status, page }, signal });
}

export function cancelLesson(id: number) {
  return call('bookings.cancel', { params: { id } });
}

/** Weekly lessons (ADR 56): cancel every remaining lesson of the series. */
export function cancelSeries(id: number) {
  return call('bookings.cancelSeries', { params: { id } });
}

export const lessonPageQuery = (status: string, page: number) =>
  queryOptions({
    queryKey: lessonPageKey(status, page),
    queryFn: ({ signal }) => fetchLessonPage(status, page, signal),
  });
