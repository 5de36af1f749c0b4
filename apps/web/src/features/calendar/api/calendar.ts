/** The calendar calls (CAL-08, CAL-09, CAL-12). Every calendar window shares one key prefix (CAL-13). */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

export type RangeKind = 'time-off' | 'extra-time';

export const calendarKey = queryKeyOf('calendar.read');
export const calendarWindowKey = (start: string, end: string) =>
  queryKeyOf('calendar.read', { query: { start_date: start, end_date: end } });

export function fetchCalendar(startDate: string, endDate: string, signal?: AbortSignal) {
  return call('calendar.read', { query: { start_date: startDate, end_date: endDate }, signal });
}

export function addRange(kind: RangeKind, range: { start: string; end: string }) {
  return call(kind === 'time-off' ? 'calendar.addTimeOff' : 'calendar.addExtraTime', { body: range });
}

/** Issue 22 item 1: an edge moved on the grid; the server refuses an inverted or overlapping range. */
export function updateRange(kind: RangeKind, id: number, range: { start: string; end: string }) {
  return call(kind === 'time-off' ? 'calendar.updateTimeOff' : 'calendar.updateExtraTime', {
    params: { id },
    body: range,
  });
}

export function removeRange(kind: RangeKind, id: number) {
  return call(kind === 'time-off' ? 'calendar.removeTimeOff' : 'calendar.removeExtraTime', {
    params: { id },
  });
}

export const calendarWindowQuery = (start: string, end: string) =>
  queryOptions({
    queryKey: calendarWindowKey(start, end),
    queryFn: ({ signal }) => fetchCalendar(start, end, signal),
  });
