/**
 * The list of rooms as one pure reducer (CHAT-17, CHAT-22..27), with its paging. The provider feeds it API
 * answers and realtime events. The open room's messages are an infinite query (api/fetch-messages.ts).
 */
import type { ChatMessage, ConversationRoom } from '@app/contract';
import { appendRooms, applyMessageToRooms, setUnread, upsertRoom, type ChatRoom } from './rooms.ts';

export type LoadStatus = 'loading' | 'ready' | 'error';

export interface ChatState {
  rooms: ChatRoom[];
  roomsStatus: LoadStatus;
  /** The next page of rooms to load, or null when all are here. */
  roomsNextPage: number | null;
  roomsLoadingMore: boolean;
}

export const initialChatState: ChatState = {
  rooms: [],
  roomsStatus: 'loading',
  roomsNextPage: null,
  roomsLoadingMore: false,
};

export type ChatAction =
  | { type: 'roomsRequested'; page: number }
  | { type: 'roomsLoaded'; page: number; rooms: ConversationRoom[]; hasNext: boolean }
  | { type: 'roomsFailed'; page: number }
  | { type: 'roomUpserted'; room: ConversationRoom }
  | { type: 'unreadSet'; roomId: number; unread: number }
  | {
      type: 'messageArrived';
      roomId: number;
      message: ChatMessage;
      meId: number;
      openRoomId: number | null;
    };

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'roomsRequested':
      return action.page <= 1
        ? { ...state, roomsStatus: state.rooms.length ? state.roomsStatus : 'loading' }
        : { ...state, roomsLoadingMore: true };
    case 'roomsLoaded':
      return {
        ...state,
        rooms: action.page <= 1 ? [...action.rooms] : appendRooms(state.rooms, action.rooms),
        roomsStatus: 'ready',
        roomsNextPage: action.hasNext ? action.page + 1 : null,
        roomsLoadingMore: false,
      };
    case 'roomsFailed':
      return action.page <= 1
        ? { ...state, roomsStatus: 'error', roomsLoadingMore: false }
        : { ...state, roomsLoadingMore: false, roomsNextPage: null };
    case 'roomUpserted':
      return { ...state, rooms: upsertRoom(state.rooms, action.room) };
    case 'unreadSet':
      return { ...state, rooms: setUnread(state.rooms, action.roomId, action.unread) };
    case 'messageArrived':
      return {
        ...state,
        rooms: applyMessageToRooms(state.rooms, action.roomId, action.message, action),
      };
  }
}
