/**
 * SAVED-01, SAVED-02: a page of the mentors the user saved, 10 a page, cached for 5 minutes. The browser's
 * copy of the list stands in when the server cannot be reached.
 */
import { queryOptions } from '@tanstack/react-query';
import { callQuery } from '../../../shared/api/query-keys.ts';
import { fromSavedView, readSavedCopy, SAVED_CACHE_MS, writeSavedCopy } from '../model/saved-store.ts';
import type { MentorPage } from '../model/types.ts';
import { fetchLikedMentors, SEARCH_PAGE_SIZE } from './mentors-api.ts';

async function loadSaved(page: number, signal: AbortSignal): Promise<MentorPage> {
  try {
    const answer = await fetchLikedMentors(page, signal);
    writeSavedCopy(answer.results);
    return answer;
  } catch (error) {
    // SAVED-02: the stored copy when the server fails.
    const stored = readSavedCopy();
    if (!stored || signal.aborted) throw error;
    const start = (page - 1) * SEARCH_PAGE_SIZE;
    return {
      count: stored.mentors.length,
      next: null,
      previous: null,
      results: stored.mentors.slice(start, start + SEARCH_PAGE_SIZE).map(fromSavedView),
    };
  }
}

/** One page of the saved list; the viewer is in the key (ADR 7). */
export function savedMentorsQuery(viewer: number, page: number) {
  const read = callQuery('mentors.liked', { query: { page, page_size: SEARCH_PAGE_SIZE } }, { viewer });
  return queryOptions({
    queryKey: read.queryKey,
    queryFn: ({ signal }) => loadSaved(page, signal),
    staleTime: SAVED_CACHE_MS,
  });
}
