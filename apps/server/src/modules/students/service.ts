/**
 * A mentor's students (issue 18 item 4). The list reads two indexed queries (counts, next lessons) and joins
 * them here with one query per joined feature, each keyed by student id: the package credits the student
 * has left with the mentor, and their last notes with the practice logged since.
 */
import { STUDENTS_PAGE_SIZE, studentsMessages, type StudentDetail, type StudentList } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import {
  countMentorStudents,
  mentorStudents,
  nextLessonsOfStudents,
  pairLessons,
} from '../bookings/index.ts';
import { creditsLeftOfStudents } from '../packages/index.ts';
import { notesOfPair, practiceSummaryOfStudents } from '../practice/index.ts';
import { presentLesson, presentSummary } from './presenter.ts';

/**
 * One page of STUDENTS_PAGE_SIZE: the page's rows in the order of the latest booked lesson (which reads every
 * student's counts), then the next lessons, credits, notes and practice of the page's students only.
 */
export async function listStudents(
  db: Db,
  mentorId: number,
  now: Date,
  timezone: string,
  page: number,
): Promise<StudentList> {
  const limit = STUDENTS_PAGE_SIZE;
  const rows = await mentorStudents(db, mentorId, now, { offset: (page - 1) * limit, limit });
  const ids = rows.map((row) => row.id);
  const [next, credits, practice, count] = await Promise.all([
    nextLessonsOfStudents(db, mentorId, now, ids),
    creditsLeftOfStudents(db, mentorId, now, ids),
    practiceSummaryOfStudents(db, mentorId, ids),
    rows.length > 0 ? rows[0]!.total : countMentorStudents(db, mentorId, now),
  ]);
  const nextBy = new Map(next.map((lesson) => [lesson.student_id, lesson]));
  const creditsBy = new Map(credits.map((c) => [c.student_id, c.credits_left]));
  const results = rows.map((row) =>
    presentSummary(row, nextBy.get(row.id), creditsBy.get(row.id) ?? 0, practice.get(row.id)),
  );
  return { results, count, page, page_size: limit, timezone };
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
    mentorStudents(db, mentorId, now, { studentId }),
    nextLessonsOfStudents(db, mentorId, now, [studentId]),
    pairLessons(db, mentorId, studentId, now),
    creditsLeftOfStudents(db, mentorId, now, [studentId]),
    practiceSummaryOfStudents(db, mentorId, [studentId]),
    notesOfPair(db, mentorId, studentId, now, timezone),
  ]);
  if (!row) throw notFound(studentsMessages.notYourStudent);
  const summary = presentSummary(row, next[0], credits[0]?.credits_left ?? 0, practice.get(studentId));
  return { summary, lessons: lessons.map(presentLesson), notes, timezone };
}
