/**
 * Notes and practice after a lesson (issue 18 item 3, ADR 58). The lesson's mentor writes notes and a list
 * of assignments from the lesson's start on; a save replaces both, keeps the assignments it names by id
 * (with their logs) and refuses to drop one that has logs. The student is mailed through the outbox once per
 * save that changed something, so an editor that saves again with the same text sends nothing. The student
 * logs practice against an assignment; both see the log.
 */
import {
  bookingMessages,
  practiceMessages,
  type LessonNotes,
  type LessonNotesBody,
  type LessonNotesSaved,
  type PracticeLogBody,
  type PracticeLogged,
  type PracticeOverview,
} from '@app/contract';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import type { SignedInUser } from '../auth/index.ts';
import {
  findBooking,
  lessonMailFor,
  lockBooking,
  roleIn,
  type BookingDeps,
  type BookingRow,
} from '../bookings/index.ts';
import { sendNotesMail } from './mails.ts';
import { notesOfLessons } from './overview.ts';
import { presentAssignment, weekStart } from './presenter.ts';
import { removeStoredFiles } from './attachments.ts';
import {
  assignmentsOf,
  attachmentPathsExcept,
  attachmentsOf,
  findAssignment,
  insertAssignment,
  insertLog,
  lockAssignmentForLog,
  logsOf,
  notedLesson,
  notedLessonsOfStudent,
  notesOf,
  removeAssignmentsExcept,
  updateAssignment,
  writeNotes,
  type AssignmentRow,
} from './repository.ts';
import { notesRefusal } from './rules.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { FileStorage } from '../../platform/storage.ts';

type Deps = Pick<BookingDeps, 'db' | 'clock' | 'config' | 'outbox'> & { storage: FileStorage };
type Assignment = { id?: number; title: string; details: string; minutes_per_day: number | null };

/** The lesson and the caller's side of it; anyone else is told it does not exist. */
async function lessonOf(deps: Deps, user: SignedInUser, bookingId: number) {
  const booking = await findBooking(deps.db, bookingId);
  const role = booking ? roleIn(booking, user) : undefined;
  if (!booking || !role) throw notFound(bookingMessages.bookingNotFound);
  return { booking, role };
}

async function readNotes(db: Db | Tx, booking: BookingRow, user: SignedInUser, now: Date) {
  // A lesson without notes yet has no noted row: the editor starts from the lesson itself.
  const [lesson] = await notedLesson(db, booking.id);
  const fallback = { booking_id: booking.id, start_at: booking.startAt, mentor_name: null };
  const mentor = roleIn(booking, user) === 'mentor';
  const [notes] = await notesOfLessons(db, [lesson ?? fallback], weekStart(now, user.timezone), mentor);
  return notes!;
}

export async function lessonNotes(deps: Deps, user: SignedInUser, bookingId: number): Promise<LessonNotes> {
  const { booking } = await lessonOf(deps, user, bookingId);
  return readNotes(deps.db, booking, user, deps.clock.now());
}

const sameAssignment = (row: AssignmentRow, next: Assignment, position: number) =>
  row.title === next.title &&
  row.details === next.details &&
  row.minutesPerDay === next.minutes_per_day &&
  row.position === position;

/** Ids that are not this lesson's, or a dropped assignment that has logs: the field error, or null. */
function listProblem(existing: AssignmentRow[], loggedIds: Set<number>, next: Assignment[]): string | null {
  const known = new Set(existing.map((a) => a.id));
  const kept = next.map((a) => a.id).filter((id): id is number => id !== undefined);
  if (kept.some((id) => !known.has(id)) || new Set(kept).size !== kept.length) {
    return practiceMessages.unknownAssignment;
  }
  const dropped = existing.find((a) => !kept.includes(a.id) && loggedIds.has(a.id));
  return dropped ? practiceMessages.assignmentHasLogs(dropped.title) : null;
}

