/**
 * Messaging calls (API-53..56, K1, K2), registered from their declarations
 * (packages/contract/src/api/conversations.ts), and the realtime check of private-room-{id}. Thin: call
 * the service; who may call is declared, room membership is the service's.
 */
import type { FastifyPluginCallback } from 'fastify';
import { endpoints, ROOM_CHANNEL_PREFIX } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import {
  listMessages,
  listRooms,
  markRoomRead,
  mayUseRoomChannel,
  sendMessage,
  type ConversationDeps,
} from './service.ts';

export const conversationsModule: FastifyPluginCallback = (app, _options, done) => {
  const deps: ConversationDeps = {
    db: app.db,
    config: app.config,
    clock: app.clock,
    outbox: app.outbox,
    log: app.log,
  };

  app.realtime.authorizeChannel(ROOM_CHANNEL_PREFIX, (user, channelName) =>
    mayUseRoomChannel(app.db, user, channelName, ROOM_CHANNEL_PREFIX),
  );

  handle(app, endpoints['conversations.rooms'], ({ user, query, request }) =>
    listRooms(deps, user, query, request.url),
  );

  handle(app, endpoints['conversations.messages'], ({ user, params, query, request }) =>
    listMessages(deps, user, params.roomId, query, request.url),
  );

  handle(app, endpoints['conversations.send'], async ({ user, params, body, reply }) => {
    const sent = await sendMessage(deps, user, params.otherUserId, body.message);
    return reply.code(201).send(sent);
  });

  handle(app, endpoints['conversations.markRead'], ({ user, params }) => markRoomRead(deps, user, params.id));
  done();
};
