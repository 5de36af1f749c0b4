/**
 * CHAT-17 (API-53): GET /api/conversations/rooms/ — newest activity first. The chat reads the rooms as one
 * infinite query (page 1 first, each next page older activity); realtime changes are written into it.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { CONVERSATION_PAGE_SIZE } from '@app/contract';
import { call } from '../../../shared/api/call.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

export function fetchRooms(
  page = 1,
  {
    pageSize = CONVERSATION_PAGE_SIZE,
    signal,
    background = false,
  }: {
    pageSize?: number;
    signal?: AbortSignal;
    background?: boolean;
  } = {},
) {
  return call('conversations.rooms', {
    query: { page, page_size: pageSize },
    signal,
    background,
  });
}

export const roomListKey = () =>
  queryKeyOf('conversations.rooms', { query: { page_size: CONVERSATION_PAGE_SIZE } });

export function roomListQuery() {
  return infiniteQueryOptions({
    queryKey: roomListKey(),
    queryFn: ({ pageParam, signal }) => fetchRooms(pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage: number) => (last.next ? lastPage + 1 : undefined),
    // The list is read afresh each time the chat opens (also when the chat's route changes and the cached
    // pages are still there), and a failed page is reported, not retried behind the reader's back (a
    // failed later page ends the paging).
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
