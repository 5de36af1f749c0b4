/** The chat facility's context (CHAT-33): only the messages page's provider supplies it. */
import { createContext, useContext } from 'react';
import type { ConversationUser, SessionUser } from '@app/contract';
import { chatMessages } from '@app/contract';
import type { LoadStatus } from '../model/load-status.ts';
import type { ChatRoom } from '../model/rooms.ts';
import type { RoomMessages } from './use-room-messages.ts';

export interface ChatContextValue {
  me: SessionUser;
  /** The rooms' first page: loading, here, or failed (CHAT-06). */
  roomsStatus: LoadStatus;
  /** A later page of rooms is on its way. */
  roomsLoadingMore: boolean;
  /** The list as shown: the virtual conversation (while kept) first, then the rooms. */
  rooms: ChatRoom[];
  selected: ChatRoom | null;
  /** The other person of the open room. */
  other: ConversationUser | null;
  /** ?conversation= or /chat/:id names a room this user does not have (CHAT-32). */
  notFound: boolean;
  /** The open room's messages. */
  messages: RoomMessages;
  select: (room: ChatRoom) => void;
  loadMoreRooms: () => void;
  /** Sends to the open room's other person; rejects on failure (CHAT-20). */
  send: (text: string) => Promise<void>;
}

export const ChatContext = createContext<ChatContextValue | null>(null);

export function useChat(): ChatContextValue {
  const value = useContext(ChatContext);
  if (!value) throw new Error(chatMessages.outsideProvider);
  return value;
}
