/** Notes, assignments and logs as the API answers them (packages/contract/src/practice.ts). */
import {
  isValidTimezone,
  localParts,
  localToUtc,
  type LessonNotes,
  type PracticeAssignment,
} from '@app/contract';
import { DELETED_USER } from '../bookings/index.ts';
import type { AssignmentRow, LogRow, NotedLessonRow, NotesRow } from './repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Monday 00:00 of the current week in the viewer's zone: "this week" of the practice totals. */
export function weekStart(now: Date, zone: string): Date {
  const tz = isValidTimezone(zone) ? zone : 'UTC';
  const today = localParts(tz, now.getTime());
  const monday = new Date(Date.UTC(today.year, today.month - 1, today.day - today.weekday));
  return new Date(localToUtc(tz, monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate(), 0));
}

export function presentAssignment(row: AssignmentRow, logs: LogRow[], since: Date): PracticeAssignment {
  return {
    id: row.id,
    booking_id: row.bookingId,
    title: row.title,
    details: row.details,
    minutes_per_day: row.minutesPerDay,
    logs: logs.map((log) => ({
      id: log.id,
      minutes: log.minutes,
      comment: log.comment,
      logged_at: iso(log.loggedAt),
    })),
    minutes_this_week: logs
      .filter((log) => log.loggedAt.getTime() >= since.getTime())
      .reduce((sum, log) => sum + log.minutes, 0),
  };
}

export function presentNotes(
  lesson: NotedLessonRow | { booking_id: number; start_at: Date; mentor_name: string | null },
  notes: NotesRow | undefined,
  assignments: AssignmentRow[],
  logs: LogRow[],
  since: Date,
  viewerIsMentor = false,
): LessonNotes {
  return {
    booking_id: lesson.booking_id,
    lesson_start: iso(lesson.start_at),
    mentor_name: lesson.mentor_name ?? DELETED_USER,
    viewer_is_mentor: viewerIsMentor,
    notes: notes?.notes ?? '',
    updated_at: notes ? iso(notes.updatedAt) : null,
    assignments: assignments.map((a) =>
      presentAssignment(
        a,
        logs.filter((log) => log.assignmentId === a.id),
        since,
      ),
    ),
  };
}
