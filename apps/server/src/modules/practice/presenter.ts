/** Notes, assignments and logs as the API answers them (packages/contract/src/practice.ts). */
import {
  isValidTimezone,
  localParts,
  localToUtc,
  routeOf,
  type LessonNotes,
  type PracticeAssignment,
  type PracticeAttachment,
} from '@app/contract';
import { DELETED_USER } from '../bookings/index.ts';
import type { AssignmentRow, AttachmentRow, LogRow, NotedLessonRow, NotesRow } from './repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Monday 00:00 of the current week in the viewer's zone: "this week" of the practice totals. */
export function weekStart(now: Date, zone: string): Date {
  const tz = isValidTimezone(zone) ? zone : 'UTC';
  const today = localParts(tz, now.getTime());
  const monday = new Date(Date.UTC(today.year, today.month - 1, today.day - today.weekday));
  return new Date(localToUtc(tz, monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate(), 0));
}

/** The download address: the authorised call, never a /media/ path (the files are private). */
const attachmentUrl = (id: number) => routeOf('practice.attachment').path.replace(':id', String(id));

export function presentAttachment(row: AttachmentRow): PracticeAttachment {
  return {
    id: row.id,
    name: row.name,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    url: attachmentUrl(row.id),
  };
}

export function presentAssignment(
  row: AssignmentRow,
  logs: LogRow[],
  since: Date,
  attachments: AttachmentRow[],
): PracticeAssignment {
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
    attachments: attachments.filter((file) => file.assignmentId === row.id).map(presentAttachment),
  };
}

export function presentNotes(
  lesson: NotedLessonRow | { booking_id: number; start_at: Date; mentor_name: string | null },
  notes: NotesRow | undefined,
  assignments: AssignmentRow[],
  logs: LogRow[],
  attachments: AttachmentRow[],
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
        attachments,
      ),
    ),
  };
}
