/** GET /api/mentors/available-times/ (BOOK-09): one call for the whole visible week. */
import { apiRequest } from '../../../shared/api/client.ts';
import type { AvailableTimesResponse } from '../model/types.ts';

export interface AvailableTimesParams {
  mentorId: number;
  /** For a trial, the mentor's 30-minute session. */
  sessionId: number;
  freeTrial: boolean;
  startDate: string;
  endDate: string;
}

export const availableTimesKey = (p: AvailableTimesParams) =>
  ['booking', 'available-times', p.mentorId, p.sessionId, p.freeTrial, p.startDate, p.endDate] as const;

export function fetchAvailableTimes(p: AvailableTimesParams, signal?: AbortSignal) {
  return apiRequest<AvailableTimesResponse>('/api/mentors/available-times/', {
    query: {
      mentor_id: p.mentorId,
      session_id: p.sessionId,
      start_date: p.startDate,
      end_date: p.endDate,
      free_trial: p.freeTrial ? 'true' : undefined,
    },
    signal,
  });
}
