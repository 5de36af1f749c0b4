/**
 * NAV-05, NAV-06: whether any conversation is unread, from the first UNREAD_CHECK_PAGE_SIZE rooms, polled
 * every UNREAD_POLL_MS in the background. A failed load is not retried: the dot keeps its last state.
 */
import { queryOptions } from '@tanstack/react-query';
import { UNREAD_CHECK_PAGE_SIZE, UNREAD_POLL_MS, type ConversationRoomPage } from '@app/contract';
import { callQuery } from '../../../shared/api/query-keys.ts';

// One function for every render, so the selection runs again only when the answer changes.
const anyUnread = (page: ConversationRoomPage) => page.results.some((room) => room.unread_count > 0);

/** The viewer is in the key: one person's dot never shows for another. */
export const unreadMessagesQuery = (userId: number) =>
  queryOptions({
    ...callQuery(
      'conversations.rooms',
      { query: { page: 1, page_size: UNREAD_CHECK_PAGE_SIZE } },
      { viewer: userId, background: true },
    ),
    select: anyUnread,
    refetchInterval: UNREAD_POLL_MS,
    staleTime: 0,
    retry: false,
  });
