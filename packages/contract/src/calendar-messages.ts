/**
 * Calendar constants and texts (CAL-01..14, rules M6, S3), without zod: the web app's lazy calendar chunk
 * imports them, and the server answers with the same sentences.
 */

/** The longest window one calendar call may ask for: a month view with a week either side fits. */
export const CALENDAR_MAX_DAYS = 45;
/** Time off may cover a long holiday, but not block a mentor "forever" by mistake. */
export const TIME_OFF_MAX_DAYS = 90;
/** Extra availability is a one-off addition to a day; longer stretches belong in the weekly hours. */
export const EXTRA_TIME_MAX_HOURS = 24;
/** Nothing further ahead than a year can be planned (the booking horizon is 90 days). */
export const CALENDAR_PLAN_AHEAD_DAYS = 365;

export const CALENDAR_ITEM_TYPES = ['available_time', 'time_off', 'extra_time', 'booking'] as const;
export type CalendarItemType = (typeof CALENDAR_ITEM_TYPES)[number];

export const calendarMessages = {
  // CAL-14, word for word.
  loadFailed: 'Failed to load calendar data. Please try again later.',
  addTimeOffFailed: 'Failed to add time off. Please try again.',
  addExtraTimeFailed: 'Failed to add extra time. Please try again.',
  cancelTimeOffFailed: 'Failed to cancel time off. Please try again.',
  cancelExtraTimeFailed: 'Failed to cancel extra availability. Please try again.',
  // CAL-10
  bothDatesAndTimes: 'Please select both dates and times',
  // Server answers (S3 and input rules).
  onlyMentors: 'Only mentors can change their calendar.',
  sameStartEnd: 'The end must be after the start.',
  inThePast: 'The start must not be in the past.',
  tooFarAhead: `You can plan at most ${CALENDAR_PLAN_AHEAD_DAYS} days ahead.`,
  timeOffTooLong: `Time off can last at most ${TIME_OFF_MAX_DAYS} days.`,
  extraTimeTooLong: `Extra availability can last at most ${EXTRA_TIME_MAX_HOURS} hours.`,
  windowTooLong: `Ask for at most ${CALENDAR_MAX_DAYS} days at a time.`,
  endBeforeStart: 'The end date must not be before the start date.',
  timeOffNotFound: 'Time off not found.',
  extraTimeNotFound: 'Extra availability not found.',
} as const;

/** S3: time off over a lesson is refused, naming it (its id and start in UTC). */
export function timeOffOverlapsLesson(bookingId: number, startUtc: string): string {
  return `This time off overlaps lesson #${bookingId} at ${startUtc}. Cancel or move that lesson first.`;
}

/** Issue 22 item 1: a range may not overlap another of the same kind (its start and end in UTC). */
export function rangeOverlapsRange(
  kind: 'time off' | 'extra availability',
  start: string,
  end: string,
): string {
  return `This overlaps your ${kind} from ${start} to ${end}. Change or remove that one instead.`;
}

/** Issue 22 item 2: the calendar subscription address on Settings > Account. */
export const calendarFeedMessages = {
  heading: 'Calendar subscription',
  description:
    'Subscribe to this private address in Google Calendar, Apple Calendar or Outlook to see your lessons there. Anyone with the address can see your lessons, so keep it to yourself.',
  addressLabel: 'Your private calendar address',
  copy: 'Copy address',
  copied: 'Copied!',
  copyFailed: 'Copy failed: select the address and copy it.',
  rotate: 'Get a new address',
  rotateConfirm: 'The current address stops working at once, in every calendar that uses it. Get a new one?',
  rotateYes: 'Yes, get a new address',
  rotateNo: 'Keep the current address',
  rotated: 'New address ready. Subscribe to it again in your calendar apps.',
  loadFailed: 'Could not load your calendar address. Please reload the page.',
  rotateFailed: 'Could not make a new address. Please try again.',
} as const;
