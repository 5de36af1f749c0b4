/**
 * The lesson room's calls (rule L1, API-29, API-63, issue 5 item 8): join and enter, registered from their
 * declarations (packages/contract/src/api/lesson-room.ts), and the realtime check of private-lesson-{id}.
 * Thin: call the service, which checks that the caller is the booking's student or mentor.
 */
import type { FastifyPluginCallback } from 'fastify';
import { endpoints, LESSON_CHANNEL_PREFIX } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { keptOfLesson, sayInRoom, type KeptDeps } from './kept.ts';
import { removeRoomFile, sendRoomFile, sendRoomFilePage, shareRoomFile } from './room-files.ts';
import { enterRoom, joinLesson, mayUseLessonChannel, setSoundMode, type LessonRoomDeps } from './service.ts';
import { RoomTokens } from './token.ts';

export const lessonRoomModule: FastifyPluginCallback = (app, _options, done) => {
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

  handle(app, endpoints['lessonRoom.join'], ({ user, params }) =>
    joinLesson(deps, user, params.id, app.clock.now()),
  );

  handle(app, endpoints['lessonRoom.enter'], ({ user, params, body }) =>
    enterRoom(deps, user, params.id, body.token, app.clock.now()),
  );

  const kept: KeptDeps = {
    db: app.db,
    clock: app.clock,
    storage: app.storage,
    outbox: app.outbox,
    log: app.log,
  };
  handle(
    app,
    endpoints['lessonRoom.shareFile'],
    async ({ user, params, request, reply }) => {
      const answer = await shareRoomFile(kept, user, params.id, request);
      return reply.code(201).send(answer);
    },
    {
      // The form is read by the handler once it knows who asks; its (absent) text fields are the body.
      preValidation: (request, _reply, next) => {
        if (request.isMultipart()) request.body = {};
        next();
      },
    },
  );
  handle(app, endpoints['lessonRoom.kept'], ({ user, params }) => keptOfLesson(kept, user, params.id));
  handle(app, endpoints['lessonRoom.file'], ({ user, params, reply }) =>
    sendRoomFile(kept, user, params.id, reply),
  );
  handle(app, endpoints['lessonRoom.filePage'], ({ user, params, reply }) =>
    sendRoomFilePage(kept, user, params.id, params.page, reply),
  );
  handle(app, endpoints['lessonRoom.removeFile'], ({ user, params }) =>
    removeRoomFile(kept, user, params.id),
  );
  handle(app, endpoints['lessonRoom.say'], async ({ user, params, body, reply }) => {
    const answer = await sayInRoom(kept, user, params.id, body.text);
    return reply.code(201).send(answer);
  });
  handle(app, endpoints['lessonRoom.setSoundMode'], ({ user, params, body }) =>
    setSoundMode(app.db, user, params.id, body.sound_mode, app.clock.now()),
  );
  done();
};
