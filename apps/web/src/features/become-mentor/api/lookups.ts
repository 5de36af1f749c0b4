/** The instrument, style and language lists of the About step (rule M2): {id, name} each. */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';
import type { LookupLists } from '../model/payload.ts';

const fetchList = (name: 'skills' | 'styles' | 'languages', signal?: AbortSignal) =>
  call(`mentors.${name}`, { signal });

export async function fetchLookupLists(signal?: AbortSignal): Promise<LookupLists> {
  const [skills, styles, languages] = await Promise.all([
    fetchList('skills', signal),
    fetchList('styles', signal),
    fetchList('languages', signal),
  ]);
  return { skills, styles, languages };
}

export const lookupListsQuery = queryOptions({
  // Three calls in one answer: keyed under the first call's name (ADR 36).
  queryKey: [...queryKeyOf('mentors.skills'), 'lists', 'become-mentor'] as const,
  queryFn: ({ signal }) => fetchLookupLists(signal),
  // The lists change only when staff edit them.
  staleTime: 60 * 60_000,
});
