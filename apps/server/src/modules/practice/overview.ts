/**
 * Lessons with notes as the practice views show them (the student's /practice, the mentor's page of one
 * student): their notes, assignments, logs and attachments in four queries, however many lessons.
 */
import type { LessonNotes } from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { presentNotes } from './presenter.ts';
import { assignmentsOf, attachmentsOf, logsOf, notesOf, type NotedLessonRow } from './repository.ts';

export async function notesOfLessons(
  db: Db | Tx,
  lessons: NotedLessonRow[],
  since: Date,
  viewerIsMentor: boolean,
): Promise<LessonNotes[]> {
  const ids = lessons.map((l) => l.booking_id);
  const [notes, assignments] = await Promise.all([notesOf(db, ids), assignmentsOf(db, ids)]);
  const assignmentIds = assignments.map((a) => a.id);
  const [logs, attachments] = await Promise.all([
    logsOf(db, assignmentIds),
    attachmentsOf(db, assignmentIds),
  ]);
  return lessons.map((lesson) =>
    presentNotes(
      lesson,
      notes.get(lesson.booking_id),
      assignments.filter((a) => a.bookingId === lesson.booking_id),
      logs,
      attachments,
      since,
      viewerIsMentor,
    ),
  );
}
