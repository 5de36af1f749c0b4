/**
 * Busy times in from a mentor's other calendars (issue 22 item 3): limits and texts, without zod (the web's
 * settings chunk reads them and the server answers with the same sentences).
 */

/** How often the server reads each feed again. */
export const EXTERNAL_CALENDAR_SYNC_MINUTES = 15;
/** A mentor has a few calendars elsewhere, not dozens; each one is fetched every 15 minutes. */
export const EXTERNAL_CALENDARS_MAX = 10;
export const EXTERNAL_CALENDAR_URL_MAX = 2000;

export const externalCalendarMessages = {
  notAnAddress: 'Enter the calendar’s full address, starting with https://.',
  httpsOnly: 'The calendar address must start with https://.',
  tooLong: `The address can be at most ${EXTERNAL_CALENDAR_URL_MAX} characters.`,
  tooMany: `You can add at most ${EXTERNAL_CALENDARS_MAX} calendars.`,
  notFound: 'Calendar not found.',
  // Sync errors, kept on the feed and shown to the mentor (the last good busy times stay in use).
  privateAddress: 'The calendar address points to a private network, which is not allowed.',
  tooLarge: 'The calendar is larger than 5 MB.',
  tooSlow: 'The calendar did not answer within 10 seconds.',
  tooManyRedirects: 'The calendar address redirected more than 3 times.',
  notICalendar: 'The address did not answer with an iCalendar (.ics) calendar.',
  unreachable: 'The calendar could not be reached.',
  httpStatus: (status: number) => `The calendar address answered with HTTP ${status}.`,
  // The section on Settings > Availability.
  heading: 'Your other calendars',
  description:
    'Add the secret iCalendar (.ics) address of a calendar you keep elsewhere (Google and Outlook both give one). We read it every 15 minutes, and its busy times are not offered to students.',
  urlLabel: 'Calendar address (.ics)',
  add: 'Add calendar',
  adding: 'Adding...',
  added: 'Calendar added.',
  addFailed: 'Failed to add the calendar. Please try again.',
  remove: 'Remove',
  removeLabel: (url: string) => `Remove calendar ${url}`,
  removed: 'Calendar removed.',
  removeFailed: 'Failed to remove the calendar. Please try again.',
  loadFailed: 'Failed to load your other calendars. Please try again later.',
  none: 'No other calendars yet.',
  neverSynced: 'Not read yet.',
  lastSynced: (when: string) => `Last read ${when}.`,
  syncError: (error: string) =>
    `Last try failed: ${error} The busy times from the last good read are still used.`,
} as const;
