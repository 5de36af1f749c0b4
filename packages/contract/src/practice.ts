/**
 * Issue 18 item 3: a lesson's notes and practice assignments (written by its mentor from the lesson's start),
 * and the student's practice log against each assignment.
 */
import { z } from 'zod';
import { idParamSchema, idSchema } from './ids.ts';
import {
  ASSIGNMENT_DETAILS_MAX,
  ASSIGNMENT_TITLE_MAX,
  ASSIGNMENTS_MAX,
  LESSON_NOTES_MAX,
  PRACTICE_COMMENT_MAX,
  PRACTICE_MINUTES_MAX,
  practiceMessages,
} from './practice-messages.ts';

const minutes = (field: string) =>
  z
    .number({ error: practiceMessages.minutesRange })
    .int(practiceMessages.minutesRange)
    .min(1, practiceMessages.minutesRange)
    .max(PRACTICE_MINUTES_MAX, practiceMessages.minutesRange)
    .describe(field);

/** One assignment as the mentor sends it: `id` keeps an existing assignment (and its logs). */
export const assignmentInputSchema = z.strictObject({
  id: idSchema('id').optional(),
  title: z
    .string()
    .trim()
    .min(1, 'Please give the assignment a title.')
    .max(ASSIGNMENT_TITLE_MAX, `Please keep the title under ${ASSIGNMENT_TITLE_MAX} characters.`),
  details: z
    .string()
    .trim()
    .max(ASSIGNMENT_DETAILS_MAX, `Please keep the details under ${ASSIGNMENT_DETAILS_MAX} characters.`)
    .default(''),
  minutes_per_day: minutes('minutes per day').nullable().default(null),
});

/** PUT /api/lessons/bookings/{id}/notes/: replaces the notes and the list of assignments. */
export const lessonNotesBodySchema = z
  .strictObject({
    notes: z
      .string()
      .trim()
      .max(LESSON_NOTES_MAX, `Please keep the notes under ${LESSON_NOTES_MAX} characters.`),
    assignments: z
      .array(assignmentInputSchema)
      .max(ASSIGNMENTS_MAX, `A lesson has at most ${ASSIGNMENTS_MAX} assignments.`),
  })
  .meta({ id: 'LessonNotesBody' });
export type LessonNotesBody = z.input<typeof lessonNotesBodySchema>;

export const practiceLogSchema = z
  .object({
    id: z.number().int(),
    minutes: z.number().int(),
    comment: z.string(),
    logged_at: z.string(),
  })
  .meta({ id: 'PracticeLog' });
export type PracticeLog = z.infer<typeof practiceLogSchema>;

/** A file the mentor attached to an assignment (ADR 60); `url` downloads it for the lesson's two people. */
export const practiceAttachmentSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The type its bytes were checked to be, not what the browser claimed. */
    content_type: z.string(),
    size_bytes: z.number().int(),
    url: z.string(),
  })
  .meta({ id: 'PracticeAttachment' });
export type PracticeAttachment = z.infer<typeof practiceAttachmentSchema>;

export const assignmentSchema = z
  .object({
    id: z.number().int(),
    booking_id: z.number().int(),
    title: z.string(),
    details: z.string(),
    minutes_per_day: z.number().int().nullable(),
    /** Newest first. */
    logs: z.array(practiceLogSchema),
    /** Minutes logged since Monday 00:00 in the viewer's zone. */
    minutes_this_week: z.number().int(),
    /** In the order they were attached. */
    attachments: z.array(practiceAttachmentSchema),
  })
  .meta({ id: 'PracticeAssignment' });
export type PracticeAssignment = z.infer<typeof assignmentSchema>;

export const lessonNotesSchema = z
  .object({
    booking_id: z.number().int(),
    lesson_start: z.string(),
    mentor_name: z.string(),
    /** The caller is the lesson's mentor: the notes editor, not the log forms. */
    viewer_is_mentor: z.boolean(),
    notes: z.string(),
    /** null until the mentor first saves notes. */
    updated_at: z.string().nullable(),
    assignments: z.array(assignmentSchema),
  })
  .meta({ id: 'LessonNotes' });
export type LessonNotes = z.infer<typeof lessonNotesSchema>;

export const lessonNotesSavedSchema = z
  .object({ message: z.string(), notes: lessonNotesSchema })
  .meta({ id: 'LessonNotesSaved' });
export type LessonNotesSaved = z.infer<typeof lessonNotesSavedSchema>;

/** GET /api/practice/: the student's lessons with notes, newest lesson first. */
export const practiceOverviewSchema = z
  .object({ lessons: z.array(lessonNotesSchema) })
  .meta({ id: 'PracticeOverview' });
export type PracticeOverview = z.infer<typeof practiceOverviewSchema>;

export const assignmentIdParamsSchema = z.object({ assignment_id: idParamSchema('assignment_id') });

/** POST /api/practice/{assignment_id}/log/. */
export const practiceLogBodySchema = z
  .strictObject({
    minutes: minutes('minutes'),
    comment: z
      .string()
      .trim()
      .max(PRACTICE_COMMENT_MAX, `Please keep the comment under ${PRACTICE_COMMENT_MAX} characters.`)
      .default(''),
  })
  .meta({ id: 'PracticeLogBody' });
export type PracticeLogBody = z.input<typeof practiceLogBodySchema>;

export const practiceLoggedSchema = z
  .object({ message: z.string(), assignment: assignmentSchema })
  .meta({ id: 'PracticeLogged' });
export type PracticeLogged = z.infer<typeof practiceLoggedSchema>;

export const attachmentIdParamsSchema = z.object({ id: idParamSchema('id') });

/** POST /api/practice/{assignment_id}/attachments/: the stored file. */
export const practiceAttachedSchema = z
  .object({ message: z.string(), attachment: practiceAttachmentSchema })
  .meta({ id: 'PracticeAttached' });
export type PracticeAttached = z.infer<typeof practiceAttachedSchema>;

/** GET /api/practice/attachments/{id}/: the file's bytes (a download, not JSON). */
export const practiceAttachmentFileSchema = z.string().meta({ id: 'PracticeAttachmentFile' });
