/** SQL of notes and practice (issue 18 item 3): a lesson's notes, its assignments and their logs. */
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { NOTE_EXCERPT_CHARACTERS } from '@app/contract';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import {
  lessonNotes,
  practiceAssignments,
  practiceAttachments,
  practiceLogs,
} from '../../db/schema/index.ts';

export type NotesRow = typeof lessonNotes.$inferSelect;
export type AssignmentRow = typeof practiceAssignments.$inferSelect;
export type LogRow = typeof practiceLogs.$inferSelect;

export async function notesOf(db: Db | Tx, bookingIds: number[]): Promise<Map<number, NotesRow>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db.select().from(lessonNotes).where(inArray(lessonNotes.bookingId, bookingIds));
  return new Map(rows.map((row) => [row.bookingId, row]));
}

/** The lessons' assignments in the mentor's order. */
export function assignmentsOf(db: Db | Tx, bookingIds: number[]): Promise<AssignmentRow[]> {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(practiceAssignments)
    .where(inArray(practiceAssignments.bookingId, bookingIds))
    .orderBy(asc(practiceAssignments.bookingId), asc(practiceAssignments.position));
}

/** The assignments' logs, newest first. */
export function logsOf(db: Db | Tx, assignmentIds: number[]): Promise<LogRow[]> {
  if (assignmentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(practiceLogs)
    .where(inArray(practiceLogs.assignmentId, assignmentIds))
    .orderBy(desc(practiceLogs.loggedAt), desc(practiceLogs.id));
}

/** The lesson's pair and start, copied onto its notes and logs (the index of /students). */
export interface LessonPair {
  mentorId: number | null;
  studentId: number | null;
}

export async function writeNotes(
  tx: Tx,
  lesson: LessonPair & { bookingId: number; lessonStart: Date },
  notes: string,
  now: Date,
): Promise<void> {
  await tx
    .insert(lessonNotes)
    .values({ ...lesson, notes, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: lessonNotes.bookingId, set: { notes, updatedAt: now } });
}

export interface AssignmentValues {
  title: string;
  details: string;
  minutesPerDay: number | null;
  position: number;
}

export async function insertAssignment(
  tx: Tx,
  bookingId: number,
  values: AssignmentValues,
  now: Date,
): Promise<void> {
  await tx.insert(practiceAssignments).values({ bookingId, ...values, createdAt: now });
}

export async function updateAssignment(tx: Tx, id: number, values: AssignmentValues): Promise<void> {
  await tx.update(practiceAssignments).set(values).where(eq(practiceAssignments.id, id));
}

/** Removes the lesson's assignments not in `keep` (the caller made sure none of them has logs). */
export async function removeAssignmentsExcept(tx: Tx, bookingId: number, keep: number[]): Promise<void> {
  await tx
    .delete(practiceAssignments)
    .where(
      and(
        eq(practiceAssignments.bookingId, bookingId),
        keep.length > 0 ? notInArray(practiceAssignments.id, keep) : undefined,
      ),
    );
}

export async function findAssignment(db: Db | Tx, id: number): Promise<AssignmentRow | undefined> {
  const [row] = await db.select().from(practiceAssignments).where(eq(practiceAssignments.id, id));
  return row;
}

/**
 * Takes a share lock on the assignment's lesson and re-reads the assignment: a save of the notes locks the
 * lesson for update, so a log never lands on an assignment that the save is removing.
 */
export async function lockAssignmentForLog(tx: Tx, id: number): Promise<AssignmentRow | undefined> {
  await tx.execute(
    sql`SELECT b.id FROM bookings b JOIN practice_assignments a ON a.booking_id = b.id
         WHERE a.id = ${id} FOR SHARE OF b`,
  );
  return findAssignment(tx, id);
}

export async function insertLog(
  tx: Tx,
  log: LessonPair & { assignmentId: number; minutes: number; comment: string },
  now: Date,
): Promise<void> {
  await tx.insert(practiceLogs).values({ ...log, loggedAt: now });
}

/** A lesson with notes as the practice views list it. */
export interface NotedLessonRow {
  booking_id: number;
  start_at: Date | string;
  mentor_name: string | null;
}

const notedLessonColumns = sql`b.id AS booking_id, b.start_at,
  trim(mu.first_name || ' ' || mu.last_name) AS mentor_name`;
const notedLessonJoins = sql`JOIN lesson_notes n ON n.booking_id = b.id
  LEFT JOIN mentors m ON m.id = b.mentor_id LEFT JOIN users mu ON mu.id = m.user_id`;

export function notedLesson(db: Db | Tx, bookingId: number): Promise<NotedLessonRow[]> {
  return queryRows<NotedLessonRow>(
    db,
    sql`SELECT ${notedLessonColumns} FROM bookings b ${notedLessonJoins} WHERE b.id = ${bookingId}`,
  );
}

/** The student's lessons with notes, newest lesson first (at most 50: a term of weekly lessons). */
export function notedLessonsOfStudent(db: Db | Tx, studentId: number): Promise<NotedLessonRow[]> {
  return queryRows<NotedLessonRow>(
    db,
    sql`SELECT ${notedLessonColumns} FROM bookings b ${notedLessonJoins}
         WHERE b.student_id = ${studentId} AND b.status <> 'canceled'
         ORDER BY b.start_at DESC, b.id DESC LIMIT 50`,
  );
}

/** Every lesson of one mentor and student that has notes, newest first: the student's page of /students. */
export function notedLessonsOfPair(
  db: Db | Tx,
  mentorId: number,
  studentId: number,
): Promise<NotedLessonRow[]> {
  return queryRows<NotedLessonRow>(
    db,
    sql`SELECT ${notedLessonColumns} FROM bookings b ${notedLessonJoins}
         WHERE b.mentor_id = ${mentorId} AND b.student_id = ${studentId} AND b.status <> 'canceled'
         ORDER BY b.start_at DESC, b.id DESC`,
  );
}

/**
 * Per student of the mentor: the last lesson with notes, its assignment titles, and the practice logged (on
 * this mentor's assignments) since that lesson began: minutes, entries and the latest entry.
 */
export interface StudentPracticeRow {
  student_id: number;
  booking_id: number;
  start_at: Date | string;
  notes: string;
  assignment_titles: string[] | null;
  minutes_since: number;
  logs_since: number;
  last_logged_at: Date | string | null;
}

/** The students named (at least one). */
export function latestPracticeOf(
  db: Db | Tx,
  mentorId: number,
  studentIds: number[],
): Promise<StudentPracticeRow[]> {
  const ids = sql.join(
    studentIds.map((id) => sql`${id}`),
    sql`, `,
  );
  // The newest notes per student (DISTINCT ON over each student's range of lesson_notes_pair_idx, read from
  // the index alone), then one range of practice_logs_pair_idx per student for what they logged since.
  return queryRows<StudentPracticeRow>(
    db,
    sql`WITH last AS (
          SELECT DISTINCT ON (student_id) student_id, booking_id, lesson_start
            FROM lesson_notes
           WHERE mentor_id = ${mentorId} AND student_id IN (${ids})
           ORDER BY student_id, lesson_start DESC)
        SELECT last.student_id, last.booking_id, last.lesson_start AS start_at,
               -- One character past the excerpt: enough to know that it was cut.
               (SELECT left(n.notes, ${NOTE_EXCERPT_CHARACTERS + 1}) FROM lesson_notes n
                 WHERE n.booking_id = last.booking_id) AS notes,
               (SELECT array_agg(a.title ORDER BY a.position) FROM practice_assignments a
                 WHERE a.booking_id = last.booking_id) AS assignment_titles,
               p.minutes_since, p.logs_since, p.last_logged_at
          FROM last CROSS JOIN LATERAL (
            SELECT coalesce(sum(l.minutes), 0)::int AS minutes_since, count(l.id)::int AS logs_since,
                   max(l.logged_at) AS last_logged_at
              FROM practice_logs l
             WHERE l.mentor_id = ${mentorId} AND l.student_id = last.student_id
               AND l.logged_at >= last.lesson_start) p`,
  );
}

export type AttachmentRow = typeof practiceAttachments.$inferSelect;

/** The assignments' attachments in the order they were attached. */
export function attachmentsOf(db: Db | Tx, assignmentIds: number[]): Promise<AttachmentRow[]> {
  if (assignmentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(practiceAttachments)
    .where(inArray(practiceAttachments.assignmentId, assignmentIds))
    .orderBy(asc(practiceAttachments.assignmentId), asc(practiceAttachments.id));
}

export async function findAttachment(db: Db | Tx, id: number): Promise<AttachmentRow | undefined> {
  const [row] = await db.select().from(practiceAttachments).where(eq(practiceAttachments.id, id));
  return row;
}

export async function insertAttachment(
  tx: Tx,
  values: Omit<typeof practiceAttachments.$inferInsert, 'id'>,
): Promise<AttachmentRow> {
  const [row] = await tx.insert(practiceAttachments).values(values).returning();
  return row!;
}

export async function deleteAttachment(tx: Tx, id: number): Promise<AttachmentRow | undefined> {
  const [row] = await tx.delete(practiceAttachments).where(eq(practiceAttachments.id, id)).returning();
  return row;
}

/** The stored files of a lesson's assignments other than `keep`: a save that drops them removes these. */
export async function attachmentPathsExcept(tx: Tx, bookingId: number, keep: number[]): Promise<string[]> {
  const rows = await tx
    .select({ path: practiceAttachments.storagePath })
    .from(practiceAttachments)
    .innerJoin(practiceAssignments, eq(practiceAssignments.id, practiceAttachments.assignmentId))
    .where(
      and(
        eq(practiceAssignments.bookingId, bookingId),
        keep.length > 0 ? notInArray(practiceAssignments.id, keep) : undefined,
      ),
    );
  return rows.map((row) => row.path);
}
