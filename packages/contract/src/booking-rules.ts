/**
 * Each mentor's own booking rules (issue 22 item 4), zod-free for the web's settings chunk: the ranges,
 * the platform's defaults and the exact texts. The schema is in settings.ts.
 */
import { BOOKING_HORIZON_DAYS, MIN_NOTICE_MINUTES } from './booking-constants.ts';

export const BOOKING_RULE_LIMITS = {
  min_notice_hours: { min: 0, max: 72 },
  horizon_days: { min: 14, max: 365 },
  buffer_minutes: { min: 0, max: 60 },
  max_lessons_per_day: { min: 1, max: 24 },
} as const;
export type BookingRuleName = keyof typeof BOOKING_RULE_LIMITS;

/** The longest horizon a mentor may choose: the booking dialog's calendar reaches this far. */
export const MAX_BOOKING_HORIZON_DAYS = BOOKING_RULE_LIMITS.horizon_days.max;

/** What a mentor who never chose has: the platform's former fixed rules; no buffer, no day limit. */
export const DEFAULT_BOOKING_RULE_VALUES = {
  min_notice_hours: MIN_NOTICE_MINUTES / 60,
  horizon_days: BOOKING_HORIZON_DAYS,
  buffer_minutes: 0,
  max_lessons_per_day: null,
} as const;

export const bookingRuleMessages = {
  heading: 'Booking rules',
  description:
    'How far ahead and how late students can book you, the free time you keep around lessons and how many lessons you teach in a day.',
  minNoticeLabel: 'Minimum notice (hours)',
  horizonLabel: 'Booking horizon (days)',
  bufferLabel: 'Buffer before and after lessons (minutes)',
  maxPerDayLabel: 'Most lessons per day',
  maxPerDayHint: 'Leave empty for no limit.',
  save: 'Save booking rules',
  saved: 'Booking rules saved.',
  failed: 'Could not save the booking rules.',
  loadFailed: 'Could not load the booking rules. Please reload the page.',
  range: (min: number, max: number) => `Enter a whole number from ${min} to ${max}.`,
  dayLimitReached: 'The mentor has reached their most lessons for that day.',
} as const;
