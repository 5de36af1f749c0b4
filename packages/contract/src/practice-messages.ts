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
