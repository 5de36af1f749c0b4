/** Notes and practice after a lesson (issue 18 item 3). */
import { bookingIdParamsSchema } from '../bookings.ts';
import {
  assignmentIdParamsSchema,
  lessonNotesBodySchema,
  lessonNotesSavedSchema,
  lessonNotesSchema,
  practiceLogBodySchema,
  practiceLoggedSchema,
  practiceOverviewSchema,
} from '../practice.ts';
import { declareEndpoints } from './endpoint.ts';

export const practiceEndpoints = declareEndpoints({
  'practice.saveNotes': {
    access: 'user',
    owner: "the lesson's mentor (its student 403, anyone else 404)",
    tags: ['practice'],
    summary:
      'Write or replace the notes and practice assignments of a lesson from its start on (not a cancelled one); an assignment with id is kept with its logs, one with logs cannot be dropped; the student is mailed once per save that changes something',
    params: bookingIdParamsSchema,
    body: lessonNotesBodySchema,
    responses: { 200: lessonNotesSavedSchema },
  },
  'practice.notes': {
    access: 'user',
    owner: "the lesson's student or mentor (anyone else 404)",
    tags: ['practice'],
    summary: 'The notes and practice assignments of a lesson, each with its practice log',
    params: bookingIdParamsSchema,
    responses: { 200: lessonNotesSchema },
  },
  'practice.mine': {
    access: 'user',
    owner: "the caller's own lessons as their student",
    tags: ['practice'],
    summary:
      "The caller's practice: the notes and assignments of their lessons with their logs, newest first",
    responses: { 200: practiceOverviewSchema },
  },
  'practice.log': {
    access: 'user',
    owner: "the student of the assignment's lesson (its mentor 403, anyone else 404)",
    tags: ['practice'],
    summary: 'Log practice (1 to 600 minutes, an optional comment) against an assignment',
    params: assignmentIdParamsSchema,
    body: practiceLogBodySchema,
    responses: { 201: practiceLoggedSchema },
  },
});
