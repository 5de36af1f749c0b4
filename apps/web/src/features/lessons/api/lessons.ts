/** GET /api/lessons/bookings/ (LESSON-03) and PUT /api/lessons/bookings/{id}/cancel/ (B6). */
import { apiRequest } from '../../../shared/api/client.ts';
import type { BookingPage, CancelBookingResponse } from '../model/types.ts';

/** Every lesson list shares this prefix, so one invalidation refreshes them all. */
export const lessonsKey = ['lessons'] as const;
export const lessonPageKey = (status: string, page: number) => [...lessonsKey, status, page] as const;

export function fetchLessonPage(status: string, page: number, signal?: AbortSignal) {
  return apiRequest<BookingPage>('/api/lessons/bookings/', { query: { status, page }, signal });
}

export function cancelLesson(id: number) {
  return apiRequest<CancelBookingResponse>(`/api/lessons/bookings/${id}/cancel/`, { method: 'PUT' });
}
