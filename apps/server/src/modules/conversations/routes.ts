/**
 * Messaging calls (API-53..56, K1, K2): the caller's rooms, a room's messages, sending, marking read, and
 * the realtime check of private-room-{id}. Thin: validate, authorise, call the service.
 */
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  chatMessagePageSchema,
  conversationPageQuerySchema,
  conversationRoomPageSchema,
  markReadParamsSchema,
  markReadResponseSchema,
  otherUserIdParamsSchema,
  ROOM_CHANNEL_PREFIX,
  roomIdParamsSchema,
  sendMessageBodySchema,
  sentMessageSchema,
} from '@app/contract';
import { requireUser } from '../auth/session.ts';
import {
  listMessages,
  listRooms,
  markRoomRead,
  mayUseRoomChannel,
  sendMessage,
  type ConversationDeps,
} from './service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};

export const conversationsModule: FastifyPluginCallback = (plugin, _options, done) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const deps: ConversationDeps = {
    db: app.db,
    config: app.config,
    clock: app.clock,
    outbox: app.outbox,
    log: app.log,
  };

  // Signed-out callers hear 401 whatever they sent, before their input is judged.
  app.addHook('preValidation', async (request) => {
    await requireUser(request);
  });

  app.realtime.authorizeChannel(ROOM_CHANNEL_PREFIX, (user, channelName) =>
    mayUseRoomChannel(app.db, user, channelName, ROOM_CHANNEL_PREFIX),
  );

  app.get(
    '/api/conversations/rooms/',
    {
      schema: {
        tags: ['conversations'],
        summary: "The signed-in user's conversations, newest activity first, with unread counts",
        querystring: conversationPageQuerySchema,
        response: { 200: conversationRoomPageSchema, ...errors },
      },
    },
    async (request) => listRooms(deps, await requireUser(request), request.query, request.url),
  );

  app.get(
    '/api/conversations/rooms/:roomId/messages/',
    {
      schema: {
        tags: ['conversations'],
        summary: "A room's messages: page 1 is the newest, each page oldest first (members only, else 404)",
        params: roomIdParamsSchema,
        querystring: conversationPageQuerySchema,
        response: { 200: chatMessagePageSchema, ...errors },
      },
    },
    async (request) =>
      listMessages(deps, await requireUser(request), request.params.roomId, request.query, request.url),
  );

  app.post(
    '/api/conversations/send-message/:otherUserId/',
    {
      schema: {
        tags: ['conversations'],
        summary:
          'Send a message (K1): to an approved mentor, as a mentor to a student who booked you, or inside an existing room',
        params: otherUserIdParamsSchema,
        body: sendMessageBodySchema,
        response: { 201: sentMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const sent = await sendMessage(deps, user, request.params.otherUserId, request.body.message);
      return reply.code(201).send(sent);
    },
  );

  app.post(
    '/api/conversations/rooms/:id/mark-read/',
    {
      schema: {
        tags: ['conversations'],
        summary: 'Mark everything in the room read for the caller (members only, else 404)',
        params: markReadParamsSchema,
        response: { 200: markReadResponseSchema, ...errors },
      },
    },
    async (request) => markRoomRead(deps, await requireUser(request), request.params.id),
  );
  done();
};
