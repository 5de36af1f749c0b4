/**
 * The mentor's students (issue 18 item 4): GET /api/mentors/students/ and /api/mentors/students/{id}/.
 * One row per student who has booked the mentor, with the package credits left. Later fields (the last
 * note, the practice logged since) are added to studentSummarySchema as their features land; the page shows one
 * column per field.
 */
import { z } from 'zod';
import { BOOKING_STATUSES } from './booking-constants.ts';
import { idParamSchema } from './ids.ts';

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
  })
  .meta({ id: 'StudentSummary' });
export type StudentSummary = z.infer<typeof studentSummarySchema>;

/** Every student at once: a mentor has a few hundred at most, and the page sorts and reads them all. */
export const studentListSchema = z
  .object({ results: z.array(studentSummarySchema), count: z.number().int(), timezone: z.string() })
  .meta({ id: 'StudentList' });
export type StudentList = z.infer<typeof studentListSchema>;

export const studentDetailSchema = z
  .object({
    summary: studentSummarySchema,
    /** Every lesson of the pair, newest first. */
    lessons: z.array(studentLessonSchema),
    timezone: z.string(),
  })
  .meta({ id: 'StudentDetail' });
export type StudentDetail = z.infer<typeof studentDetailSchema>;

export const studentIdParamsSchema = z.object({ student_id: idParamSchema('student_id') });
