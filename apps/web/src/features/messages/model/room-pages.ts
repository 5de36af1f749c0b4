/**
 * The conversation list's cached pages (CHAT-17/22/26/27): page 1 (newest activity) first. The list shown
 * is the pages in order, each room once; realtime changes are written into the pages so that a later
 * page, or a reload, goes on from them.
 */
import type { ChatMessage, ConversationRoom } from '@app/contract';
import { appendRooms, applyMessageToRooms, setUnread, upsertRoom, type ChatRoom } from './rooms.ts';

export interface RoomPages<P extends { results: ConversationRoom[] }> {
  pages: P[];
  pageParams: unknown[];
}

/** The pages as one list; a room already listed (moved up live, then met again on a later page) once. */
export function roomsOfPages(pages: readonly { results: ConversationRoom[] }[]): ChatRoom[] {
  return pages.reduce<ChatRoom[]>((list, page) => appendRooms(list, page.results), []);
}

/** CHAT-26: a new or changed room at the top of page 1, and on no other page. */
export function withRoomOnTop<P extends { results: ConversationRoom[] }>(
  data: RoomPages<P> | undefined,
  room: ConversationRoom,
): RoomPages<P> | undefined {
  if (!data || data.pages.length === 0) return data;
  const [first, ...later] = data.pages as [P, ...P[]];
  return {
    ...data,
    pages: [
      { ...first, results: upsertRoom(first.results, room) },
      ...later.map((page) => ({ ...page, results: page.results.filter((r) => r.id !== room.id) })),
    ],
  };
}

/**
 * CHAT-22/27: a message in room `roomId` moves it to the top with its last message, unread unless the
 * room is open or the message is mine. A room not in the list changes nothing.
 */
export function withMessageInRooms<P extends { results: ConversationRoom[] }>(
  data: RoomPages<P> | undefined,
  roomId: number,
  message: ChatMessage,
  who: { meId: number; openRoomId: number | null },
): RoomPages<P> | undefined {
  if (!data) return data;
  const rooms = roomsOfPages(data.pages);
  const after = applyMessageToRooms(rooms, roomId, message, who);
  const [moved] = after;
  return after === rooms || !moved ? data : withRoomOnTop(data, moved);
}

/** CHAT-21: a room's unread count, set where the room is. */
export function withUnread<P extends { results: ConversationRoom[] }>(
  data: RoomPages<P> | undefined,
  roomId: number,
  unread: number,
): RoomPages<P> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, results: setUnread(page.results, roomId, unread) })),
  };
}
