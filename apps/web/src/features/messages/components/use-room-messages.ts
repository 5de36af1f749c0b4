/**
 * The open room's messages (CHAT-18/19/27) from their infinite query: the list oldest first, whether
 * older pages remain, and the writes of live messages into the cached pages.
 */
import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatMessagePage } from '@app/contract';
import { roomMessagesKey, roomMessagesQuery } from '../api/fetch-messages.ts';
import type { LoadStatus } from '../model/load-status.ts';
import { messagesOfPages, withLiveMessage, type MessagePages } from '../model/messages.ts';

export interface RoomMessages {
  /** The open room; -1 for the virtual conversation, which has nothing to load. */
  roomId: number | null;
  list: ChatMessage[];
  status: LoadStatus;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  retry: () => void;
}

/**
 * `virtualList`: what was sent in the virtual conversation, which is no room on the server yet, so it has
 * no query: the provider keeps those messages until the real room opens (CHAT-25).
 */
export function useRoomMessages(roomId: number | null, virtualList: ChatMessage[]): RoomMessages {
  const query = useInfiniteQuery({
    ...roomMessagesQuery(roomId ?? 0),
    enabled: roomId !== null && roomId > 0,
  });
  const { data, isError, isFetching, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  const virtual = roomId !== null && roomId < 0;
  const status: LoadStatus = virtual || data ? 'ready' : isError && !isFetching ? 'error' : 'loading';
  return {
    roomId,
    list: virtual ? virtualList : data ? messagesOfPages(data.pages) : [],
    status,
    hasOlder: !virtual && hasNextPage,
    loadingOlder: isFetchingNextPage,
    loadOlder: () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    retry: () => void refetch(),
  };
}

const emptyPage: Omit<ChatMessagePage, 'results'> = { count: 0, next: null, previous: null };

/** A sent or realtime message into the open room's cached pages (CHAT-20, CHAT-27). */
export function addLiveMessage(client: QueryClient, roomId: number, message: ChatMessage): void {
  client.setQueryData<MessagePages<ChatMessagePage>>(roomMessagesKey(roomId), (data) =>
    withLiveMessage(data, message, emptyPage),
  );
}
