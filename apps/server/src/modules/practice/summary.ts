/**
 * For /students (issue 18, the helper of migration 0027): per student of a mentor, the notes of their last
 * lesson with notes and the practice minutes they logged (on this mentor's assignments) since its start.
 */
import type { Db, Tx } from '../../db/client.ts';
import { latestPracticeOf } from './repository.ts';

export interface StudentPracticeSummary {
  bookingId: number;
  notes: string;
  lessonStart: Date;
  practiceMinutesSince: number;
}

export async function practiceSummaryOfStudents(
  db: Db | Tx,
  mentorId: number,
  studentIds: number[],
): Promise<Map<number, StudentPracticeSummary>> {
  if (studentIds.length === 0) return new Map();
  const rows = await latestPracticeOf(db, mentorId, studentIds);
  return new Map(
    rows.map((row) => [
      row.student_id,
      {
        bookingId: row.booking_id,
        notes: row.notes,
        lessonStart: new Date(row.start_at),
        practiceMinutesSince: Number(row.minutes_since),
      },
    ]),
  );
}
