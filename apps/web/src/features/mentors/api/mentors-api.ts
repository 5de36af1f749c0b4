/** Calls of the mentor catalogue (API-11..18). */
import { apiRequest } from '../../../shared/api/client.ts';
import { mentorDetailKey } from '../../../shared/api/query-keys.ts';
import type { MentorPage, MentorProfile, MentorSearchAnswer, NamedItem } from '../model/types.ts';

export const SEARCH_PAGE_SIZE = 10;

/**
 * Query keys. Answers depend on who asks (`saved`, `can_review`), so the viewer's user id (0 for a
 * visitor) is part of each key: signing in or out never shows another person's flags.
 */
export const mentorKeys = {
  all: ['mentors'] as const,
  search: (viewer: number, query: Record<string, string>) => ['mentors', 'search', viewer, query] as const,
  detail: mentorDetailKey,
  liked: (viewer: number, page: number) => ['mentors', 'liked', viewer, page] as const,
  lookups: ['mentor-lookups'] as const,
};

export function searchMentors(query: Record<string, string>, signal?: AbortSignal) {
  return apiRequest<MentorSearchAnswer>('/api/mentors/list/', {
    query: { page_size: SEARCH_PAGE_SIZE, ...query },
    signal,
  });
}

export function fetchMentor(id: string, signal?: AbortSignal) {
  return apiRequest<MentorProfile>(`/api/mentors/${encodeURIComponent(id)}/`, { signal });
}

export function fetchLikedMentors(page: number, signal?: AbortSignal) {
  return apiRequest<MentorPage>('/api/mentors/liked/', {
    query: { page, page_size: SEARCH_PAGE_SIZE },
    signal,
  });
}

export function likeMentor(id: number) {
  return apiRequest(`/api/mentors/${id}/like/`, { method: 'POST' });
}

export function unlikeMentor(id: number) {
  return apiRequest(`/api/mentors/${id}/unlike/`, { method: 'DELETE' });
}

export function fetchLookup(kind: 'skills' | 'styles' | 'languages', signal?: AbortSignal) {
  return apiRequest<NamedItem[]>(`/api/mentors/${kind}/`, { signal });
}