export async function saveNotes(
  deps: Deps,
  user: SignedInUser,
  bookingId: number,
  body: LessonNotesBody,
): Promise<LessonNotesSaved> {
  const { role } = await lessonOf(deps, user, bookingId);
  if (role !== 'mentor') throw forbidden(practiceMessages.onlyMentor);
  const now = deps.clock.now();
  const next = (body.assignments ?? []) as Assignment[];
  const notesText = body.notes;
  // The lesson row is locked for the whole save: two saves at once, or a log racing a removal, take turns.
  let droppedFiles: string[] = [];
  const changed = await deps.db.transaction(async (tx) => {
    const booking = (await lockBooking(tx, bookingId))!;
    const refusal = notesRefusal(booking, now);
    if (refusal) throw badRequest(refusal);
    const existing = await assignmentsOf(tx, [bookingId]);
    const logged = new Set(
      (
        await logsOf(
          tx,
          existing.map((a) => a.id),
        )
      ).map((l) => l.assignmentId),
    );
    const problem = listProblem(existing, logged, next);
    if (problem) throw badRequest(problem, { assignments: [problem] });
    const current = (await notesOf(tx, [bookingId])).get(bookingId);
    const byId = new Map(existing.map((a) => [a.id, a]));
    const unchanged =
      current?.notes === notesText &&
      existing.length === next.length &&
      next.every((a, i) => a.id !== undefined && sameAssignment(byId.get(a.id)!, a, i));
    if (unchanged) return false;
    const pair = { mentorId: booking.mentorId, studentId: booking.studentId };
    await writeNotes(tx, { bookingId, lessonStart: booking.startAt, ...pair }, notesText, now);
    const kept = next.map((a) => a.id).filter((id): id is number => id !== undefined);
    // Their rows go with the assignments (cascade); their files once the save is committed.
    droppedFiles = await attachmentPathsExcept(tx, bookingId, kept);
    await removeAssignmentsExcept(tx, bookingId, kept);
    for (const [position, a] of next.entries()) {
      const values = { title: a.title, details: a.details, minutesPerDay: a.minutes_per_day, position };
      if (a.id === undefined) await insertAssignment(tx, bookingId, values, now);
      else await updateAssignment(tx, a.id, values);
    }
    const view = await lessonMailFor(tx, booking);
    await sendNotesMail(
      deps.outbox.mailer(tx),
      deps.config,
      view,
      next.map((a) => a.title),
    );
    return true;
  });
  await removeStoredFiles(deps.storage, droppedFiles);
  const booking = (await findBooking(deps.db, bookingId))!;
  return {
    message: changed ? practiceMessages.saved : practiceMessages.unchanged,
    notes: await readNotes(deps.db, booking, user, now),
  };
}

export async function myPractice(deps: Deps, user: SignedInUser): Promise<PracticeOverview> {
  const lessons = await notedLessonsOfStudent(deps.db, user.id);
  const since = weekStart(deps.clock.now(), user.timezone);
  return { lessons: await notesOfLessons(deps.db, lessons, since, false) };
}

export async function logPractice(
  deps: Deps,
  user: SignedInUser,
  assignmentId: number,
  body: PracticeLogBody,
): Promise<PracticeLogged> {
  const assignment = await findAssignment(deps.db, assignmentId);
  const booking = assignment ? await findBooking(deps.db, assignment.bookingId) : undefined;
  const role = booking ? roleIn(booking, user) : undefined;
  if (!assignment || !booking || !role) throw notFound(practiceMessages.assignmentNotFound);
  if (role !== 'student') throw forbidden(practiceMessages.onlyStudent);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // Re-read under the lesson's share lock: a save may have removed it meanwhile.
    if (!(await lockAssignmentForLog(tx, assignmentId))) {
      throw notFound(practiceMessages.assignmentNotFound);
    }
    const pair = { mentorId: booking.mentorId, studentId: booking.studentId };
    await insertLog(tx, { assignmentId, ...pair, minutes: body.minutes, comment: body.comment ?? '' }, now);
  });
  const logs = await logsOf(deps.db, [assignmentId]);
  const attachments = await attachmentsOf(deps.db, [assignmentId]);
  return {
    message: practiceMessages.logged,
    assignment: presentAssignment(assignment, logs, weekStart(now, user.timezone), attachments),
  };
}
