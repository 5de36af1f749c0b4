/**
 * The contract's booking texts (bookingMessages) that the booking screens show, repeated here: the
 * contract's messages module lives in the first page's bundle, and importing more of it from these lazy
 * chunks would move those texts there too (ADR 2, ADR 10). texts.test.ts checks that both copies agree.
 */
export const bookingTexts = {
  couldNotDetermineSkill: 'Could not determine the skill for this booking.',
  missingBookingInfo: 'Missing required booking information',
  noTrialSession: 'No regular 30-minute session found for trial',
  bookingFailed: 'Failed to make booking. Please try again.',
  noSlotsForDate: 'No available time slots for this date. Please select another date.',
  loadBookingFailed: 'Failed to load booking details. Please try again.',
  bookingNotFound: 'Booking not found.',
  paymentSuccessful: 'Payment successful',
  lessonBooked: 'Your lesson is booked',
  completePayment: 'Complete your payment',
  paymentNotCompleted: 'Payment not completed',
  browseLessons: 'Browse available lessons',
  checkoutExpired: 'This checkout has expired. Please book the lesson again.',
} as const;
