/**
 * The conversation list's rules (CHAT-17/22/23/24/26/27): the room as this user sees it, realtime updates
 * and the virtual conversation that exists before the first message.
 */
import type { ChatMessage, ConversationRoom, ConversationUser, SentMessage } from '@app/contract';
import { VIRTUAL_CONVERSATION_ID } from '@app/contract';

/** A room of the list; the virtual one (id -1) has no server row yet. */
export interface ChatRoom extends ConversationRoom {
  isVirtual?: boolean;
}

/** CHAT-17: the other person, from other_user or else from user1/user2. */
export function otherUserOf(room: ConversationRoom, meId: number): ConversationUser {
  if (room.other_user) return room.other_user;
  return room.user1.id === meId ? room.user2 : room.user1;
}

export function isRead(room: ConversationRoom): boolean {
  return room.unread_count <= 0;
}

/** CHAT-26: a new or changed room goes to the top; a room with the same id is replaced. */
export function upsertRoom(rooms: ChatRoom[], room: ConversationRoom): ChatRoom[] {
  return [room, ...rooms.filter((r) => r.id !== room.id)];
}

/** The next page of rooms goes at the end; rooms already listed (moved up live) are kept once. */
export function appendRooms(rooms: ChatRoom[], page: ConversationRoom[]): ChatRoom[] {
  const known = new Set(rooms.map((r) => r.id));
  return [...rooms, ...page.filter((r) => !known.has(r.id))];
}

/**
 * CHAT-22/27: a message arrived in room `roomId`: its last message and time change and it moves to the
 * top (the list is newest activity first). A message of the other person counts as unread unless the
 * room is open.
 */
export function applyMessageToRooms(
  rooms: ChatRoom[],
  roomId: number,
  message: ChatMessage,
  { meId, openRoomId }: { meId: number; openRoomId: number | null },
): ChatRoom[] {
  const room = rooms.find((r) => r.id === roomId);
  if (!room) return rooms;
  const fromOther = message.sender_id !== meId;
  const updated: ChatRoom = {
    ...room,
    last_message: message.message,
    last_message_at: message.created_at,
    unread_count: fromOther && openRoomId !== roomId ? room.unread_count + 1 : room.unread_count,
  };
  return [updated, ...rooms.filter((r) => r.id !== roomId)];
}

export function setUnread(rooms: ChatRoom[], roomId: number, unread: number): ChatRoom[] {
  return rooms.map((r) => (r.id === roomId ? { ...r, unread_count: unread } : r));
}

/** CHAT-23: the existing room with this person, if any. */
export function roomWithUser(rooms: ChatRoom[], userId: number, meId: number): ChatRoom | undefined {
  return rooms.find((r) => !r.isVirtual && otherUserOf(r, meId).id === userId);
}

/** What send answered, as a message of the open list. */
export function asChatMessage(sent: SentMessage): ChatMessage {
  return { id: sent.id, sender_id: sent.sender_id, message: sent.message, created_at: sent.created_at };
}

/**
 * CHAT-04/24: what the mentor card and the lesson card hand over (navigation state) and what the card
 * keeps in storage until the first message. Only userId is required.
 */
export interface PendingRecipient {
  userId: number;
  mentorId: number | null;
  name: string;
  image: string | null;
}

/** Reads navigation state or a stored value defensively: anything without a user id is ignored. */
export function pendingRecipientFrom(value: unknown): PendingRecipient | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const userId = Number(v.userId);
  if (!Number.isInteger(userId) || userId < 1) return null;
  const mentorId = Number(v.mentorId);
  return {
    userId,
    mentorId: Number.isInteger(mentorId) && mentorId > 0 ? mentorId : null,
    name: typeof v.mentorName === 'string' ? v.mentorName : '',
    image: typeof v.mentorImage === 'string' ? v.mentorImage : null,
  };
}

/** CHAT-24: the room shown before the first message: id -1, no messages, nothing unread. */
export function virtualRoom(recipient: PendingRecipient, me: ConversationUser, now: string): ChatRoom {
  const other: ConversationUser = {
    id: recipient.userId,
    name: recipient.name,
    profile_picture: recipient.image,
    mentor_id: recipient.mentorId,
  };
  return {
    id: VIRTUAL_CONVERSATION_ID,
    isVirtual: true,
    created_at: now,
    last_message_at: null,
    user1: me,
    user2: other,
    unread_count: 0,
    last_message: null,
    other_user: other,
  };
}

/** A query parameter or route segment as a positive id, else null. */
export function positiveId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
