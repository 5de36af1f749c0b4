/**
 * Booking constants of the contract (bookings.ts), repeated here: any value import from that module pulls
 * its zod schemas into the chunk (ADR 2, ADR 7). texts.test.ts checks that both copies agree.
 */
export const TRIAL_SESSION_ID = -1;
export const TRIAL_MINUTES = 30;
export const BOOKING_HORIZON_DAYS = 90;
