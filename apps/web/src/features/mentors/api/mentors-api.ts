/** Calls of the mentor catalogue (API-11..18). */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { callQuery, callsFilter, mentorDetailQuery, type KeyPart } from '../../../shared/api/query-keys.ts';
import { readStored, storageKeys, writeStored } from '../../../shared/storage/storage.ts';
import type { MentorSearchAnswer } from '../model/types.ts';

export const SEARCH_PAGE_SIZE = 10;

const catalogueCalls = callsFilter('mentors.list', 'mentors.profile', 'mentors.liked');

/**
 * Every cached answer of the catalogue, for every viewer: the search, a profile, the saved list (not the
 * filter lists). The chat's details pane reads profiles without a viewer in the key (its answer may be a
 * stand-in from a list), so neither a refresh after a save nor the pane's own fallback reaches it.
 */
export const mentorAnswersFilter = {
  predicate: (query: { queryKey: readonly unknown[] }) =>
    catalogueCalls.predicate(query) && (query.queryKey[1] as KeyPart | undefined)?.viewer !== undefined,
};

/** SEARCH-19: the last search answer in the browser, with the filters it answered. */
interface StoredSearch {
  key: string;
  answer: MentorSearchAnswer;
}

/**
 * One page of the search (the viewer is in the key: `saved` is theirs). Each answer is also kept in the
 * browser, so a return visit with the same filters shows it at once (storedSearchAnswer).
 */
export function mentorSearchQuery(viewer: number, query: Record<string, string>) {
  const read = callQuery('mentors.list', { query: { page_size: SEARCH_PAGE_SIZE, ...query } }, { viewer });
  return queryOptions({
    queryKey: read.queryKey,
    queryFn: async ({ signal }) => {
      const answer = await searchMentors(query, signal);
      writeStored(storageKeys.mentorsList, { key: JSON.stringify(query), answer } satisfies StoredSearch);
      return answer;
    },
  });
}

/** The answer kept by the last search, if it was for these filters. */
export function storedSearchAnswer(query: Record<string, string>): MentorSearchAnswer | undefined {
  const stored = readStored<StoredSearch>(storageKeys.mentorsList);
  return stored?.key === JSON.stringify(query) ? stored.answer : undefined;
}

/** One mentor's profile: the booking dialog reads the same cached answer (shared/api). */
export const mentorProfileQuery = mentorDetailQuery;

export function searchMentors(query: Record<string, string>, signal?: AbortSignal) {
  return call('mentors.list', { query: { page_size: SEARCH_PAGE_SIZE, ...query }, signal });
}

export function fetchMentor(id: string, signal?: AbortSignal) {
  return call('mentors.profile', { params: { id }, signal });
}

export function fetchLikedMentors(page: number, signal?: AbortSignal) {
  return call('mentors.liked', { query: { page, page_size: SEARCH_PAGE_SIZE }, signal });
}

export function likeMentor(id: number) {
  return call('mentors.like', { params: { id: String(id) } });
}

export function unlikeMentor(id: number) {
  return call('mentors.unlike', { params: { id: String(id) } });
}

export function fetchLookup(kind: 'skills' | 'styles' | 'languages', signal?: AbortSignal) {
  return call(`mentors.${kind}`, { signal });
}
