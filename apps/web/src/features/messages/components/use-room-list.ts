/**
 * The conversation list (CHAT-17/21/22/26/27) from its infinite query: the rooms, newest activity first,
 * whether more pages remain, and the writes of realtime, sent and read changes into the cached pages.
 */
import { useInfiniteQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { ChatMessage, ConversationRoom, ConversationRoomPage } from '@app/contract';
import { roomListKey, roomListQuery } from '../api/fetch-rooms.ts';
import type { LoadStatus } from '../model/load-status.ts';
import {
  roomsOfPages,
  withMessageInRooms,
  withRoomOnTop,
  withUnread,
  type RoomPages,
} from '../model/room-pages.ts';
import type { ChatRoom } from '../model/rooms.ts';

type Pages = RoomPages<ConversationRoomPage>;
const noRooms: ChatRoom[] = [];

export interface RoomList {
  rooms: ChatRoom[];
  /** 'loading' until page 1 answers; 'error' when page 1 (or its reload) failed. */
  status: LoadStatus;
  /** More pages remain. A later page that failed ends the paging: scrolling does not ask again. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** Reads page 1 afresh and drops the later pages (the list once a first message made a room, CHAT-25). */
  reload: () => void;
}

export function useRoomList(): RoomList {
  const client = useQueryClient();
  const { data, isError, isFetchNextPageError, isFetching, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useInfiniteQuery(roomListQuery());
  const rooms = useMemo(() => (data ? roomsOfPages(data.pages) : noRooms), [data]);
  const hasMore = hasNextPage && !isFetchNextPageError;
  const loadMore = useCallback(() => {
    if (hasMore && !isFetching) void fetchNextPage();
  }, [hasMore, isFetching, fetchNextPage]);
  const reload = useCallback(() => {
    client.setQueryData<Pages>(roomListKey(), (pages) =>
      pages ? { pages: pages.pages.slice(0, 1), pageParams: pages.pageParams.slice(0, 1) } : pages,
    );
    void client.refetchQueries({ queryKey: roomListKey(), exact: true });
  }, [client]);
  return {
    rooms,
    status: isError && !isFetchNextPageError ? 'error' : data ? 'ready' : 'loading',
    hasMore,
    loadingMore: isFetchingNextPage,
    loadMore,
    reload,
  };
}

/** The cached rooms, as the list shows them. */
export function cachedRooms(client: QueryClient): ChatRoom[] {
  return roomsOfPages(client.getQueryData<Pages>(roomListKey())?.pages ?? []);
}

/** CHAT-26: a new or changed room (the new-room event) goes to the top. */
export function putRoomOnTop(client: QueryClient, room: ConversationRoom): void {
  client.setQueryData<Pages>(roomListKey(), (data) => withRoomOnTop(data, room));
}

/** CHAT-22/27: a realtime or sent message moves its room to the top, unread unless open or mine. */
export function addMessageToRooms(
  client: QueryClient,
  roomId: number,
  message: ChatMessage,
  who: { meId: number; openRoomId: number | null },
): void {
  client.setQueryData<Pages>(roomListKey(), (data) => withMessageInRooms(data, roomId, message, who));
}

/** CHAT-21: a room's unread count (0 when it is read, the count before when marking read failed). */
export function setRoomUnread(client: QueryClient, roomId: number, unread: number): void {
  client.setQueryData<Pages>(roomListKey(), (data) => withUnread(data, roomId, unread));
}
