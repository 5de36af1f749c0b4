/**
 * Booking constants (rules S1-S3, B1-B4), in a module of their own without zod: the web app's lazy
 * booking chunks import them without pulling in the schemas.
 */
export const SLOT_GRID_MINUTES = 30;
export const MIN_NOTICE_MINUTES = 120;
export const BOOKING_HORIZON_DAYS = 90;
/** The longest window one available-times call may ask for (a 31-day month). */
export const AVAILABLE_TIMES_MAX_DAYS = 31;
export const CHECKOUT_MINUTES = 30;
export const TRIAL_MINUTES = 30;
/** BOOK-05: the synthetic free-trial session option. */
export const TRIAL_SESSION_ID = -1;
export const JOIN_OPENS_MINUTES_BEFORE = 15;
export const JOIN_CLOSES_MINUTES_AFTER = 10;
export const CURRENCY = 'eur';

/**
 * B1 as the viewer meets it: the free trial is offered when the mentor offers one and the viewer has not
 * had theirs with this mentor. The card, the profile and the booking dialog all ask this one question.
 */
export function trialOfferedTo(mentor: { offer_trial: boolean; trial_used: boolean }): boolean {
  return mentor.offer_trial && !mentor.trial_used;
}

export const BOOKING_STATUSES = [
  'pending',
  'paid',
  'free_trial',
  'in_progress',
  'completed',
  'canceled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
