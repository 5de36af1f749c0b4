/**
 * API-12..14: the instrument, style and language lists the Profile tab chooses from. They change rarely,
 * so one load serves the whole visit.
 */
import { queryOptions } from '@tanstack/react-query';
import type { LookupItem } from '@app/contract';
import { call } from '../../../shared/api/call.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

export type SkillListKind = 'skills' | 'styles' | 'languages';

export interface SkillLists {
  skills: LookupItem[];
  styles: LookupItem[];
  languages: LookupItem[];
}

const fetchList = (kind: SkillListKind, signal?: AbortSignal) => call(`mentors.${kind}`, { signal });

export async function fetchSkillLists(signal?: AbortSignal): Promise<SkillLists> {
  const [skills, styles, languages] = await Promise.all([
    fetchList('skills', signal),
    fetchList('styles', signal),
    fetchList('languages', signal),
  ]);
  return { skills, styles, languages };
}

export const skillListsQuery = queryOptions({
  // Three calls in one answer: keyed under the first call's name (ADR 36).
  queryKey: [...queryKeyOf('mentors.skills'), 'lists', 'settings'] as const,
  queryFn: ({ signal }) => fetchSkillLists(signal),
  staleTime: Infinity,
});
