/**
 * The instrument, style and language lists (SEARCH-17, CONST-19): cached for 24 hours, in the query cache
 * and in local storage, so a return visit within a day asks the server nothing.
 */
import { queryOptions } from '@tanstack/react-query';
import { readStored, storageKeys, writeStored } from '../../../shared/storage/storage.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';
import { fetchLookup } from './mentors-api.ts';
import type { NamedItem } from '../model/types.ts';

export const FILTER_LISTS_TTL_MS = 24 * 60 * 60_000;

export interface FilterLists {
  skills: NamedItem[];
  styles: NamedItem[];
  languages: NamedItem[];
}

interface StoredLists extends FilterLists {
  storedAt: number;
}

function readFresh(now = Date.now()): StoredLists | null {
  const stored = readStored<StoredLists>(storageKeys.filterLists);
  if (!stored || !Array.isArray(stored.skills) || !Array.isArray(stored.styles)) return null;
  if (!Array.isArray(stored.languages) || now - stored.storedAt >= FILTER_LISTS_TTL_MS) return null;
  return stored;
}

export async function loadFilterLists(signal?: AbortSignal): Promise<FilterLists> {
  const fresh = readFresh();
  if (fresh) return { skills: fresh.skills, styles: fresh.styles, languages: fresh.languages };
  const [skills, styles, languages] = await Promise.all([
    fetchLookup('skills', signal),
    fetchLookup('styles', signal),
    fetchLookup('languages', signal),
  ]);
  writeStored(storageKeys.filterLists, { storedAt: Date.now(), skills, styles, languages });
  return { skills, styles, languages };
}

export const filterListsQuery = queryOptions({
  // Three calls in one answer: keyed under the first call's name (ADR 36).
  queryKey: [...queryKeyOf('mentors.skills'), 'lists', 'filters'] as const,
  queryFn: ({ signal }) => loadFilterLists(signal),
  staleTime: FILTER_LISTS_TTL_MS,
  gcTime: FILTER_LISTS_TTL_MS,
});
