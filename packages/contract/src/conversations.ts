/**
 * Messaging calls (API-53..56, CHAT-17..27, K1, K2): rooms, their messages, sending and marking read, and
 * the two realtime events. A room is created by the first message between two people (K1).
 *
 * Order: room pages are newest activity first. Message pages count back from the newest message (page 1 =
 * the newest 20) and each page lists its messages oldest first, so the chat replaces its list with page 1
 * and prepends later pages (CHAT-19).
 */
import { z } from 'zod';
import { idParamSchema } from './ids.ts';
import { pageQuerySchema } from './mentors.ts';
import { chatMessages, MESSAGE_MAX_LENGTH } from './conversation-messages.ts';

/** One person of a room. `name` is the full name; the web app shows "John D." (K3). */
export const conversationUserSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    profile_picture: z.string().nullable(),
    /** Set when this person is an approved mentor (the details pane loads GET /api/mentors/{mentor_id}/). */
    mentor_id: z.number().int().nullable(),
  })
  .meta({ id: 'ConversationUser' });
export type ConversationUser = z.infer<typeof conversationUserSchema>;

/** A room as the signed-in user sees it: other_user is the person who is not them. */
export const conversationRoomSchema = z
  .object({
    id: z.number().int(),
    created_at: z.string(),
    last_message_at: z.string().nullable(),
    user1: conversationUserSchema,
    user2: conversationUserSchema,
    /** Messages of the other person the signed-in user has not read. */
    unread_count: z.number().int(),
    /** The text of the newest message. */
    last_message: z.string().nullable(),
    other_user: conversationUserSchema,
  })
  .meta({ id: 'ConversationRoom' });
export type ConversationRoom = z.infer<typeof conversationRoomSchema>;

export const conversationRoomPageSchema = z
  .object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(conversationRoomSchema),
  })
  .meta({ id: 'ConversationRoomPage' });
export type ConversationRoomPage = z.infer<typeof conversationRoomPageSchema>;

export const chatMessageSchema = z
  .object({
    id: z.number().int(),
    sender_id: z.number().int(),
    message: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatMessagePageSchema = z
  .object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(chatMessageSchema),
  })
  .meta({ id: 'ChatMessagePage' });
export type ChatMessagePage = z.infer<typeof chatMessagePageSchema>;

/** Both list calls take page and page_size (1-50, 20 by default). */
export const conversationPageQuerySchema = pageQuerySchema;
export type ConversationPageQuery = z.infer<typeof conversationPageQuerySchema>;

export const roomIdParamsSchema = z.object({ roomId: idParamSchema('roomId') });
export const markReadParamsSchema = z.object({ id: idParamSchema('id') });
export const otherUserIdParamsSchema = z.object({ otherUserId: idParamSchema('otherUserId') });

// Control characters other than tab and line breaks have no place in a chat line (and would bloat the
// realtime event past its 10 KB once escaped as JSON).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const sendMessageBodySchema = z
  .strictObject({
    message: z
      .string({ error: chatMessages.messageRequired })
      .trim()
      .min(1, chatMessages.messageRequired)
      .max(MESSAGE_MAX_LENGTH, chatMessages.messageTooLong)
      .refine((text) => !CONTROL_CHARACTERS.test(text), chatMessages.messageControlCharacters),
  })
  .meta({ id: 'SendMessageBody' });
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;

/** K1: what send answers, and the data of the new-message event on private-room-{conversation_id}. */
export const sentMessageSchema = chatMessageSchema
  .extend({ conversation_id: z.number().int() })
  .meta({ id: 'SentMessage' });
export type SentMessage = z.infer<typeof sentMessageSchema>;

/** The answer of mark-read: the room's unread count afterwards (0). */
export const markReadResponseSchema = z
  .object({ id: z.number().int(), unread_count: z.number().int() })
  .meta({ id: 'MarkReadResponse' });
export type MarkReadResponse = z.infer<typeof markReadResponseSchema>;

/** The data of the new-room event on private-user-{recipient}: the room as the recipient sees it. */
export const newRoomEventSchema = conversationRoomSchema;
export type NewRoomEvent = ConversationRoom;
