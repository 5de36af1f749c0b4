/**
 * Mentor discovery: API-11..API-18 (lists, lookups, profile, likes), registered from their declarations
 * (packages/contract/src/api/mentors.ts). Thin: call the service.
 */
import type { FastifyPluginCallback } from 'fastify';
import { endpoints } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { listLookup, refreshDailyRanks } from './repository.ts';
import { addAudioSample, readSampleForm, removeAudioSample, type AudioSampleDeps } from './audio-samples.ts';
import { likeMentor, likedMentors, listMentors, mentorProfile, unlikeMentor } from './service.ts';

export const mentorsModule: FastifyPluginCallback = (app, _options, done) => {
  // Recency moves every Recommended score once a day.
  app.scheduler.register({ name: 'catalogue.daily-ranks', run: refreshDailyRanks });

  handle(app, endpoints['mentors.skills'], () => listLookup(app.db, 'skills'));
  handle(app, endpoints['mentors.styles'], () => listLookup(app.db, 'styles'));
  handle(app, endpoints['mentors.languages'], () => listLookup(app.db, 'languages'));

  handle(app, endpoints['mentors.list'], ({ user, query, request }) =>
    listMentors(app.db, query, { user, requestUrl: request.url, now: app.clock.now() }),
  );

  handle(app, endpoints['mentors.liked'], ({ user, query, request }) =>
    likedMentors(app.db, user, query, request.url),
  );

  handle(app, endpoints['mentors.profile'], ({ user, params, request }) =>
    mentorProfile(app.db, params.id, { user, requestUrl: request.url, now: app.clock.now() }),
  );

  handle(app, endpoints['mentors.like'], async ({ user, params, reply }) => {
    await likeMentor(app.db, user, params.id, app.clock.now());
    return reply.status(201).send({ detail: 'Mentor saved.' });
  });

  const samples: AudioSampleDeps = {
    db: app.db,
    clock: app.clock,
    storage: app.storage,
    outbox: app.outbox,
    log: app.log,
  };
  handle(
    app,
    endpoints['mentors.addAudioSample'],
    async ({ body, request, reply }) =>
      reply.code(201).send(await addAudioSample(samples, body.title, request)),
    // Who asks and whether there is room is settled before the form is read; the title is then the body.
    { preValidation: (request) => readSampleForm(app.db, request) },
  );

  handle(app, endpoints['mentors.removeAudioSample'], ({ user, params }) =>
    removeAudioSample(samples, user, params.id),
  );

  handle(app, endpoints['mentors.unlike'], async ({ user, params, reply }) => {
    await unlikeMentor(app.db, user, params.id);
    return reply.status(204).send(null);
  });
  done();
};
