/**
 * A mentor's students (issue 18 item 4). The list reads two indexed queries (counts, next lessons) and joins
 * them here; the fields other features add (package credits, the last note, practice logged since) each
 * come the same way: one query keyed by student id, merged in presentSummary.
 */
import { studentsMessages, type StudentDetail, type StudentList } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { mentorStudents, nextLessonsOfStudents, pairLessons } from '../bookings/index.ts';
import { presentLesson, presentSummary } from './presenter.ts';

export async function listStudents(
  db: Db,
  mentorId: number,
  now: Date,
  timezone: string,
): Promise<StudentList> {
  const [rows, next] = await Promise.all([
    mentorStudents(db, mentorId, now),
    nextLessonsOfStudents(db, mentorId, now),
  ]);
  const nextBy = new Map(next.map((lesson) => [lesson.student_id, lesson]));
  const results = rows.map((row) => presentSummary(row, nextBy.get(row.id)));
  return { results, count: results.length, timezone };
}

/** One student of the mentor; a student who never booked the mentor is 404, as if there were none. */
export async function studentDetail(
  db: Db,
  mentorId: number,
  studentId: number,
  now: Date,
  timezone: string,
): Promise<StudentDetail> {
  const [[row], next, lessons] = await Promise.all([
    mentorStudents(db, mentorId, now, studentId),
    nextLessonsOfStudents(db, mentorId, now, studentId),
    pairLessons(db, mentorId, studentId, now),
  ]);
  if (!row) throw notFound(studentsMessages.notYourStudent);
  return { summary: presentSummary(row, next[0]), lessons: lessons.map(presentLesson), timezone };
}
