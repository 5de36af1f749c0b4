/**
 * POST /api/conversations/pusher/auth/ (API-57, CHAT-29, rule K2), declared in
 * packages/contract/src/api/conversations.ts: signs a private-channel subscription for the signed-in user
 * when the check registered for the channel's prefix allows it. This module registers the check of the
 * user's own channel, private-user-{id}; lessons and conversations register theirs with
 * `app.realtime.authorizeChannel`.
 */
import type { FastifyInstance } from 'fastify';
import { USER_CHANNEL_PREFIX, endpoints, realtimeMessages, userChannel } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { forbidden } from '../../platform/errors.ts';

/** socket_id and channel_name are short; anything bigger is not pusher-js talking. */
const AUTH_BODY_LIMIT = 2048;

export function realtimeModule(app: FastifyInstance, _options: unknown, done: () => void): void {
  // Only the user themself listens on their own channel.
  app.realtime.authorizeChannel(USER_CHANNEL_PREFIX, (user, channelName) =>
    Promise.resolve(channelName === userChannel(user.id)),
  );

  // pusher-js's default authoriser posts a form; the app's client posts JSON. Encapsulated: this parser
  // exists for this route only. A repeated field keeps its last value, and the schema then judges it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: AUTH_BODY_LIMIT },
    (_request, body, parsed) => {
      parsed(null, Object.fromEntries(new URLSearchParams(body.toString())));
    },
  );

  handle(
    app,
    endpoints['realtime.authorise'],
    async ({ user, body }) => {
      const { socket_id: socketId, channel_name: channelName } = body;
      if (!(await app.realtime.mayJoin(user, channelName)))
        throw forbidden(realtimeMessages.channelForbidden);
      return app.realtime.signChannel(socketId, channelName);
    },
    { bodyLimit: AUTH_BODY_LIMIT },
  );
  done();
}
