/**
 * The lesson room's calls (rule L1, API-29, API-63, issue 5 item 8): join, enter, and the realtime check of
 * private-lesson-{id}. Thin: validate, authorise, call the service.
 */
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  bookingIdParamsSchema,
  LESSON_CHANNEL_PREFIX,
  roomEnterRequestSchema,
  roomEnterResponseSchema,
  videoCallResponseSchema,
} from '@app/contract';
import { requireUser } from '../auth/session.ts';
import { enterRoom, joinLesson, mayUseLessonChannel, type LessonRoomDeps } from './service.ts';
import { RoomTokens } from './token.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export const lessonRoomModule: FastifyPluginCallback = (plugin, _options, done) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  // One signer per app; its key is created in server_secrets by the first call that needs it.
  let tokens: Promise<RoomTokens> | undefined;
  const deps: LessonRoomDeps = {
    db: app.db,
    config: app.config,
    tokens: () => {
      tokens ??= RoomTokens.load(app.db, app.clock.now()).catch((err: unknown) => {
        tokens = undefined;
        throw err;
      });
      return tokens;
    },
  };

  app.realtime.authorizeChannel(LESSON_CHANNEL_PREFIX, (user, channelName) =>
    mayUseLessonChannel(app.db, user, channelName, app.clock.now()),
  );

  app.post(
    '/api/lessons/bookings/:id/video-call/',
    {
      schema: {
        tags: ['lesson room'],
        summary:
          "Join a lesson inside its window: the mentor's own call link, or the lesson room's URL and a token for it",
        params: bookingIdParamsSchema,
        response: { 200: videoCallResponseSchema, ...errors },
      },
    },
    async (request) => joinLesson(deps, await requireUser(request), request.params.id, app.clock.now()),
  );

  app.post(
    '/api/lessons/rooms/:id/enter/',
    {
      schema: {
        tags: ['lesson room'],
        summary:
          "The lesson room page's first call: checks the room token and answers the lesson, the people and the channel",
        params: bookingIdParamsSchema,
        body: roomEnterRequestSchema,
        response: { 200: roomEnterResponseSchema, ...errors },
      },
    },
    async (request) =>
      enterRoom(deps, await requireUser(request), request.params.id, request.body.token, app.clock.now()),
  );

  done();
};
