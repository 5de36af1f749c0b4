/**
 * CHAT-18 (API-54): a room's messages as one infinite query. Page 1 is the newest 20, each page oldest
 * first; the next page is the one before it in time. Realtime messages are written into the same cache.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { CONVERSATION_PAGE_SIZE } from '@app/contract';
import { call } from '../../../shared/api/call.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

export function fetchMessages(roomId: number, page: number, signal?: AbortSignal) {
  return call('conversations.messages', {
    params: { roomId },
    query: { page, page_size: CONVERSATION_PAGE_SIZE },
    signal,
  });
}

export const roomMessagesKey = (roomId: number) =>
  queryKeyOf('conversations.messages', { params: { roomId }, query: { page_size: CONVERSATION_PAGE_SIZE } });

export function roomMessagesQuery(roomId: number) {
  return infiniteQueryOptions({
    queryKey: roomMessagesKey(roomId),
    queryFn: ({ pageParam, signal }) => fetchMessages(roomId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage: number) => (last.next ? lastPage + 1 : undefined),
    // A room opens at its newest messages each time (CHAT-18): nothing is kept once it is closed, and a
    // failed page is shown with its "Try again" rather than retried behind the reader's back.
    gcTime: 0,
    retry: false,
  });
}
