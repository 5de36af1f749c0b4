/**
 * A mentor's students (issue 18 item 4). The list reads two indexed queries (counts, next lessons) and joins
 * them here with one query per joined feature, each keyed by student id: the package credits the student
 * has left with the mentor, and their last notes with the practice logged since.
 */
import { STUDENTS_PAGE_SIZE, studentsMessages, type StudentDetail, type StudentList } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { mentorStudents, nextLessonsOfStudents, pairLessons } from '../bookings/index.ts';
import { creditsLeftOfStudents } from '../packages/index.ts';
import { notesOfPair, practiceSummaryOfStudents } from '../practice/index.ts';
import { presentLesson, presentSummary } from './presenter.ts';

/**
 * One page of STUDENTS_PAGE_SIZE. The order (latest booked) needs every student's row, and the next lessons
 * and credits cost little for all; the notes and practice, the costly part, are read for the page only.
 */
export async function listStudents(
  db: Db,
  mentorId: number,
  now: Date,
  timezone: string,
  page: number,
): Promise<StudentList> {
  const [rows, next, credits] = await Promise.all([
    mentorStudents(db, mentorId, now),
    nextLessonsOfStudents(db, mentorId, now),
    creditsLeftOfStudents(db, mentorId, now),
  ]);
  const shown = rows.slice((page - 1) * STUDENTS_PAGE_SIZE, page * STUDENTS_PAGE_SIZE);
  const practice = await practiceSummaryOfStudents(
    db,
    mentorId,
    shown.map((row) => row.id),
  );
  const nextBy = new Map(next.map((lesson) => [lesson.student_id, lesson]));
  const creditsBy = new Map(credits.map((c) => [c.student_id, c.credits_left]));
  const results = shown.map((row) =>
    presentSummary(row, nextBy.get(row.id), creditsBy.get(row.id) ?? 0, practice.get(row.id)),
  );
  return { results, count: rows.length, page, page_size: STUDENTS_PAGE_SIZE, timezone };
}

/** One student of the mentor; a student who never booked the mentor is 404, as if there were none. */
export async function studentDetail(
  db: Db,
  mentorId: number,
  studentId: number,
  now: Date,
  timezone: string,
): Promise<StudentDetail> {
  const [[row], next, lessons, credits, practice, notes] = await Promise.all([
    mentorStudents(db, mentorId, now, studentId),
    nextLessonsOfStudents(db, mentorId, now, studentId),
    pairLessons(db, mentorId, studentId, now),
    creditsLeftOfStudents(db, mentorId, now, studentId),
    practiceSummaryOfStudents(db, mentorId, [studentId]),
    notesOfPair(db, mentorId, studentId, now, timezone),
  ]);
  if (!row) throw notFound(studentsMessages.notYourStudent);
  const summary = presentSummary(row, next[0], credits[0]?.credits_left ?? 0, practice.get(studentId));
  return { summary, lessons: lessons.map(presentLesson), notes, timezone };
}
