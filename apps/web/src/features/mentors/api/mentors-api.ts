/** Calls of the mentor catalogue (API-11..18). */
import { call } from '../../../shared/api/call.ts';
import { callsFilter, mentorDetailKey, queryKeyOf } from '../../../shared/api/query-keys.ts';

export const SEARCH_PAGE_SIZE = 10;

/**
 * Query keys. Answers depend on who asks (`saved`, `can_review`), so the viewer's user id (0 for a
 * visitor) is part of each key: signing in or out never shows another person's flags.
 */
export const mentorKeys = {
  /** Every cached mentor answer: the search, a profile, the saved list (not the filter lists). */
  all: callsFilter('mentors.list', 'mentors.profile', 'mentors.liked'),
  search: (viewer: number, query: Record<string, string>) =>
    queryKeyOf('mentors.list', { query: { page_size: SEARCH_PAGE_SIZE, ...query }, viewer }),
  detail: mentorDetailKey,
  liked: (viewer: number, page?: number) =>
    page === undefined
      ? queryKeyOf('mentors.liked')
      : queryKeyOf('mentors.liked', { query: { page, page_size: SEARCH_PAGE_SIZE }, viewer }),
  lookups: [...queryKeyOf('mentors.skills'), 'lists', 'filters'] as const,
};

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
