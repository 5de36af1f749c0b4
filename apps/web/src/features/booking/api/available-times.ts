/** GET /api/mentors/available-times/ (BOOK-09): one call for the whole visible week. */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

export interface AvailableTimesParams {
  mentorId: number;
  /** For a trial, the mentor's 30-minute session. */
  sessionId: number;
  freeTrial: boolean;
  startDate: string;
  endDate: string;
}

const availableTimesQuery = (p: AvailableTimesParams) => ({
  mentor_id: p.mentorId,
  session_id: p.sessionId,
  start_date: p.startDate,
  end_date: p.endDate,
  free_trial: p.freeTrial ? ('true' as const) : undefined,
});

export const availableTimesKey = (p: AvailableTimesParams) =>
  queryKeyOf('bookings.availableTimes', { query: availableTimesQuery(p) });

export function fetchAvailableTimes(p: AvailableTimesParams, signal?: AbortSignal) {
  return call('bookings.availableTimes', { query: availableTimesQuery(p), signal });
}

export const availableTimesQueryOptions = (p: AvailableTimesParams) =>
  queryOptions({ queryKey: availableTimesKey(p), queryFn: ({ signal }) => fetchAvailableTimes(p, signal) });
