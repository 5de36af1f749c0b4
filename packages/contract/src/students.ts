/**
 * The mentor's students (issue 18 item 4): GET /api/mentors/students/ and /api/mentors/students/{id}/.
 * One row per student who has booked the mentor, with the package credits left, the last notes and the
 * practice logged since; one student's answer adds the pair's lessons and every note.
 */
import { z } from 'zod';
import { BOOKING_STATUSES } from './booking-constants.ts';
import { idParamSchema } from './ids.ts';
import { lessonNotesSchema } from './practice.ts';

export const studentPersonSchema = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    profile_picture: z.string().nullable(),
  })
  .meta({ id: 'StudentPerson' });

/** A lesson of the pair, start and end ISO 8601 UTC with Z. */
export const studentLessonSchema = z
  .object({
    id: z.number().int(),
    start: z.string(),
    end: z.string(),
    status: z.enum(BOOKING_STATUSES),
    skill: z.string(),
    free_trial: z.boolean(),
  })
  .meta({ id: 'StudentLesson' });
export type StudentLesson = z.infer<typeof studentLessonSchema>;

/** A list card shows this much of the last notes; the notes page has them whole. */
export const NOTE_EXCERPT_CHARACTERS = 160;

/** The student's latest lesson with notes: their start (cut with … past NOTE_EXCERPT_CHARACTERS), titles. */
export const studentLastNoteSchema = z
  .object({
    booking_id: z.number().int(),
    lesson_start: z.string(),
    excerpt: z.string(),
    assignments: z.array(z.string()),
  })
  .meta({ id: 'StudentLastNote' });
export type StudentLastNote = z.infer<typeof studentLastNoteSchema>;

/** The practice the student logged on this mentor's assignments since the last note's lesson began. */
export const studentPracticeSinceSchema = z
  .object({
    minutes: z.number().int(),
    entries: z.number().int(),
    /** The latest entry, ISO 8601 UTC; null when nothing was logged since. */
    last_logged_at: z.string().nullable(),
  })
  .meta({ id: 'StudentPracticeSince' });
export type StudentPracticeSince = z.infer<typeof studentPracticeSinceSchema>;

export const studentSummarySchema = z
  .object({
    student: studentPersonSchema,
    /** Completed lessons with this mentor (trials included). */
    lessons_taught: z.number().int(),
    /** The next paid, free-trial or running lesson that has not ended; null when none is booked. */
    next_lesson: studentLessonSchema.nullable(),
    /** The start of the latest lesson booked with the mentor (any status), for ordering. */
    last_booked: z.string(),
    /** Lesson credits of the student's packages with this mentor still to use (paid, unexpired). */
    credits_left: z.number().int(),
    /** null when the mentor has written no notes for the student yet. */
    last_note: studentLastNoteSchema.nullable(),
    practice_since: studentPracticeSinceSchema,
  })
  .meta({ id: 'StudentSummary' });
export type StudentSummary = z.infer<typeof studentSummarySchema>;

/** Students per page of the list: a screenful of cards, and a fast answer for a teacher of hundreds. */
export const STUDENTS_PAGE_SIZE = 50;

/** GET /api/mentors/students/?page=: the list's page, latest booked first. */
export const studentListQuerySchema = z.object({
  page: z.coerce
    .number()
    .int('page must be a whole number.')
    .min(1, 'page must be 1 or more.')
    .max(100_000)
    .optional(),
});
export type StudentListQuery = z.infer<typeof studentListQuerySchema>;

/** One page of the students; `count` is every student, so the pages are ceil(count / page_size). */
export const studentListSchema = z
  .object({
    results: z.array(studentSummarySchema),
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    timezone: z.string(),
  })
  .meta({ id: 'StudentList' });
export type StudentList = z.infer<typeof studentListSchema>;

export const studentDetailSchema = z
  .object({
    summary: studentSummarySchema,
    /** Every lesson of the pair, newest first. */
    lessons: z.array(studentLessonSchema),
    /** Every lesson of the pair with notes, newest first, with its assignments and their practice logs. */
    notes: z.array(lessonNotesSchema),
    timezone: z.string(),
  })
  .meta({ id: 'StudentDetail' });
export type StudentDetail = z.infer<typeof studentDetailSchema>;

export const studentIdParamsSchema = z.object({ student_id: idParamSchema('student_id') });
