/**
 * Messaging rules (K1, K2, R6, CHAT-17..27). A room is only ever reached through its members: another
 * person's room and a missing one both answer 404 roomNotFound, so ids reveal nothing. Sending writes the
 * room (when new), the message, the R6 throttle, the realtime events and the mail in one transaction: the
 * events and the mail are outbox rows, delivered once it commits.
 */
import {
  chatMessages,
  CONVERSATION_PAGE_SIZE,
  MESSAGE_MAIL_INTERVAL_MINUTES,
  NEW_MESSAGE_EVENT,
  NEW_ROOM_EVENT,
  roomChannel,
  userChannel,
  type ChatMessagePage,
  type ConversationPageQuery,
  type ConversationRoom,
  type ConversationRoomPage,
  type MarkReadResponse,
  type SentMessage,
} from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import type { Outbox } from '../../platform/outbox.ts';
import { findRecipient, type SignedInUser } from '../auth/index.ts';
import { pageLinks } from '../mentors/index.ts';
import { mayStartConversation } from './access.ts';
import { sendNewMessageMail, type NewMessageMailView } from './mails.ts';
import { isOnline } from './presence.ts';
import { presentMessage, presentRoom, presentSent, shortName } from './presenter.ts';
import { consumeSendQuota } from './quota.ts';
import {
  claimMessageMail,
  ensureRoom,
  findRoomOfPair,
  insertMessage,
  isMember,
  markRead,
  messagePage,
  people,
  roomFor,
  roomsOf,
} from './repository.ts';

export interface ConversationDeps {
  db: Db;
  config: Config;
  clock: Clock;
  outbox: Outbox;
  log: FastifyBaseLogger;
}

const pageOf = (query: ConversationPageQuery) => {
  const page = query.page ?? 1;
  const size = query.page_size ?? CONVERSATION_PAGE_SIZE;
  return { page, size, offset: (page - 1) * size };
};

/** Rooms as `viewerId` sees them, with their people loaded in one query. */
async function present(db: Db | Tx, viewerId: number, rows: Parameters<typeof presentRoom>[0][]) {
  const peopleById = await people(
    db,
    rows.flatMap((r) => [Number(r.user_low), Number(r.user_high)]),
  );
  return rows.map((row) => presentRoom(row, viewerId, peopleById));
}

/** GET /api/conversations/rooms/ (API-53): the caller's rooms, newest activity first. */
export async function listRooms(
  deps: ConversationDeps,
  user: SignedInUser,
  query: ConversationPageQuery,
  requestUrl: string,
): Promise<ConversationRoomPage> {
  const { page, size, offset } = pageOf(query);
  const { rows, count } = await roomsOf(deps.db, user.id, size, offset);
  return {
    count,
    ...pageLinks(requestUrl, page, size, count),
    results: await present(deps.db, user.id, rows),
  };
}

/** The room as one of its members sees it (the new-room event's data). */
export async function roomAs(db: Db | Tx, viewerId: number, roomId: number): Promise<ConversationRoom> {
  const row = await roomFor(db, viewerId, roomId);
  if (!row) throw notFound(chatMessages.roomNotFound);
  const [room] = await present(db, viewerId, [row]);
  return room!;
}

/** GET /api/conversations/rooms/{roomId}/messages/ (API-54): page 1 is the newest, each page oldest first. */
export async function listMessages(
  deps: ConversationDeps,
  user: SignedInUser,
  roomId: number,
  query: ConversationPageQuery,
  requestUrl: string,
): Promise<ChatMessagePage> {
  if (!(await isMember(deps.db, user.id, roomId))) throw notFound(chatMessages.roomNotFound);
  const { page, size, offset } = pageOf(query);
  const { rows, count } = await messagePage(deps.db, roomId, size, offset);
  return { count, ...pageLinks(requestUrl, page, size, count), results: rows.map(presentMessage) };
}

/** POST /api/conversations/rooms/{id}/mark-read/ (API-56, CHAT-21). */
export async function markRoomRead(
  deps: ConversationDeps,
  user: SignedInUser,
  roomId: number,
): Promise<MarkReadResponse> {
  if (!(await markRead(deps.db, user.id, roomId))) throw notFound(chatMessages.roomNotFound);
  return { id: roomId, unread_count: 0 };
}

/** A recipient who can be written to: an account that exists and was not deleted. */
async function recipient(db: Db, id: number) {
  const row = await findRecipient(db, id);
  if (!row) throw notFound(chatMessages.recipientNotFound);
  return row;
}

/** POST /api/conversations/send-message/{otherUserId}/ (API-55, K1). */
export async function sendMessage(
  deps: ConversationDeps,
  sender: SignedInUser,
  otherUserId: number,
  text: string,
): Promise<SentMessage> {
  if (otherUserId === sender.id) throw badRequest(chatMessages.notYourself);
  const now = deps.clock.now();
  await consumeSendQuota(deps.db, sender.id, now);
  const to = await recipient(deps.db, otherUserId);
  const message = text.trim();
  return deps.db.transaction(async (tx) => {
    const existing = await findRoomOfPair(tx, sender.id, to.id);
    if (existing === undefined && !(await mayStartConversation(tx, sender.id, to.id)))
      throw forbidden(chatMessages.notAllowed);
    const id = existing ?? (await ensureRoom(tx, sender.id, to.id, now));
    const inserted = await insertMessage(tx, id, sender.id, message, now);
    // R6: only for someone away, who wants lesson mails, and not mailed about this room lately.
    const mailIt =
      to.wantsMail &&
      !(await isOnline(tx, to.id, now)) &&
      (await claimMessageMail(tx, id, to.id, now, MESSAGE_MAIL_INTERVAL_MINUTES));
    const sent = presentSent(inserted, id);
    await announce(deps, tx, sender, to, sent, mailIt);
    return sent;
  });
}

/** Both realtime events and, when R6 allows, the mail: outbox rows of the sending transaction. */
async function announce(
  deps: ConversationDeps,
  tx: Tx,
  sender: SignedInUser,
  to: { id: number; email: string; firstName: string },
  sent: SentMessage,
  mail: boolean,
): Promise<void> {
  await deps.outbox.publish(tx, roomChannel(sent.conversation_id), NEW_MESSAGE_EVENT, sent);
  // CHAT-26: on every message, so the recipient's list gets the new last message and unread count.
  const room = await roomAs(tx, to.id, sent.conversation_id);
  await deps.outbox.publish(tx, userChannel(to.id), NEW_ROOM_EVENT, room);
  if (!mail) return;
  const view: NewMessageMailView = {
    to: to.email,
    recipientFirstName: to.firstName,
    senderName: shortName({ first_name: sender.firstName, last_name: sender.lastName }),
    roomId: sent.conversation_id,
    message: sent.message,
  };
  await sendNewMessageMail(deps.outbox.mailer(tx), deps.config, view);
}

/** The realtime check of private-room-{id} (K2): only the room's two members may listen. */
export async function mayUseRoomChannel(db: Db, user: SignedInUser, channelName: string, prefix: string) {
  const rest = channelName.slice(prefix.length);
  if (!/^[1-9]\d{0,9}$/.test(rest)) return false;
  const roomId = Number(rest);
  if (roomId > 2_147_483_647) return false;
  return isMember(db, user.id, roomId);
}
