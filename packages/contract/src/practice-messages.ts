/**
 * Issue 18 item 3, notes and practice after a lesson: limits and sentences, without zod (the web app's lazy
 * lesson and practice chunks import them, and the server sends the same sentences).
 */

export const LESSON_NOTES_MAX = 5000;
export const ASSIGNMENTS_MAX = 10;
export const ASSIGNMENT_TITLE_MAX = 120;
export const ASSIGNMENT_DETAILS_MAX = 2000;
/** A day has 1440 minutes; more than 10 hours of practice in one entry is a typing mistake. */
export const PRACTICE_MINUTES_MAX = 600;
export const PRACTICE_COMMENT_MAX = 500;

/** Attachments of an assignment (ADR 60): sheet music as PDF or image, recordings as audio. */
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
export const ATTACHMENTS_PER_ASSIGNMENT = 5;
export const ATTACHMENT_NAME_MAX = 200;
/** The multipart file field of POST /api/practice/{assignment_id}/attachments/. */
export const ATTACHMENT_FIELD = 'file';
/** The file input's `accept`: a hint for the picker only; the server judges the bytes. */
export const ATTACHMENT_ACCEPT =
  '.pdf,.png,.jpg,.jpeg,.webp,.mp3,.m4a,.aac,.ogg,.oga,.opus,.wav,application/pdf,image/png,image/jpeg,image/webp,audio/*';
export const ATTACHMENT_LIMITS = `PDF, PNG, JPEG or WebP sheet music, or MP3, M4A/AAC, Ogg or WAV audio; up to ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB each, ${ATTACHMENTS_PER_ASSIGNMENT} per assignment.`;

export const attachmentMessages = {
  required: 'Please choose a file to attach.',
  empty: 'The file is empty.',
  tooLarge: `The file is too large. The maximum is ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB.`,
  invalidType: 'This file is not a PDF, a PNG, JPEG or WebP image, or an MP3, M4A/AAC, Ogg or WAV recording.',
  nameMismatch: (kind: string, claimed: string) =>
    `This file is ${kind}, but its name or type says ${claimed}. Please attach the file itself.`,
  tooMany: `An assignment has at most ${ATTACHMENTS_PER_ASSIGNMENT} attachments. Remove one first.`,
  oneFile: 'Please attach one file at a time.',
  notMultipart: 'Send the file as multipart/form-data.',
  onlyMentor: "Only the lesson's mentor can attach or remove files.",
  notFound: 'Attachment not found.',
  attached: 'File attached.',
  removed: 'Attachment removed.',
  failed: 'Failed to attach the file. Please try again.',
} as const;

export const practiceMessages = {
  onlyMentor: "Only the lesson's mentor can write its notes and practice.",
  notStarted: 'Notes and practice can be written once the lesson has started.',
  canceled: 'This lesson was cancelled, so it has no notes.',
  unpaid: 'Notes and practice can be written only for a paid lesson.',
  unknownAssignment: 'This assignment is not one of this lesson’s assignments.',
  assignmentHasLogs: (title: string) =>
    `“${title}” already has practice logged, so it cannot be removed. Keep it in the list.`,
  saved: 'Notes and practice saved. The student has been told.',
  unchanged: 'Nothing changed.',
  assignmentNotFound: 'Assignment not found.',
  onlyStudent: "Only the lesson's student can log practice for this assignment.",
  minutesRange: `Minutes must be a whole number from 1 to ${PRACTICE_MINUTES_MAX}.`,
  logged: 'Practice logged.',
  failed: 'Failed to save. Please try again.',
} as const;
