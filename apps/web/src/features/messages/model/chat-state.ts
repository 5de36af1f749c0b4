/**
 * The chat's state as one pure reducer (CHAT-17..27): the list of rooms with its paging, and the open
 * room's messages with theirs. The provider feeds it API answers and realtime events.
 */
import type { ChatMessage, ConversationRoom } from '@app/contract';
import { appendMessage, mergeMessagePage } from './messages.ts';
import { appendRooms, applyMessageToRooms, setUnread, upsertRoom, type ChatRoom } from './rooms.ts';

export type LoadStatus = 'loading' | 'ready' | 'error';

export interface ChatState {
  rooms: ChatRoom[];
  roomsStatus: LoadStatus;
  /** The next page of rooms to load, or null when all are here. */
  roomsNextPage: number | null;
  roomsLoadingMore: boolean;
  /** The room whose messages are held (the open one); -1 for the virtual conversation. */
  messagesRoomId: number | null;
  messages: ChatMessage[];
  messagesStatus: LoadStatus;
  messagesNextPage: number | null;
  loadingOlder: boolean;
}

export const initialChatState: ChatState = {
  rooms: [],
  roomsStatus: 'loading',
  roomsNextPage: null,
  roomsLoadingMore: false,
  messagesRoomId: null,
  messages: [],
  messagesStatus: 'loading',
  messagesNextPage: null,
  loadingOlder: false,
};

export type ChatAction =
  | { type: 'roomsRequested'; page: number }
  | { type: 'roomsLoaded'; page: number; rooms: ConversationRoom[]; hasNext: boolean }
  | { type: 'roomsFailed'; page: number }
  | { type: 'roomUpserted'; room: ConversationRoom }
  | { type: 'unreadSet'; roomId: number; unread: number }
  | { type: 'messagesOpened'; roomId: number }
  | { type: 'messagesRequested'; roomId: number; page: number }
  | { type: 'messagesLoaded'; roomId: number; page: number; messages: ChatMessage[]; hasNext: boolean }
  | { type: 'messagesFailed'; roomId: number; page: number }
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
    case 'messagesOpened':
      // The virtual conversation has nothing to load: it is ready and empty.
      return {
        ...state,
        messagesRoomId: action.roomId,
        messages: [],
        messagesStatus: action.roomId < 0 ? 'ready' : 'loading',
        messagesNextPage: null,
        loadingOlder: false,
      };
    case 'messagesRequested':
      if (action.roomId !== state.messagesRoomId) return state;
      return action.page <= 1 ? { ...state, messagesStatus: 'loading' } : { ...state, loadingOlder: true };
    case 'messagesLoaded':
      if (action.roomId !== state.messagesRoomId) return state;
      return {
        ...state,
        messages: mergeMessagePage(state.messages, action.messages, action.page),
        messagesStatus: 'ready',
        messagesNextPage: action.hasNext ? action.page + 1 : null,
        loadingOlder: false,
      };
    case 'messagesFailed':
      if (action.roomId !== state.messagesRoomId) return state;
      return action.page <= 1
        ? { ...state, messagesStatus: 'error', loadingOlder: false }
        : { ...state, loadingOlder: false };
    case 'messageArrived':
      return {
        ...state,
        rooms: applyMessageToRooms(state.rooms, action.roomId, action.message, action),
        messages:
          action.roomId === state.messagesRoomId
            ? appendMessage(state.messages, action.message)
            : state.messages,
      };
  }
}
