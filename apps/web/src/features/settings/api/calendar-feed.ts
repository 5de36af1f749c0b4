/** Issue 22 item 2: the caller's private calendar subscription address, and a new one. */
import { call } from '../../../shared/api/call.ts';
import { callQuery } from '../../../shared/api/query-keys.ts';

export const calendarFeedQuery = callQuery('calendar.feedAddress', {});

export function rotateCalendarFeed() {
  return call('calendar.rotateFeed', {});
}
