/** GET /api/mentors/{id}/ for the dialog, under the profile page's query key (one cache for both). */
import { call } from '../../../shared/api/call.ts';
import { mentorDetailKey } from '../../../shared/api/query-keys.ts';

export const bookingMentorKey = (viewer: number, mentorId: number) =>
  mentorDetailKey(viewer, String(mentorId));

export function fetchBookingMentor(mentorId: number, signal?: AbortSignal) {
  return call('mentors.profile', { params: { id: String(mentorId) }, signal });
}
