/**
 * CHAT-09: the details pane's mentor. GET /api/mentors/{id}/ (the mentors feature's call); on failure the
 * mentor from any cached mentor list or profile, else null (the pane shows its fallback texts).
 */
import { queryOptions } from '@tanstack/react-query';
import type { Mentor } from '@app/contract';
import { queryClient } from '../../../shared/api/query-client.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';
import { fetchMentor, mentorAnswersFilter } from '../../mentors/index.ts';
import { findCachedMentor } from '../model/mentor-details.ts';

async function loadMentor(mentorId: number, signal: AbortSignal): Promise<Mentor | null> {
  try {
    return await fetchMentor(String(mentorId), signal);
  } catch {
    const cached = queryClient.getQueriesData(mentorAnswersFilter).map(([, data]) => data);
    return findCachedMentor(cached, mentorId);
  }
}

/**
 * Keyed under the call but without a viewer: the fallback must never stand in for the profile page's
 * cached answer (whose key has one), and the catalogue's refreshes leave it alone (mentorAnswersFilter).
 */
export function chatMentorQuery(mentorId: number) {
  return queryOptions({
    queryKey: queryKeyOf('mentors.profile', { params: { id: String(mentorId) } }),
    queryFn: ({ signal }) => loadMentor(mentorId, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
