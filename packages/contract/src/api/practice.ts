/** Notes and practice after a lesson (issue 18 item 3). */
import { z } from 'zod';
import { bookingIdParamsSchema } from '../bookings.ts';
import { messageResponseSchema } from '../settings.ts';
import {
  assignmentIdParamsSchema,
  attachmentIdParamsSchema,
  lessonNotesBodySchema,
  lessonNotesSavedSchema,
  lessonNotesSchema,
  practiceAttachedSchema,
  practiceAttachmentFileSchema,
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
  // ADR 60: the server reads the multipart form itself (one file, `file`), so the body schema is its text
  // fields, of which there are none; the 20 MB limit is this route's own (5 MB elsewhere).
  'practice.attach': {
    access: 'user',
    owner: "the mentor of the assignment's lesson (its student 403, anyone else 404)",
    tags: ['practice'],
    summary:
      'Attach one file to an assignment: multipart with the file `file`, judged by its bytes (PDF, PNG, JPEG, WebP; MP3, M4A/AAC, Ogg, WAV), at most 20 MB, 5 per assignment',
    consumes: ['multipart/form-data'],
    params: assignmentIdParamsSchema,
    body: z.strictObject({}),
    responses: { 201: practiceAttachedSchema },
    errors: [413, 415],
  },
  'practice.attachment': {
    access: 'user',
    owner: "the lesson's student or mentor (anyone else 404)",
    tags: ['practice'],
    summary:
      'Download an attachment: its bytes with the checked content type, as an attachment, privately cached',
    params: attachmentIdParamsSchema,
    produces: [
      'application/pdf',
      'image/png',
      'image/jpeg',
      'image/webp',
      'audio/mpeg',
      'audio/mp4',
      'audio/aac',
      'audio/ogg',
      'audio/wav',
    ],
    responses: { 200: practiceAttachmentFileSchema },
  },
  'practice.removeAttachment': {
    access: 'user',
    owner: "the lesson's mentor (its student 403, anyone else 404)",
    tags: ['practice'],
    summary: 'Remove an attachment: its row and its stored file',
    params: attachmentIdParamsSchema,
    responses: { 200: messageResponseSchema },
  },
});
