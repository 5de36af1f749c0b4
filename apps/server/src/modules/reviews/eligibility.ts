/** Who may review whom (rule L3). */
import type { Db, Tx } from '../../db/client.ts';
import { hasCompletedLesson } from '../bookings/index.ts';

/**
 * Whether the student has a completed booking with the mentor. Every caller (can_review on the profile,
 * the upsert endpoint) goes through this one function.
 */
export async function hasCompletedLessonWith(
  db: Db | Tx,
  studentId: number,
  mentorId: number,
): Promise<boolean> {
  return hasCompletedLesson(db, studentId, mentorId);
}
