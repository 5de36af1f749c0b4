/**
 * CHAT-09: the details pane's mentor. GET /api/mentors/{id}/ (the mentors feature's call); on failure the
 * mentor from any cached mentor list or profile, else nothing (the pane shows its fallback texts). Its own
 * query key: the fallback must never stand in for the profile page's cached answer.
 */
import { useQuery } from '@tanstack/react-query';
import type { Mentor } from '@app/contract';
import { queryClient } from '../../../shared/api/query-client.ts';
import { fetchMentor, mentorKeys } from '../../mentors/index.ts';
import { findCachedMentor } from '../model/mentor-details.ts';

async function loadMentor(mentorId: number, signal: AbortSignal): Promise<Mentor | null> {
  try {
    return await fetchMentor(String(mentorId), signal);
  } catch {
    const cached = queryClient.getQueriesData(mentorKeys.all).map(([, data]) => data);
    return findCachedMentor(cached, mentorId);
  }
}

export function useMentorDetails(mentorId: number | null) {
  return useQuery({
    queryKey: ['messages', 'mentor', mentorId],
    queryFn: ({ signal }) => loadMentor(mentorId ?? 0, signal),
    enabled: mentorId !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
