/**
 * The settings calls (API-34..41, API-43), registered from their declarations
 * (packages/contract/src/api/settings.ts: every call a signed-in user, the /api/mentors/update* calls a
 * mentor). Thin: call the service.
 */
import type { FastifyPluginCallback } from 'fastify';
import { endpoints } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { clearSessionCookies } from '../auth/index.ts';
import { deleteAccount } from './account-deletion.ts';
import { readBookingRules, updateBookingRules } from './booking-rules.ts';
import { purgeDeletedAccounts } from './account-purge.ts';
import { readMultipartForm, uploadedFile } from './form.ts';
import { updateAvailability, updateMentorProfile, updateSessions } from './mentor-settings.ts';
import { checkPhoto, PHOTO_CHECK_FIELD } from './photo-check.ts';
import {
  changePassword,
  readPayments,
  readSettings,
  updateNotifications,
  updateProfile,
  updateTimeZoneSetting,
  type SettingsDeps,
} from './service.ts';

export const settingsModule: FastifyPluginCallback = (app, _options, done) => {
  // A10: what a deleted account still reaches is purged 6 months after the deletion.
  app.scheduler.register({
    name: 'accounts.purge-deleted',
    run: (tx, now) => purgeDeletedAccounts(tx, now, app.outbox),
  });
  const deps: SettingsDeps = { db: app.db, clock: app.clock, storage: app.storage, outbox: app.outbox };

  handle(app, endpoints['settings.read'], ({ user }) => readSettings(deps, user));

  handle(app, endpoints['settings.payments'], ({ user, query }) => readPayments(deps, user, query.page ?? 1));

  handle(
    app,
    endpoints['settings.profile'],
    ({ user, body, request }) => updateProfile(deps, user, body, uploadedFile(request, 'profile_picture')),
    { preValidation: readMultipartForm(['profile_picture']) },
  );

  handle(
    app,
    endpoints['settings.checkPhoto'],
    ({ user, request }) =>
      checkPhoto({ ...deps, config: app.config }, user, uploadedFile(request, PHOTO_CHECK_FIELD)),
    { preValidation: readMultipartForm([PHOTO_CHECK_FIELD]) },
  );

  handle(app, endpoints['settings.changePassword'], ({ user, body, request }) =>
    changePassword(deps, user, request.sessionFamilyId, body, request.ip),
  );

  handle(app, endpoints['settings.deleteAccount'], async ({ user, body, reply }) => {
    const answer = await deleteAccount(deps, user, body);
    clearSessionCookies(reply, app.config);
    return answer;
  });

  handle(app, endpoints['settings.notifications'], ({ user, body }) => updateNotifications(deps, user, body));

  handle(app, endpoints['settings.timeZone'], ({ user, body }) => updateTimeZoneSetting(deps, user, body));

  handle(
    app,
    endpoints['settings.mentorProfile'],
    ({ user, body }) => updateMentorProfile(deps, user, body),
    {
      preValidation: readMultipartForm([]),
    },
  );

  handle(app, endpoints['settings.weeklyHours'], ({ user, body }) => updateAvailability(deps, user, body));

  handle(app, endpoints['settings.bookingRules'], ({ user }) => readBookingRules(deps, user));

  handle(app, endpoints['settings.updateBookingRules'], ({ user, body }) =>
    updateBookingRules(deps, user, body),
  );

  handle(app, endpoints['settings.sessionTimes'], ({ user, body }) => updateSessions(deps, user, body));
  done();
};
