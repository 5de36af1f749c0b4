/**
 * POST /api/conversations/pusher/auth/ (API-57, CHAT-29, rule K2): signs a private-channel subscription
 * for the signed-in user when the check registered for the channel's prefix allows it. This module
 * registers the check of the user's own channel, private-user-{id}; lessons and conversations register
 * theirs with `app.realtime.authorizeChannel`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  REALTIME_AUTH_PATH,
  USER_CHANNEL_PREFIX,
  apiErrorSchema,
  realtimeAuthRequestSchema,
  realtimeAuthResponseSchema,
  realtimeMessages,
  userChannel,
} from '@app/contract';
import { forbidden } from '../../platform/errors.ts';
import { requireUser } from '../auth/session.ts';

/** socket_id and channel_name are short; anything bigger is not pusher-js talking. */
const AUTH_BODY_LIMIT = 2048;

export function realtimeModule(plugin: FastifyInstance, _options: unknown, done: () => void): void {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

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

  app.post(
    REALTIME_AUTH_PATH,
    {
      bodyLimit: AUTH_BODY_LIMIT,
      // Signed-out callers hear 401 whatever they sent.
      preValidation: async (request) => {
        await requireUser(request);
      },
      schema: {
        tags: ['realtime'],
        summary: 'Authorise a private realtime channel subscription (Pusher protocol)',
        body: realtimeAuthRequestSchema,
        response: {
          200: realtimeAuthResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { socket_id: socketId, channel_name: channelName } = request.body;
      if (!(await app.realtime.mayJoin(user, channelName)))
        throw forbidden(realtimeMessages.channelForbidden);
      return app.realtime.signChannel(socketId, channelName);
    },
  );
  done();
}
