/**
 * What a lesson's room keeps (ADR 64): files either participant shares during the lesson (sheet music as PDF
 * or image, checked by content like a practice attachment, stored privately) and the room's short chat. Both
 * are written only inside the join window (L1, the same rule as entering the room) and stay with the lesson:
 * its two people read them at any time afterwards, nobody else learns they exist. Each new file or message is
 * published on the lesson's channel in the transaction that writes it, so the other page hears it at once.
 * Sharing, page images and removal of files are in room-files.ts.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  isoUtc,
  LESSON_ROOM_EVENTS,
  lessonChannel,
  lessonRoomMessages,
  ROOM_CHAT_MAX_CHARS,
  ROOM_CHAT_MAX_MESSAGES,
  roomFileMessages,
  type RoomChatMessage,
  type RoomFile,
  type RoomKept,
} from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import type { Outbox } from '../../platform/outbox.ts';
import type { FileStorage } from '../../platform/storage.ts';
import type { SignedInUser } from '../auth/index.ts';
import { findBooking, lockBooking, roleIn } from '../bookings/index.ts';
import { roomAccess, type RoomRole } from './access.ts';
import {
  countRoomMessages,
  insertRoomMessage,
  roomFilesOf,
  roomMessagesOf,
  type RoomFileRow,
  type RoomMessageRow,
} from './repository.ts';

export interface KeptDeps {
  db: Db;
  clock: { now(): Date };
  storage: FileStorage;
  outbox: Outbox;
  log: FastifyBaseLogger;
}

export const presentRoomFile = (row: RoomFileRow): RoomFile => ({
  id: row.id,
  name: row.name,
  content_type: row.contentType,
  size_bytes: row.sizeBytes,
  shared_by: row.sharedBy,
  shared_at: isoUtc(row.createdAt.getTime()),
  url: `/api/lessons/room-files/${row.id}/`,
  page_count: row.contentType === 'application/pdf' ? row.pageCount : 1,
});

const presentMessage = (row: RoomMessageRow): RoomChatMessage => ({
  id: row.id,
  sent_by: row.sentBy,
  text: row.body,
  sent_at: isoUtc(row.createdAt.getTime()),
});

/** The caller's side in the lesson's room now (L1): an unknown lesson 404, anyone else or another time 403. */
export async function inRoom(db: Db, user: SignedInUser, bookingId: number, now: Date): Promise<RoomRole> {
  const booking = await findBooking(db, bookingId);
  if (!booking) throw notFound(lessonRoomMessages.lessonNotFound);
  const access = roomAccess(booking, user, now);
  if ('refused' in access) throw forbidden(access.refused);
  return access.role;
}

/** The room's lock and its check again, for the row written after the upload: the window may have closed. */
export async function lockedRoom(tx: Tx, user: SignedInUser, id: number, now: Date) {
  const booking = await lockBooking(tx, id);
  if (!booking) throw notFound(lessonRoomMessages.lessonNotFound);
  const access = roomAccess(booking, user, now);
  if ('refused' in access) throw forbidden(access.refused);
  return access.role;
}

/** POST /api/lessons/rooms/{id}/messages/: one line of the room's chat, announced to both. */
export async function sayInRoom(
  deps: KeptDeps,
  user: SignedInUser,
  bookingId: number,
  text: string,
): Promise<RoomChatMessage> {
  const body = text.trim();
  if (!body) throw badRequest(roomFileMessages.chatEmpty, { text: [roomFileMessages.chatEmpty] });
  if ([...body].length > ROOM_CHAT_MAX_CHARS) {
    throw badRequest(roomFileMessages.chatTooLong, { text: [roomFileMessages.chatTooLong] });
  }
  await inRoom(deps.db, user, bookingId, deps.clock.now());
  return deps.db.transaction(async (tx) => {
    const role = await lockedRoom(tx, user, bookingId, deps.clock.now());
    if ((await countRoomMessages(tx, bookingId)) >= ROOM_CHAT_MAX_MESSAGES) {
      throw badRequest(roomFileMessages.chatFull, { text: [roomFileMessages.chatFull] });
    }
    const row = await insertRoomMessage(tx, { bookingId, sentBy: role, body, createdAt: deps.clock.now() });
    const message = presentMessage(row);
    await deps.outbox.publish(tx, lessonChannel(bookingId), LESSON_ROOM_EVENTS.chat, message);
    return message;
  });
}

/** GET /api/lessons/rooms/{id}/kept/: the lesson's files and chat, for its two people at any time. */
export async function keptOfLesson(deps: KeptDeps, user: SignedInUser, bookingId: number): Promise<RoomKept> {
  const booking = await findBooking(deps.db, bookingId);
  if (!booking || !roleIn(booking, user)) throw notFound(lessonRoomMessages.lessonNotFound);
  const [files, messages] = await Promise.all([
    roomFilesOf(deps.db, bookingId),
    roomMessagesOf(deps.db, bookingId),
  ]);
  return { files: files.map(presentRoomFile), messages: messages.map(presentMessage) };
}
