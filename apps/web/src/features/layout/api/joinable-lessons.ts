/**
 * NAV-11 (JOIN-05): the signed-in user's paid, free-trial and live lessons for the navbar's join control,
 * read again every minute and when the tab regains focus. Failures are not retried: the control stays quiet.
 */
import { queryOptions } from '@tanstack/react-query';
import { callQuery } from '../../../shared/api/query-keys.ts';

const JOINABLE = 'paid,free_trial,in_progress';

/** A lessons list, so a change on My Lessons (which refreshes every list) refreshes the control too. */
export const joinableLessonsQuery = () =>
  queryOptions({
    // A poll: an ended session must not wipe the browser's data or leave the page (the login form's
    // remembered e-mail, a visitor reading a public page).
    ...callQuery('bookings.list', { query: { status: JOINABLE } }, { background: true }),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
    retry: false,
  });
