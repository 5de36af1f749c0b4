import { describe, expect, it } from 'vitest';
import type { ConversationRoom, ConversationUser } from '@app/contract';
import { roomListQuery } from '../api/fetch-rooms.ts';
import { messagesOfPages, withLiveMessage } from './messages.ts';
import { roomsOfPages, withMessageInRooms, withRoomOnTop, withUnread } from './room-pages.ts';
import {
  applyMessageToRooms,
  otherUserOf,
  pendingRecipientFrom,
  positiveId,
  roomWithUser,
  upsertRoom,
  virtualRoom,
} from './rooms.ts';

const me: ConversationUser = { id: 1, name: 'Sam Student', profile_picture: null, mentor_id: null };
const person = (id: number): ConversationUser => ({
  id,
  name: `User ${id}`,
  profile_picture: null,
  mentor_id: id,
});
const room = (id: number, otherId: number, unread = 0): ConversationRoom => ({
  id,
  created_at: '2026-03-01T10:00:00Z',
  last_message_at: '2026-03-01T10:00:00Z',
  user1: me,
  user2: person(otherId),
  unread_count: unread,
  last_message: 'hello',
  other_user: person(otherId),
});
const message = (id: number, sender: number) => ({
  id,
  sender_id: sender,
  message: `text ${id}`,
  created_at: '2026-03-02T10:00:00Z',
});

describe('the conversation list (CHAT-17/22/23/24/26/27)', () => {
  it('finds the other person from other_user or user1/user2', () => {
    const r = room(5, 9);
    expect(otherUserOf(r, 1).id).toBe(9);
    const withoutOther = { ...r, other_user: undefined } as unknown as ConversationRoom;
    expect(otherUserOf(withoutOther, 1).id).toBe(9);
    expect(otherUserOf(withoutOther, 9).id).toBe(1);
  });

  it('puts a new room at the top and replaces one with the same id', () => {
    const rooms = [room(1, 2), room(2, 3)];
    expect(upsertRoom(rooms, room(3, 4)).map((r) => r.id)).toEqual([3, 1, 2]);
    const replaced = upsertRoom(rooms, room(2, 3, 4));
    expect(replaced.map((r) => r.id)).toEqual([2, 1]);
    expect(replaced[0]?.unread_count).toBe(4);
  });

  it('updates the last message and marks unread only when the room is not open', () => {
    const rooms = [room(1, 2), room(2, 3)];
    const closed = applyMessageToRooms(rooms, 2, message(10, 3), { meId: 1, openRoomId: 1 });
    expect(closed[0]).toMatchObject({ id: 2, last_message: 'text 10', unread_count: 1 });
    const open = applyMessageToRooms(rooms, 2, message(10, 3), { meId: 1, openRoomId: 2 });
    expect(open[0]?.unread_count).toBe(0);
    const mine = applyMessageToRooms(rooms, 2, message(10, 1), { meId: 1, openRoomId: null });
    expect(mine[0]?.unread_count).toBe(0);
    expect(applyMessageToRooms(rooms, 99, message(10, 3), { meId: 1, openRoomId: null })).toBe(rooms);
  });

  it('builds the virtual conversation from the mentor card state', () => {
    const recipient = pendingRecipientFrom({
      mentorId: 7,
      userId: 12,
      mentorName: 'Maya Goldberg',
      mentorImage: null,
      isOnline: false,
      openChatWithMentor: true,
    });
    expect(recipient).toEqual({ userId: 12, mentorId: 7, name: 'Maya Goldberg', image: null });
    const v = virtualRoom(recipient!, me, '2026-03-02T10:00:00Z');
    expect(v).toMatchObject({ id: -1, isVirtual: true, unread_count: 0, last_message: null });
    expect(otherUserOf(v, 1)).toMatchObject({ id: 12, mentor_id: 7 });
    expect(roomWithUser([room(4, 12)], 12, 1)?.id).toBe(4);
    expect(roomWithUser([v], 12, 1)).toBeUndefined();
    expect(pendingRecipientFrom({ userId: 'x' })).toBeNull();
    expect(pendingRecipientFrom(null)).toBeNull();
  });

  it('reads ids from the address strictly', () => {
    expect(positiveId('12')).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'abc', '', null, '99999999999']) expect(positiveId(bad)).toBeNull();
  });
});

describe('the cached pages of rooms (CHAT-17/21/22/26/27)', () => {
  const roomPage = (rooms: ConversationRoom[], next: string | null = null) => ({
    count: 3,
    next,
    previous: null,
    results: rooms,
  });
  const ids = (data: { pages: { results: ConversationRoom[] }[] } | undefined) =>
    roomsOfPages(data?.pages ?? []).map((r) => r.id);

  it('pages rooms', () => {
    const { getNextPageParam } = roomListQuery();
    const first = roomPage([room(1, 2)], '?page=2');
    expect(getNextPageParam(first, [first], 1, [1])).toBe(2);
    const second = roomPage([room(1, 2), room(3, 4)]);
    expect(getNextPageParam(second, [first, second], 2, [1, 2])).toBeUndefined();
    expect(roomsOfPages([first, second]).map((r) => r.id)).toEqual([1, 3]);
  });

  it('writes realtime rooms, messages and read marks into the pages', () => {
    const data = { pages: [roomPage([room(1, 2), room(2, 3)]), roomPage([room(3, 4)])], pageParams: [1, 2] };
    expect(ids(withRoomOnTop(data, room(3, 4, 2)))).toEqual([3, 1, 2]);
    expect(withRoomOnTop(data, room(3, 4, 2))?.pages[1]?.results).toEqual([]);
    expect(ids(withRoomOnTop(data, room(9, 5)))).toEqual([9, 1, 2, 3]);
    const moved = withMessageInRooms(data, 2, message(10, 3), { meId: 1, openRoomId: null });
    expect(ids(moved)).toEqual([2, 1, 3]);
    expect(moved?.pages[0]?.results[0]).toMatchObject({ last_message: 'text 10', unread_count: 1 });
    expect(withMessageInRooms(data, 99, message(10, 3), { meId: 1, openRoomId: null })).toBe(data);
    expect(roomsOfPages(withUnread(data, 3, 5)?.pages ?? [])[2]?.unread_count).toBe(5);
    expect(withRoomOnTop(undefined, room(1, 2))).toBeUndefined();
  });
});

describe("the open room's cached pages (CHAT-18/19/27)", () => {
  const page = (ids: number[]) => ({
    count: 3,
    next: null,
    previous: null,
    results: ids.map((id) => message(id, 2)),
  });
  const empty = { count: 0, next: null, previous: null };

  it('reads older pages in front and live messages at the end, each once', () => {
    let data = { pages: [page([21])], pageParams: [1] as unknown[] };
    expect(messagesOfPages(data.pages).map((x) => x.id)).toEqual([21]);
    data = { pages: [...data.pages, page([1, 21])], pageParams: [1, 2] };
    expect(messagesOfPages(data.pages).map((x) => x.id)).toEqual([1, 21]);
    data = withLiveMessage(data, message(22, 2), empty);
    expect(messagesOfPages(data.pages).map((x) => x.id)).toEqual([1, 21, 22]);
    expect(withLiveMessage(data, message(22, 2), empty)).toBe(data);
  });

  it('starts the virtual conversation with its first sent message', () => {
    const data = withLiveMessage(undefined, message(5, 1), empty);
    expect(messagesOfPages(data.pages).map((x) => x.id)).toEqual([5]);
  });
});
