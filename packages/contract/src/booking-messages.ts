/**
 * The booking texts, in a module of their own: only the lazily loaded booking screens import them, so they
 * stay out of the first page's bundle (messages.ts is in it).
 */
/** Booking, checkout and result-page texts (BOOK-*, ERR-27..33, ERR-106..109) and the server's refusals. */
export const bookingMessages = {
  couldNotDetermineSkill: 'Could not determine the skill for this booking.',
  missingBookingInfo: 'Missing required booking information',
  noTrialSession: 'No regular 30-minute session found for trial',
  bookingFailed: 'Failed to make booking. Please try again.',
  noSlotsForDate: 'No available time slots for this date. Please select another date.',
  /** ADR 49: the picker says which zone its times are in ("New York time, GMT-5"). */
  timesShownIn: (zone: string) => `Times are shown in ${zone}. You can change the zone in Settings.`,
  loadBookingFailed: 'Failed to load booking details. Please try again.',
  bookingNotFound: 'Booking not found.',
  paymentSuccessful: 'Payment successful',
  lessonBooked: 'Your lesson is booked',
  completePayment: 'Complete your payment',
  paymentNotCompleted: 'Payment not completed',
  browseLessons: 'Browse available lessons',
  // The checkout's way out (decision 0047): give the held time back, or give it back and choose another.
  giveUpSlot: 'Give up this time',
  pickAnotherTime: 'Pick another time',
  giveUpFailed: 'The time could not be given up. Please try again.',
  // The server's refusals (rules S1-S2, B1, B8), each a complete sentence.
  slotTaken: 'This time slot is no longer available. Please choose another time.',
  slotInPast: 'This time slot is in the past or too soon. Please choose a later time.',
  slotNotOffered: 'The mentor is not available at this time. Please choose one of the times offered.',
  lengthMismatch: 'The start and end times do not match the length of the chosen session.',
  sessionNotFound: 'This session is not offered by this mentor.',
  skillNotOffered: 'This mentor does not teach the chosen instrument.',
  noTrialOffered: 'This mentor does not offer a free trial.',
  trialTwice: 'You have already had a free trial with this mentor.',
  bookSelf: 'You cannot book a lesson with yourself.',
  mentorNotBookable: 'This mentor is not available for booking.',
  promoUnknown: 'This promo code is not valid.',
  promoExpired: 'This promo code has expired.',
  promoUsedUp: 'This promo code has been fully redeemed.',
  promoNotForTrial: 'Promo codes cannot be used for a free trial.',
  checkoutExpired: 'This checkout has expired. Please book the lesson again.',
  cardDeclined: 'Your card was declined. Please use another card.',
  cardInvalid: 'Please enter a valid card number.',
  // Lesson preparation (L2).
  preparationOnlyStudent: 'Only the student can answer the preparation questions.',
  preparationLessonOver:
    'This lesson has been cancelled or completed, so its preparation can no longer be changed.',
  // Cancellation (B6).
  cancelNotAllowed: 'This lesson can no longer be cancelled.',
  cancelAlreadyCanceled: 'This lesson has already been cancelled.',
  cancelRefundFailed:
    'The refund could not be made right now, so the lesson was not cancelled. Please try again.',
  cancelledNoRefund: 'The lesson has been cancelled.',
  cancelledWithRefund: (amount: string) => `The lesson has been cancelled and ${amount} will be refunded.`,
  // Rescheduling (B7, RESCHED-04/08/09): the modal's texts and the server's refusals.
  selectTimeSlot: 'Please select a time slot',
  rescheduleTimesFailed: 'Failed to load available times. Please try again.',
  rescheduleFailed: 'Failed to reschedule booking. Please try again.',
  rescheduleAnswerFailed: 'Failed to answer the reschedule request. Please try again.',
  rescheduleRequested: 'Your request for a new time has been sent to your mentor.',
  rescheduleAccepted: 'The lesson has been moved to the new time.',
  rescheduleDeclined: 'The request has been declined; the lesson stays at its time.',
  rescheduleRequestedFor: (when: string) => `Reschedule requested: ${when}`,
  rescheduleWaiting: 'Waiting for your mentor to accept the new time.',
  rescheduleNoTimes: 'No free times in these 7 days. Please look at the next 7 days.',
  rescheduleExplained:
    'Your mentor is asked to accept the new time. Until then the lesson stays at its current time.',
  rescheduleOnlyStudent: "Only the lesson's student can ask for a new time.",
  rescheduleOnlyMentor: "Only the lesson's mentor can answer a request for a new time.",
  rescheduleNotAllowed:
    'This lesson can no longer be rescheduled: a paid or free-trial lesson can be moved up to 24 hours before it starts.',
  rescheduleAlreadyOpen: 'A request for a new time is already waiting for the mentor.',
  rescheduleSameTime: 'The lesson is already at this time. Please choose another time.',
  rescheduleNoOpenRequest: 'There is no open request for a new time for this lesson.',
  // Withdrawing a request while it waits (issue 17): the student's words and the server's refusals.
  rescheduleOnlyRequester: 'Only the student who asked for the new time can withdraw the request.',
  rescheduleNothingToWithdraw:
    'There is no waiting request for a new time to withdraw; the mentor may have answered it.',
  rescheduleWithdraw: 'Withdraw request',
  rescheduleWithdrawing: 'Withdrawing...',
  rescheduleWithdrawn: 'Your request for a new time has been withdrawn; the lesson stays at its time.',
  rescheduleWithdrawFailed: 'Failed to withdraw the request. Please try again.',
  /** RESCHED-04's words, kept whole, beside the disabled Confirm until a time is chosen. */
  rescheduleChooseFirst:
    'Please select a time slot above; Confirm new time is ready once you have chosen one.',
} as const;
