/**
 * Messaging calls (API-53..57, K1, K2, CHAT-17..27): sending, the room list with unread counts, message
 * pages, mark-read, the realtime events and channel check, one room for a racing pair, the flood guard.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  chatMessages,
  conversationRoomSchema,
  NEW_MESSAGE_EVENT,
  NEW_ROOM_EVENT,
  roomChannel,
  sentMessageSchema,
  userChannel,
} from '@app/contract';
import { useBookingWorld } from './booking-fixtures.ts';
import type { Session } from './auth-helpers.ts';
import { SEND_LIMIT_PER_MINUTE, TOO_MANY_MESSAGES } from '../src/modules/conversations/quota.ts';
import {
  AUTH,
  countOf,
  MARK_READ,
  MESSAGES,
  messagesOf,
  ROOMS,
  roomOf,
  roomsOf,
  send,
  sendRaw,
  signInUser,
} from './conversation-fixtures.ts';

const world = useBookingWorld();
let otto: Session;

beforeAll(async () => {
  otto = await signInUser(world, world.otherMentor.userId);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('signed out', () => {
  it('answers 401 on every call, whatever was sent', async () => {
    const app = world.ctx.app;
    const calls = [
      app.inject({ method: 'GET', url: ROOMS }),
      app.inject({ method: 'GET', url: MESSAGES(1) }),
      app.inject({ method: 'GET', url: MESSAGES('abc') }),
      app.inject({ method: 'POST', url: '/api/conversations/send-message/1/', payload: { message: 'hi' } }),
      app.inject({ method: 'POST', url: '/api/conversations/send-message/x/', payload: {} }),
      app.inject({ method: 'POST', url: MARK_READ(1) }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(401);
    expect(await countOf(world, 'conversation_messages')).toBe(0);
  });
});

describe('a first message and its answer', () => {
  let roomId: number;

  it('creates the room with the message and answers it in the contract shape', async () => {
    const res = await sendRaw(world.student, world.maya.userId, { message: '  Hello Maya!  ' });
    expect(res.statusCode, res.body).toBe(201);
    const sent = sentMessageSchema.parse(res.json());
    expect(sent).toEqual({
      id: expect.any(Number) as number,
      sender_id: world.student.user.id,
      message: 'Hello Maya!',
      created_at: '2026-11-23T08:00:00.000Z',
      conversation_id: expect.any(Number) as number,
    });
    roomId = sent.conversation_id;
  });

  it('lists the room for both people, each with the other as other_user and their own unread count', async () => {
    const mine = (await roomsOf(world.student)).results;
    expect(mine).toHaveLength(1);
    const room = conversationRoomSchema.parse(mine[0]);
    expect(room).toMatchObject({
      id: roomId,
      last_message: 'Hello Maya!',
      last_message_at: '2026-11-23T08:00:00.000Z',
      unread_count: 0,
      other_user: { id: world.maya.userId, name: 'Maya Lopez', mentor_id: world.maya.id },
    });
    const student = [room.user1, room.user2].find((u) => u.id === world.student.user.id)!;
    expect(student).toEqual({
      id: world.student.user.id,
      name: 'Student1 Tester',
      profile_picture: null,
      mentor_id: null,
    });
    const hers = await roomOf(world.mentor, roomId);
    expect(hers).toMatchObject({
      unread_count: 1,
      other_user: { id: world.student.user.id, mentor_id: null },
    });
  });

  it('lets the mentor answer inside the room, and counts it unread for the student', async () => {
    await send(world.mentor, world.student.user.id, 'Hi! How can I help?');
    expect(await roomOf(world.student, roomId)).toMatchObject({
      unread_count: 1,
      last_message: 'Hi! How can I help?',
    });
    // Answering marks what came before read for the one who answers.
    expect(await roomOf(world.mentor, roomId)).toMatchObject({ unread_count: 0 });
  });

  it('marks read for the caller only: {id, unread_count: 0}', async () => {
    await send(world.mentor, world.student.user.id, 'Are you there?');
    expect((await roomOf(world.student, roomId))?.unread_count).toBe(2);
    const res = await world.student.inject({ method: 'POST', url: MARK_READ(roomId) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: roomId, unread_count: 0 });
    expect((await roomOf(world.student, roomId))?.unread_count).toBe(0);
    // Marking again is harmless.
    expect((await world.student.inject({ method: 'POST', url: MARK_READ(roomId) })).statusCode).toBe(200);
  });

  it("answers 404 roomNotFound for another person's room and for a missing one, reading or marking", async () => {
    const stranger = await world.newStudent();
    for (const id of [roomId, 999_999]) {
      const read = await stranger.inject({ method: 'GET', url: MESSAGES(id) });
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ detail: chatMessages.roomNotFound });
      const mark = await stranger.inject({ method: 'POST', url: MARK_READ(id) });
      expect(mark.statusCode).toBe(404);
      expect(mark.json()).toEqual({ detail: chatMessages.roomNotFound });
    }
    expect((await roomsOf(stranger)).results).toEqual([]);
    // The stranger's mark did not touch the members' unread counts.
    expect((await roomOf(world.mentor, roomId))?.unread_count).toBe(0);
  });

  it('refuses bad room ids and page parameters with 400', async () => {
    for (const url of [
      MESSAGES('abc'),
      MESSAGES(0),
      MESSAGES(-1),
      MESSAGES('1.5'),
      MESSAGES('99999999999'),
    ]) {
      expect((await world.student.inject({ method: 'GET', url })).statusCode, url).toBe(400);
    }
    for (const query of ['?page=0', '?page_size=51', '?page_size=0', '?page=x']) {
      expect((await world.student.inject({ method: 'GET', url: `${ROOMS}${query}` })).statusCode, query).toBe(
        400,
      );
      expect(
        (await world.student.inject({ method: 'GET', url: `${MESSAGES(roomId)}${query}` })).statusCode,
      ).toBe(400);
    }
    expect((await world.student.inject({ method: 'POST', url: MARK_READ('abc') })).statusCode).toBe(400);
  });
});

describe('message pages', () => {
  it('counts back from the newest: page 1 = newest 20, each page oldest first, with next and previous', async () => {
    const student = await world.newStudent();
    const texts = Array.from({ length: 23 }, (_, i) => `message ${i + 1}`);
    let roomId = 0;
    for (const text of texts) roomId = (await send(student, world.otherMentor.userId, text)).conversation_id;
    const first = await messagesOf(student, roomId);
    expect(first.count).toBe(23);
    expect(first.results.map((m) => m.message)).toEqual(texts.slice(3));
    expect(first.next).toBe(`${MESSAGES(roomId)}?page=2`);
    expect(first.previous).toBeNull();
    const second = await messagesOf(otto, roomId, '?page=2');
    expect(second.results.map((m) => m.message)).toEqual(texts.slice(0, 3));
    expect(second.next).toBeNull();
    expect(second.previous).toBe(`${MESSAGES(roomId)}?page=1`);
    const small = await messagesOf(student, roomId, '?page=3&page_size=5');
    expect(small.results.map((m) => m.message)).toEqual(texts.slice(8, 13));
    expect(small.next).toBe(`${MESSAGES(roomId)}?page=4&page_size=5`);
    expect((await messagesOf(student, roomId, '?page=9')).results).toEqual([]);
  });

  it('lists rooms newest activity first, 20 a page by default', async () => {
    const student = await world.newStudent();
    const a = await send(student, world.maya.userId, 'to Maya');
    world.ctx.clock.advance(60);
    const b = await send(student, world.otherMentor.userId, 'to Otto');
    expect((await roomsOf(student)).results.map((r) => r.id)).toEqual([b.conversation_id, a.conversation_id]);
    world.ctx.clock.advance(60);
    await send(world.mentor, student.user.id, 'Maya answers');
    const page = await roomsOf(student);
    expect(page.results.map((r) => r.id)).toEqual([a.conversation_id, b.conversation_id]);
    expect(page).toMatchObject({ count: 2, next: null, previous: null });
    const one = await roomsOf(student, '?page_size=1');
    expect(one.next).toBe(`${ROOMS}?page_size=1&page=2`);
  });
});

describe('realtime (K2)', () => {
  it('publishes new-message on the room and new-room as the recipient sees it, after each message', async () => {
    const publish = vi.spyOn(world.ctx.app.realtime, 'publish');
    const student = await world.newStudent();
    const sent = await send(student, world.maya.userId, 'realtime hello');
    expect(publish).toHaveBeenCalledWith(roomChannel(sent.conversation_id), NEW_MESSAGE_EVENT, sent);
    const [, event, room] = publish.mock.calls.find(
      ([channel]) => channel === userChannel(world.maya.userId),
    )!;
    expect(event).toBe(NEW_ROOM_EVENT);
    expect(conversationRoomSchema.parse(room)).toMatchObject({
      id: sent.conversation_id,
      unread_count: 1,
      last_message: 'realtime hello',
      other_user: { id: student.user.id },
    });
    publish.mockClear();
    await send(student, world.maya.userId, 'and again');
    const again = publish.mock.calls.find(([channel]) => channel === userChannel(world.maya.userId));
    expect(again?.[2]).toMatchObject({ unread_count: 2, last_message: 'and again' });
    // Nothing goes to the sender's own channel.
    expect(publish.mock.calls.some(([channel]) => channel === userChannel(student.user.id))).toBe(false);
  });

  it('signs private-room-{id} for its two members only', async () => {
    const student = await world.newStudent();
    const { conversation_id: id } = await send(student, world.maya.userId, 'channel check');
    const auth = (session: Session, channel: string) =>
      session.inject({ method: 'POST', url: AUTH, payload: { socket_id: '123.456', channel_name: channel } });
    expect((await auth(student, roomChannel(id))).statusCode).toBe(200);
    expect((await auth(world.mentor, roomChannel(id))).statusCode).toBe(200);
    expect((await auth(otto, roomChannel(id))).statusCode).toBe(403);
    expect((await auth(student, roomChannel(999_999))).statusCode).toBe(403);
    expect((await auth(student, 'private-room-01')).statusCode).toBe(403);
    expect((await auth(student, 'private-room-99999999999')).statusCode).toBe(403);
  });
});

describe('two first messages at once', () => {
  it('end in one room holding both messages', async () => {
    // Two approved mentors may each start a conversation with the other.
    const [a, b] = await Promise.all([
      sendRaw(world.mentor, world.otherMentor.userId, { message: 'Hi Otto' }),
      sendRaw(otto, world.maya.userId, { message: 'Hi Maya' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json<{ conversation_id: number }>().conversation_id).toBe(
      b.json<{ conversation_id: number }>().conversation_id,
    );
    const id = a.json<{ conversation_id: number }>().conversation_id;
    expect((await messagesOf(otto, id)).count).toBe(2);
    const ottoRooms = (await roomsOf(otto)).results.filter((r) => r.other_user.id === world.maya.userId);
    expect(ottoRooms).toHaveLength(1);
  });
});

describe('the flood guard', () => {
  it(`refuses message ${SEND_LIMIT_PER_MINUTE + 1} within a minute with 429, storing nothing`, async () => {
    const student = await world.newStudent();
    for (let i = 0; i < SEND_LIMIT_PER_MINUTE; i++) await send(student, world.maya.userId, `flood ${i}`);
    const before = await countOf(world, 'conversation_messages');
    const res = await sendRaw(student, world.maya.userId, { message: 'one too many' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ detail: TOO_MANY_MESSAGES });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countOf(world, 'conversation_messages')).toBe(before);
    world.ctx.clock.advance(60);
    expect((await sendRaw(student, world.maya.userId, { message: 'next minute' })).statusCode).toBe(201);
  });
});
