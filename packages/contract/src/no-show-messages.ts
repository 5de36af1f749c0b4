/**
 * Texts of joining (JOIN-04), Confirm Lesson (B5) and no-show reports (B9), without zod: the web app's lazy
 * lesson and staff chunks import them, and the server sends the same sentences.
 */

/** B9: a student may report a no-show until this many hours after the lesson's end. */
export const NO_SHOW_REPORT_HOURS = 24;
export const NO_SHOW_DETAILS_MAX = 1000;
export const NO_SHOW_STATUSES = ['open', 'refunded', 'dismissed'] as const;
export type NoShowStatus = (typeof NO_SHOW_STATUSES)[number];

export const joinMessages = {
  notAuthorized: 'You are not authorized to join this lesson.',
  notFound: 'Lesson not found.',
  failed: 'Failed to join lesson. Please try again.',
  /** Before the join window (JOIN-02): when Join becomes usable, in the viewer's zone. */
  opensAt: (time: string, zone: string) => `Opens at ${time} (${zone})`,
  opensOn: (day: string, time: string, zone: string) => `Opens ${day} at ${time} (${zone})`,
} as const;

export const confirmLessonMessages = {
  onlyPending: 'Only a lesson that is waiting for payment can be confirmed.',
  alreadyPaid: 'This lesson has already been paid. The confirmation is on its way.',
  failed: 'Failed to confirm the lesson. Please try again.',
  paymentUnavailable: 'The payment service is not available right now. Please try again in a moment.',
} as const;

export const noShowMessages = {
  onlyStudent: "Only the lesson's student can report that the mentor did not show up.",
  notEnded: 'A no-show can be reported only after the lesson has ended.',
  tooLate: `A no-show can be reported only within ${NO_SHOW_REPORT_HOURS} hours after the end of the lesson.`,
  canceled: 'This lesson was cancelled, so there is nothing to report.',
  alreadyReported: 'You have already reported this lesson. Our team is looking into it.',
  reported: 'Thank you. We have received your report and will answer you by e-mail.',
  failed: 'Failed to send your report. Please try again.',
  reportNotFound: 'No-show report not found.',
  alreadyResolved: 'This report has already been resolved.',
  refundFailed: 'The refund could not be made right now, so the report is still open. Please try again.',
  refunded: (amount: string) => `${amount} has been refunded to the student.`,
  nothingToRefund: 'Nothing was left to refund; the report is marked as refunded.',
  creditReturned: 'The lesson was paid with a package credit: the credit is back with the student.',
  dismissed: 'The report has been dismissed.',
  decisionFailed: 'Failed to update the report. Please try again.',
} as const;

export const NO_SHOW_STATUS_LABELS = {
  open: 'Open',
  refunded: 'Refunded',
  dismissed: 'Dismissed',
} as const;
