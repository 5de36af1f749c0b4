/**
 * Texts of the staff back office (issue 21), without zod: the web app's lazy staff chunk imports them and the
 * server sends the same sentences.
 */

/** People found by one search, newest account first. */
export const PEOPLE_SEARCH_LIMIT = 50;

export const backOfficeMessages = {
  searchTooLong: 'Please keep the search under 254 characters.',
  personNotFound: 'Account not found.',
  cannotSuspendSelf: 'You cannot suspend your own account.',
  cannotSuspendStaff: 'Staff accounts cannot be suspended here.',
  alreadySuspended: 'This account is already suspended.',
  notSuspended: 'This account is not suspended.',
  suspended: (name: string, lessons: number) =>
    lessons === 0
      ? `${name} is suspended and signed out everywhere.`
      : `${name} is suspended and signed out everywhere; ${lessons} future ${lessons === 1 ? 'lesson was' : 'lessons were'} cancelled and refunded in full.`,
  reinstated: (name: string) => `${name} is reinstated and can sign in again.`,
  peopleFailed: 'Failed to load the accounts. Please try again.',
  personFailed: 'Failed to load the account. Please try again.',
} as const;

/** Bookings found by one search, latest start first. */
export const BOOKINGS_SEARCH_LIMIT = 50;

export const moneyMessages = {
  bookingNotFound: 'Booking not found.',
  freeTrial: 'A free trial was not paid for: there is nothing to refund.',
  notPaid: 'This booking has no payment to refund.',
  nothingLeft: 'This booking has been refunded in full already.',
  tooMuch: (left: string) => `At most ${left} remains refundable.`,
  refundUnderWay: 'Another refund of this booking is under way. Please try again in a moment.',
  amountInvalid: 'Enter the amount in cents, a whole number of 1 or more.',
  refunded: (amount: string, reference: string) =>
    `${amount} of ${reference} is refunded; the student is told by e-mail.`,
  bookingsFailed: 'Failed to load the bookings. Please try again.',
  bookingFailed: 'Failed to load the booking. Please try again.',
  refundFailed: 'Failed to refund. Please try again.',
} as const;
