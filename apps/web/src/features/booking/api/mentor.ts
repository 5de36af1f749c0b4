/** GET /api/mentors/{id}/ for the dialog, under the profile page's query key (one cache for both). */
import { apiRequest } from '../../../shared/api/client.ts';
import { mentorDetailKey } from '../../../shared/api/query-keys.ts';
import type { MentorProfile } from '../model/types.ts';

export const bookingMentorKey = (viewer: number, mentorId: number) =>
  mentorDetailKey(viewer, String(mentorId));

export function fetchBookingMentor(mentorId: number, signal?: AbortSignal) {
  return apiRequest<MentorProfile>(`/api/mentors/${mentorId}/`, { signal });
}
