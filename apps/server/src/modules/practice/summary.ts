/**
 * What /students shows of notes and practice (issue 18 item 4): per student of a mentor, the last notes and
 * the practice logged since; for one student, every lesson of the pair with notes.
 */
import {
  NOTE_EXCERPT_CHARACTERS,
  type LessonNotes,
  type StudentLastNote,
  type StudentPracticeSince,
} from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { notesOfLessons } from './overview.ts';
import { weekStart } from './presenter.ts';
import { latestPracticeOf, notedLessonsOfPair } from './repository.ts';

export interface StudentPracticeSummary {
  lastNote: StudentLastNote;
  practiceSince: StudentPracticeSince;
}

/** No notes yet: nothing assigned, so nothing logged. */
export const NO_PRACTICE: StudentPracticeSince = { minutes: 0, entries: 0, last_logged_at: null };

/** Keyed by student id: the students named who have notes from the mentor. */
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
        lastNote: {
          booking_id: row.booking_id,
          lesson_start: new Date(row.start_at).toISOString(),
          excerpt:
            row.notes.length > NOTE_EXCERPT_CHARACTERS
              ? `${row.notes.slice(0, NOTE_EXCERPT_CHARACTERS).trimEnd()}…`
              : row.notes,
          assignments: row.assignment_titles ?? [],
        },
        practiceSince: {
          minutes: Number(row.minutes_since),
          entries: Number(row.logs_since),
          last_logged_at: row.last_logged_at ? new Date(row.last_logged_at).toISOString() : null,
        },
      },
    ]),
  );
}

/** Every lesson of the pair with notes, newest first, as the mentor sees them ("this week" in their zone). */
export async function notesOfPair(
  db: Db | Tx,
  mentorId: number,
  studentId: number,
  now: Date,
  timezone: string,
): Promise<LessonNotes[]> {
  const lessons = await notedLessonsOfPair(db, mentorId, studentId);
  return notesOfLessons(db, lessons, weekStart(now, timezone), true);
}
