/** GET /api/mentors/{id}/ for the dialog, under the profile page's query key (one cache for both). */
import { mentorDetailQuery } from '../../../shared/api/query-keys.ts';

export const bookingMentorQuery = (viewer: number, mentorId: number) =>
  mentorDetailQuery(viewer, String(mentorId));
