/**
 * The bookings module's public face: what other modules and the app may use. Everything else in this folder
 * is the module's own (eslint.config.js enforces it).
 */
export { RESCHEDULE_ANSWER_MS, slotQuery } from './availability.ts';
export { checkoutAgainModule } from './checkout-again-routes.ts';
export { checkoutLesson } from './checkout-repository.ts';
export type { CheckoutLesson } from './checkout-repository.ts';
export { bookingDeps } from './deps.ts';
export type { BookingDeps } from './deps.ts';
export { isParticipant, presentForViewer, roleIn } from './detail.ts';
export { hasCompletedLesson, teachingTotals } from './lessons-repository.ts';
export { lessonMailFor, mailLesson } from './lifecycle.ts';
export { DELETED_USER } from './presenter.ts';
export { lessonPriceCents, promoDiscountCents } from './pricing.ts';
export {
  bookableMentor,
  bookingPeople,
  findBooking,
  mentorsWithTrial,
  addRefunded,
  lockBooking,
  lockMentorCalendar,
  moveBooking,
  mentorSession,
  weeklyWindows,
} from './repository.ts';
export type { BookingRow, Person } from './repository.ts';
export { bookingsModule } from './routes.ts';
export { standingLessonCounts } from './insights-repository.ts';
export { clearPreparationAnswersOf, liveBookingIdsOf } from './account-deletion-repository.ts';
export { isApprovedMentorOrStudentOf } from './conversation-access-repository.ts';
export { calendarLessons, firstHeldLessonIn } from './calendar-repository.ts';
export { recurringTimeOffWindows } from './recurring-time-off-repository.ts';
export { lessonPeopleOf } from './support-repository.ts';
export {
  countMentorStudents,
  mentorStudents,
  nextLessonsOfStudents,
  pairLessons,
} from './students-repository.ts';
export type { PairLessonRow, StudentRow } from './students-repository.ts';
export { heldLessonsStartingBetween } from './figures-repository.ts';
export { cancelFutureLessonsOf } from './staff-cancel.ts';
export type { StaffCancelled } from './staff-cancel.ts';
export { lockBookingForRefund, recentLessonsOf, searchBookings } from './staff-repository.ts';
export type { BookingFilter, BookingSearchRow } from './staff-repository.ts';
export { cancelOnBehalf } from './cancel-on-behalf.ts';
export { bookingsWithPromo } from './promo-usage-repository.ts';
export type { PromoBookingRow } from './promo-usage-repository.ts';
