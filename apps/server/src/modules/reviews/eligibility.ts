/** Who may review whom (rule L3). */
import type { Db, Tx } from '../../db/client.ts';

/**
 * Whether the student has a completed booking with the mentor. Bookings arrive with the next issue; until
 * then no lesson can have been completed, so this answers false and the upsert endpoint refuses every review.
 * The booking issue replaces the body with a query on bookings (status 'completed'); every caller
 * (can_review on the profile, the upsert endpoint) goes through this one function.
 */
export function hasCompletedLessonWith(
  _db: Db | Tx,
  _studentId: number,
  _mentorId: number,
): Promise<boolean> {
  return Promise.resolve(false);
}
