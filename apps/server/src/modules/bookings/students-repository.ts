/**
 * SQL of a mentor's students (issue 18 item 4): one row per student who has booked the mentor with their
 * counts, the next lesson of each, and a pair's lessons. Every query starts from bookings_mentor_idx
 * (mentor_id, start_at) or bookings_pair_first_idx (student_id, mentor_id, ...), so a mentor with 200
 * students and 5,000 lessons reads only their own rows.
 */
import type { BookingStatus } from '@app/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { notAGhost } from './lessons-repository.ts';

export interface StudentRow {
  id: number;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
  lessons_taught: number;
  last_booked: Date | string;
}

export interface PairLessonRow {
  id: number;
  student_id: number;
  start_at: Date | string;
  end_at: Date | string;
  status: BookingStatus;
  skill_name: string;
  free_trial: boolean;
}

/** One student's row, or a page of the mentor's students (latest booked first) with the count of all. */
export type StudentsWanted = { studentId: number } | { offset: number; limit: number };

/**
 * The mentor's students, latest booked first: the one named, or a page. The order needs every student's
 * counts (one pass over the mentor's bookings); only the page's rows are joined to users and sent back,
 * each with `total`, the number of students.
 */
export async function mentorStudents(
  db: Db,
  mentorId: number,
  now: Date,
  wanted: StudentsWanted,
): Promise<(StudentRow & { total: number })[]> {
  const one = 'studentId' in wanted ? sql`AND b.student_id = ${wanted.studentId}` : sql``;
  const page = 'studentId' in wanted ? sql`` : sql`LIMIT ${wanted.limit} OFFSET ${wanted.offset}`;
  return queryRows<StudentRow & { total: number }>(
    db,
    sql`WITH s AS (
          SELECT b.student_id,
                 (count(*) FILTER (WHERE b.status = 'completed'))::int AS lessons_taught,
                 max(b.start_at) AS last_booked
            FROM bookings b
           WHERE b.mentor_id = ${mentorId} ${one} AND b.student_id IS NOT NULL AND ${notAGhost(now, 'b')}
           GROUP BY b.student_id),
        shown AS (SELECT s.*, count(*) OVER ()::int AS total FROM s
                   ORDER BY s.last_booked DESC, s.student_id ${page})
        SELECT u.id, u.first_name, u.last_name, u.profile_picture, shown.lessons_taught, shown.last_booked,
               shown.total
          FROM shown JOIN users u ON u.id = shown.student_id
         ORDER BY shown.last_booked DESC, u.id`,
  );
}

/** How many students the mentor has (a page past the end has no row to carry the count). */
export async function countMentorStudents(db: Db, mentorId: number, now: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(DISTINCT b.student_id)::int AS n FROM bookings b
         WHERE b.mentor_id = ${mentorId} AND b.student_id IS NOT NULL AND ${notAGhost(now, 'b')}`,
  );
  return row?.n ?? 0;
}

/** `AND <column> IN (...)` for the students named (at least one). */
function amongStudents(studentIds: number[], column = 'student_id') {
  return sql`AND ${sql.identifier(column)} IN (${sql.join(
    studentIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/** Each student's next lesson with the mentor that holds its time and has not ended, one per student. */
export async function nextLessonsOfStudents(
  db: Db,
  mentorId: number,
  now: Date,
  studentIds: number[],
): Promise<PairLessonRow[]> {
  if (studentIds.length === 0) return [];
  const one = amongStudents(studentIds);
  return queryRows<PairLessonRow>(
    db,
    sql`SELECT DISTINCT ON (student_id) id, student_id, start_at, end_at, status, skill_name, free_trial
          FROM bookings
         WHERE mentor_id = ${mentorId} ${one}
           AND status IN ('paid', 'free_trial', 'in_progress') AND end_at > ${now}
           -- A lesson lasts at most 120 minutes: lets the index start near now instead of at the first lesson.
           AND start_at > ${new Date(now.getTime() - 86_400_000)}
         ORDER BY student_id, start_at, id`,
  );
}

/** Every lesson of the pair, newest first (a ghost checkout is no lesson, decision 0047). */
export async function pairLessons(
  db: Db,
  mentorId: number,
  studentId: number,
  now: Date,
): Promise<PairLessonRow[]> {
  return queryRows<PairLessonRow>(
    db,
    sql`SELECT b.id, b.student_id, b.start_at, b.end_at, b.status, b.skill_name, b.free_trial
          FROM bookings b
         WHERE b.mentor_id = ${mentorId} AND b.student_id = ${studentId} AND ${notAGhost(now, 'b')}
         ORDER BY b.start_at DESC, b.id DESC`,
  );
}
