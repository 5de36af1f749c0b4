/** Issue 22 item 3: the mentor's other calendars, read for busy times, on the Availability tab. */
import type { ExternalCalendarRequest } from '@app/contract';
import { call } from '../../../shared/api/call.ts';
import { callQuery } from '../../../shared/api/query-keys.ts';

export const externalCalendarsQuery = callQuery('calendar.externalCalendars', {});

export function addExternalCalendar(body: ExternalCalendarRequest) {
  return call('calendar.addExternalCalendar', { body });
}

export function removeExternalCalendar(id: number) {
  return call('calendar.removeExternalCalendar', { params: { id } });
}
