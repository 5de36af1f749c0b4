/**
 * Texts of the staff's cancellation on behalf of either side and of the payouts list with retry (issue 21
 * item 3, ADR 74), without zod: the web app's lazy staff chunk imports them and the server sends the same
 * sentences.
 */

/** The sides staff may cancel a lesson for; each side's own refund policy applies (rule B6). */
export const ON_BEHALF_SIDES = ['student', 'mentor'] as const;
export type OnBehalfSide = (typeof ON_BEHALF_SIDES)[number];

export const cancelOnBehalfMessages = {
  sideInvalid: 'Choose whether the student or the mentor cancels.',
  alreadyCancelled: (reference: string) => `${reference} is already cancelled.`,
  startedOrOver: (reference: string) =>
    `${reference} has started or is over, so it can no longer be cancelled. Refund it instead if needed.`,
  mentorCannotCancelUnpaid: (reference: string) =>
    `${reference} is not paid yet: only the student's side can cancel it.`,
  changedMeanwhile: (reference: string) =>
    `${reference} was cancelled or changed by someone else at the same moment. Reload the booking.`,
  refundFailed:
    'The payment provider did not take the refund, so nothing was cancelled. Please try again in a moment.',
  cancelled: (reference: string, side: OnBehalfSide, refund: string | null) =>
    `${reference} is cancelled on behalf of the ${side}` +
    (refund ? `; ${refund} goes back to the student.` : '; there was nothing to refund.') +
    ' Both are told by e-mail.',
  cancelFailed: 'Failed to cancel. Please try again.',
} as const;

/** Payouts found by one search, newest first. */
export const PAYOUTS_SEARCH_LIMIT = 50;

export const staffPayoutMessages = {
  payoutNotFound: 'Payout not found.',
  notFailed: 'Only a failed payout can be retried.',
  retryUnderWay: 'This payout is being retried already.',
  retried: (amount: string) => `The payout of ${amount} went through.`,
  failedAgain: (reason: string) => `The payout failed again: ${reason}`,
  payoutsFailed: 'Failed to load the payouts. Please try again.',
  retryFailed: 'Failed to retry the payout. Please try again.',
} as const;
