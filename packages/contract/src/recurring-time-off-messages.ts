/**
 * Recurring time off (issue 22 item 1, ADR 77), zod-free for the web's calendar chunk: the limits, the
 * weekday names and the exact texts. The schemas are in recurring-time-off.ts.
 */

/** Enough for a weekly routine (school run, rehearsals...); more is a sign of weekly hours set wrong. */
export const RECURRING_TIME_OFF_MAX = 20;
/** The end date may be at most this far ahead (as dated time off, CALENDAR_PLAN_AHEAD_DAYS). */
export const RECURRING_TIME_OFF_UNTIL_MAX_DAYS = 365;
/** Weekday 0 = Monday, as the weekly hours. */
export const RECURRING_WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
/** HH:MM on a 24-hour clock; 24:00 only as an end (the end of the day). */
export const RECURRING_TIME_PATTERN = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;

export const recurringTimeOffMessages = {
  heading: 'Recurring time off',
  description: 'Time off that comes back every week, in your time zone. Students cannot book these hours.',
  weekdayLabel: 'Every',
  startLabel: 'From',
  endLabel: 'To',
  untilLabel: 'Until (optional)',
  untilHint: 'The last date it applies; leave empty to keep it.',
  add: 'Add recurring time off',
  added: 'Recurring time off added.',
  remove: 'Remove',
  none: 'No recurring time off yet.',
  loadFailed: 'Could not load your recurring time off. Please reload the page.',
  addFailed: 'Could not add the recurring time off. Please try again.',
  removeFailed: 'Could not remove the recurring time off. Please try again.',
  inYourZone: (zone: string) => `Times in your time zone (${zone}).`,
  // Server answers.
  badTime: 'Enter a time as HH:MM (00:00 to 24:00).',
  badWeekday: 'Choose a weekday.',
  endNotAfterStart: 'The end must be after the start.',
  untilInPast: 'The end date must not be in the past.',
  untilTooFar: `The end date can be at most ${RECURRING_TIME_OFF_UNTIL_MAX_DAYS} days ahead.`,
  overlaps: (weekday: string, from: string, to: string) =>
    `This overlaps your recurring time off on ${weekday}s, ${from} to ${to}.`,
  tooMany: `You can have at most ${RECURRING_TIME_OFF_MAX} recurring time off.`,
  notFound: 'Recurring time off not found.',
  /** The calendar's dialog for one occurrence: it is removed as a whole, from the form. */
  occurrenceNote: 'This time off repeats every week. Remove it under "Recurring time off".',
} as const;

/** "HH:MM" of minutes after midnight (1440 is "24:00"). */
export function minutesToClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Minutes after midnight of "HH:MM" (already checked against RECURRING_TIME_PATTERN). */
export function clockToMinutes(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}
