/**
 * Texts of the staff user's page (issue 21 item 2, ADR 75), without zod: the web app's lazy staff chunk
 * imports them and the server sends the same sentences.
 */

/** How many rows each list of the user's page shows, newest first. */
export const PERSON_ACTIVITY_LIMIT = 20;

export const peopleMessages = {
  notAMentor: 'This account has no mentor profile.',
  notListed: 'Only an approved mentor can be hidden or shown.',
  alreadyHidden: 'This mentor is already hidden.',
  notHidden: 'This mentor is not hidden.',
  suspendedStaysHidden: 'This account is suspended: reinstate it to list the mentor again.',
  nothingToChange: 'Change at least one field.',
  profileSaved: (name: string) => `${name}'s profile is saved.`,
  hidden: (name: string) => `${name} is hidden from search and booking. Existing lessons stay as they are.`,
  shown: (name: string) => `${name} is listed again.`,
  activityFailed: 'Failed to load the account’s activity. Please try again.',
} as const;
