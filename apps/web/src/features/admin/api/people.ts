/**
 * The staff user's page beyond the account (issue 21 item 2, ADR 75): activity, a mentor's profile edit,
 * hide and show; and the instrument, style and language lists the edit chooses from.
 */
import { queryOptions } from '@tanstack/react-query';
import type { AdminMentorEditRequest, LookupItem } from '@app/contract';
import { call } from '../../../shared/api/call.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

export const activityQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeyOf('admin.userActivity', { params: { id } }),
    queryFn: ({ signal }) => call('admin.userActivity', { params: { id }, signal }),
  });

export function editMentor(id: number, body: AdminMentorEditRequest) {
  return call('admin.editMentor', { params: { id }, body });
}

export function hideMentor(id: number, reason: string) {
  return call('admin.hideMentor', { params: { id }, body: { reason } });
}

export function showMentor(id: number) {
  return call('admin.showMentor', { params: { id } });
}

export interface LookupLists {
  skills: LookupItem[];
  styles: LookupItem[];
  languages: LookupItem[];
}

export const lookupListsQuery = queryOptions({
  // Three calls in one answer: keyed under the first call's name (ADR 36).
  queryKey: [...queryKeyOf('mentors.skills'), 'lists', 'admin'] as const,
  queryFn: async ({ signal }): Promise<LookupLists> => {
    const [skills, styles, languages] = await Promise.all([
      call('mentors.skills', { signal }),
      call('mentors.styles', { signal }),
      call('mentors.languages', { signal }),
    ]);
    return { skills, styles, languages };
  },
  staleTime: Infinity,
});
