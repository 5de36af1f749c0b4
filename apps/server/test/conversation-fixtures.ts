/** Calls and counts shared by the messaging tests (conversations*.test.ts). */
import { sql } from 'drizzle-orm';
import type { ChatMessagePage, ConversationRoom, ConversationRoomPage, SentMessage } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { login, type Session } from './auth-helpers.ts';
import type { BookingWorld } from './booking-fixtures.ts';

export const SEND = (otherUserId: number | string) => `/api/conversations/send-message/${otherUserId}/`;
export const ROOMS = '/api/conversations/rooms/';
export const MESSAGES = (roomId: number | string) => `/api/conversations/rooms/${roomId}/messages/`;
export const MARK_READ = (roomId: number | string) => `/api/conversations/rooms/${roomId}/mark-read/`;
export const AUTH = '/api/conversations/pusher/auth/';

export function sendRaw(session: Session, otherUserId: number | string, payload: unknown) {
  return session.inject({ method: 'POST', url: SEND(otherUserId), payload: payload as object });
}

/** Sends and expects 201. */
export async function send(session: Session, otherUserId: number, message: string): Promise<SentMessage> {
  const res = await sendRaw(session, otherUserId, { message });
  if (res.statusCode !== 201) throw new Error(`send: ${res.statusCode} ${res.body}`);
  return res.json<SentMessage>();
}

export async function roomsOf(session: Session, query = ''): Promise<ConversationRoomPage> {
  const res = await session.inject({ method: 'GET', url: `${ROOMS}${query}` });
  if (res.statusCode !== 200) throw new Error(`rooms: ${res.statusCode} ${res.body}`);
  return res.json<ConversationRoomPage>();
}

export async function roomOf(session: Session, roomId: number): Promise<ConversationRoom | undefined> {
  return (await roomsOf(session, '?page_size=50')).results.find((r) => r.id === roomId);
}

export async function messagesOf(session: Session, roomId: number, query = ''): Promise<ChatMessagePage> {
  const res = await session.inject({ method: 'GET', url: `${MESSAGES(roomId)}${query}` });
  if (res.statusCode !== 200) throw new Error(`messages: ${res.statusCode} ${res.body}`);
  return res.json<ChatMessagePage>();
}

export async function countOf(world: BookingWorld, table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    world.ctx.database.db,
    sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`,
  );
  return row!.n;
}

/** Gives a fixture account (created without a password) Maya's password and signs it in. */
export async function signInUser(world: BookingWorld, userId: number): Promise<Session> {
  const [row] = await queryRows<{ email: string }>(
    world.ctx.database.db,
    sql`UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE id = ${world.maya.userId}),
               email_confirmed_at = ${world.ctx.clock.now()}
         WHERE id = ${userId} RETURNING email`,
  );
  return login(world.ctx.app, row!.email);
}
