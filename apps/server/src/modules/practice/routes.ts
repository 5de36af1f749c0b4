/**
 * Notes and practice after a lesson (issue 18 item 3), registered from their declarations
 * (packages/contract/src/api/practice.ts). Thin: call the service.
 */
import type { FastifyPluginCallback } from 'fastify';
import { endpoints } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { bookingDeps } from '../bookings/index.ts';
import { attachFile, removeAttachment, sendAttachment, type AttachmentDeps } from './attachments.ts';
import { lessonNotes, logPractice, myPractice, saveNotes } from './service.ts';

export const practiceModule: FastifyPluginCallback = (app, _options, done) => {
  const deps = { ...bookingDeps(app), storage: app.storage };
  const files: AttachmentDeps = { db: app.db, clock: app.clock, storage: app.storage, log: app.log };

  handle(app, endpoints['practice.saveNotes'], ({ user, params, body }) =>
    saveNotes(deps, user, params.id, body),
  );

  handle(app, endpoints['practice.notes'], ({ user, params }) => lessonNotes(deps, user, params.id));

  handle(app, endpoints['practice.mine'], ({ user }) => myPractice(deps, user));

  handle(app, endpoints['practice.log'], async ({ user, params, body, reply }) => {
    const answer = await logPractice(deps, user, params.assignment_id, body);
    return reply.code(201).send(answer);
  });

  handle(
    app,
    endpoints['practice.attach'],
    async ({ user, params, request, reply }) => {
      const answer = await attachFile(files, user, params.assignment_id, request);
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

  handle(app, endpoints['practice.attachment'], ({ user, params, reply }) =>
    sendAttachment(files, user, params.id, reply),
  );

  handle(app, endpoints['practice.removeAttachment'], ({ user, params }) =>
    removeAttachment(files, user, params.id),
  );
  done();
};
