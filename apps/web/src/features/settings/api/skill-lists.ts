/**
 * API-12..14: the instrument, style and language lists the Profile tab chooses from. They change rarely,
 * so one load serves the whole visit.
 */
import { queryOptions } from '@tanstack/react-query';
import type { LookupItem } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export type SkillListKind = 'skills' | 'styles' | 'languages';

export interface SkillLists {
  skills: LookupItem[];
  styles: LookupItem[];
  languages: LookupItem[];
}

const fetchList = (kind: SkillListKind, signal?: AbortSignal) =>
  apiRequest<LookupItem[]>(`/api/mentors/${kind}/`, { signal });

export async function fetchSkillLists(signal?: AbortSignal): Promise<SkillLists> {
  const [skills, styles, languages] = await Promise.all([
    fetchList('skills', signal),
    fetchList('styles', signal),
    fetchList('languages', signal),
  ]);
  return { skills, styles, languages };
}

export const skillListsQuery = queryOptions({
  queryKey: ['settings', 'skill-lists'] as const,
  queryFn: ({ signal }) => fetchSkillLists(signal),
  staleTime: Infinity,
});
