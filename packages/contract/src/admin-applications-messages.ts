/**
 * Texts of the staff queue of mentor applications (M1), without zod: the web app's lazy staff chunk
 * imports them, and the server sends the same sentences.
 */

/** A rejection reason, counted after trimming. */
export const APPLICATION_REJECTION_REASON_MAX = 1000;

export const applicationMessages = {
  notFound: 'Application not found.',
  alreadyApproved: 'This application has already been approved.',
  alreadyRejected: 'This application has already been rejected.',
  reasonRequired: 'Please give the applicant a reason.',
  reasonTooLong: `Please keep the reason under ${APPLICATION_REJECTION_REASON_MAX} characters.`,
  approved: (name: string) => `${name} is approved and now listed. We have told them by e-mail.`,
  rejected: (name: string) => `${name}'s application is rejected. We have sent them the reason by e-mail.`,
  loadFailed: 'Failed to load the applications. Please try again.',
  decisionFailed: 'Failed to update the application. Please try again.',
} as const;
