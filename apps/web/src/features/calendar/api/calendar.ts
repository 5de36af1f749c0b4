/** The calendar calls (CAL-08, CAL-09, CAL-12). Every calendar window shares one key prefix (CAL-13). */
import type { CalendarRange, CalendarResponse } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export type RangeKind = 'time-off' | 'extra-time';

export const calendarKey = ['calendar'] as const;
export const calendarWindowKey = (start: string, end: string) => [...calendarKey, start, end] as const;

export function fetchCalendar(startDate: string, endDate: string, signal?: AbortSignal) {
  return apiRequest<CalendarResponse>('/api/lessons/calendar/', {
    query: { start_date: startDate, end_date: endDate },
    signal,
  });
}

export function addRange(kind: RangeKind, range: { start: string; end: string }) {
  return apiRequest<CalendarRange>(`/api/lessons/${kind}/`, { method: 'POST', body: range });
}

export function removeRange(kind: RangeKind, id: number) {
  return apiRequest<null>(`/api/lessons/${kind}/${id}/`, { method: 'DELETE' });
}
