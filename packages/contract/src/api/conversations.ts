/**
 * Messaging calls (API-53..57, K1, K2): the caller's rooms, a room's messages, sending, marking read, and
 * the realtime check of a private channel.
 */
import {
  chatMessagePageSchema,
  conversationPageQuerySchema,
  conversationRoomPageSchema,
  markReadParamsSchema,
  markReadResponseSchema,
  otherUserIdParamsSchema,
  roomIdParamsSchema,
  sendMessageBodySchema,
  sentMessageSchema,
} from '../conversations.ts';
import { realtimeAuthRequestSchema, realtimeAuthResponseSchema } from '../realtime.ts';
import { declareEndpoints } from './endpoint.ts';

const tags = ['conversations'];

export const conversationEndpoints = declareEndpoints({
  // pusher-js's default authoriser posts a form; the app's client posts JSON: the server takes both.
  'realtime.authorise': {
    access: 'user',
    owner: "the caller's own channel, or a room or lesson the caller belongs to",
    tags: ['realtime'],
    summary: 'Authorise a private realtime channel subscription (Pusher protocol)',
    body: realtimeAuthRequestSchema,
    responses: { 200: realtimeAuthResponseSchema },
  },
  'conversations.rooms': {
    access: 'user',
    owner: "the caller's own conversations",
    tags,
    summary: "The signed-in user's conversations, newest activity first, with unread counts",
    query: conversationPageQuerySchema,
    responses: { 200: conversationRoomPageSchema },
  },
  'conversations.messages': {
    access: 'user',
    owner: "the room's two members (anyone else hears 404)",
    tags,
    summary: "A room's messages: page 1 is the newest, each page oldest first (members only, else 404)",
    params: roomIdParamsSchema,
    query: conversationPageQuerySchema,
    responses: { 200: chatMessagePageSchema },
  },
  'conversations.send': {
    access: 'user',
    owner: 'K1: an approved mentor, a student who booked the caller, or the other member of an existing room',
    quota: 'at most 30 messages per sender in a clock minute (429 with Retry-After)',
    tags,
    summary:
      'Send a message (K1): to an approved mentor, as a mentor to a student who booked you, or inside an existing room',
    params: otherUserIdParamsSchema,
    body: sendMessageBodySchema,
    responses: { 201: sentMessageSchema },
    errors: [429],
  },
  'conversations.markRead': {
    access: 'user',
    owner: "the room's two members (anyone else hears 404)",
    tags,
    summary: 'Mark everything in the room read for the caller (members only, else 404)',
    params: markReadParamsSchema,
    responses: { 200: markReadResponseSchema },
  },
});
