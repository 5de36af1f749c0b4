/**
 * The settings calls (API-34..41, API-43). Thin: validate with the contract, authorise (every call needs a
 * signed-in user, the /api/mentors/update* calls a mentor), call the service. CSRF is checked app-wide for
 * unsafe methods.
 */
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  availabilitySettingsSchema,
  availabilityUpdateRequestSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  mentorUpdateRequestSchema,
  messageResponseSchema,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  paymentHistoryPageSchema,
  paymentHistoryQuerySchema,
  profileUpdateFieldsSchema,
  profileUpdateResponseSchema,
  sessionSettingSchema,
  sessionsUpdateRequestSchema,
  settingsMentorSchema,
  settingsResponseSchema,
} from '@app/contract';
import { z } from 'zod';
import { clearSessionCookies } from '../auth/cookies.ts';
import { requireUser } from '../auth/session.ts';
import { deleteAccount } from './account-deletion.ts';
import { purgeDeletedAccounts } from './account-purge.ts';
import { readMultipartForm, uploadedFile } from './form.ts';
import { updateAvailability, updateMentorProfile, updateSessions } from './mentor-settings.ts';
import {
  changePassword,
  readPayments,
  readSettings,
  updateNotifications,
  updateProfile,
  type SettingsDeps,
} from './service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };
const tags = ['settings'];

export const settingsModule: FastifyPluginCallback = (plugin, _options, done) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  // A10: what a deleted account still reaches is purged 6 months after the deletion.
  app.scheduler.register({ name: 'accounts.purge-deleted', run: purgeDeletedAccounts });
  const deps: SettingsDeps = { db: app.db, clock: app.clock, storage: app.storage };

  app.get(
    '/api/users/settings/',
    {
      schema: {
        tags,
        summary: "The caller's settings: account, mentor profile and hours, notifications, payments (page 1)",
        response: { 200: settingsResponseSchema, ...errors },
      },
    },
    async (request) => readSettings(deps, await requireUser(request)),
  );

  app.get(
    '/api/users/settings/payments/',
    {
      schema: {
        tags,
        summary: "A page (10) of the caller's payments history, newest first",
        querystring: paymentHistoryQuerySchema,
        response: { 200: paymentHistoryPageSchema, ...errors },
      },
    },
    async (request) => readPayments(deps, await requireUser(request), request.query.page ?? 1),
  );

  app.put(
    '/api/users/profile/',
    {
      schema: {
        tags,
        summary:
          'Change the name and photo: multipart first_name, last_name and the file profile_picture (PNG or JPEG, 2 MB), or JSON without a photo',
        body: profileUpdateFieldsSchema,
        response: { 200: profileUpdateResponseSchema, ...errors, 413: apiErrorSchema },
      },
      preValidation: readMultipartForm(['profile_picture']),
    },
    async (request) =>
      updateProfile(deps, await requireUser(request), request.body, uploadedFile(request, 'profile_picture')),
  );

  app.put(
    '/api/users/change-password/',
    {
      schema: {
        tags,
        summary: 'Change the password (A2); other sign-ins of the account end, this one stays',
        body: changePasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) =>
      changePassword(deps, await requireUser(request), request.sessionFamilyId, request.body, request.ip),
  );

  app.post(
    '/api/users/delete/',
    {
      schema: {
        tags,
        summary:
          'Delete (anonymise) the account, confirmed by its e-mail; refused while bookings are live (A10)',
        body: deleteAccountRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await deleteAccount(deps, await requireUser(request), request.body);
      clearSessionCookies(reply, app.config);
      return answer;
    },
  );

  app.put(
    '/api/notifications/settings/',
    {
      schema: {
        tags,
        summary: 'Switch the optional e-mails on or off; toggles left out stay as they are',
        body: notificationSettingsUpdateSchema,
        response: { 200: notificationSettingsSchema, ...errors },
      },
    },
    async (request) => updateNotifications(deps, await requireUser(request), request.body),
  );

  app.put(
    '/api/mentors/update/',
    {
      schema: {
        tags,
        summary:
          "Change the caller's mentor profile (M4): JSON or multipart fields; id lists as arrays or JSON-encoded strings",
        body: mentorUpdateRequestSchema,
        response: { 200: settingsMentorSchema, ...errors },
      },
      preValidation: readMultipartForm([]),
    },
    async (request) => updateMentorProfile(deps, await requireUser(request), request.body),
  );

  app.put(
    '/api/mentors/update-availability/',
    {
      schema: {
        tags,
        summary: "Replace the caller's weekly hours and their time zone; existing bookings stay",
        body: availabilityUpdateRequestSchema,
        response: { 200: availabilitySettingsSchema, ...errors },
      },
    },
    async (request) => updateAvailability(deps, await requireUser(request), request.body),
  );

  app.put(
    '/api/mentors/update-sessions-times/',
    {
      schema: {
        tags,
        summary: "Replace the caller's session lengths and breaks; existing bookings stay",
        body: sessionsUpdateRequestSchema,
        response: { 200: z.array(sessionSettingSchema), ...errors },
      },
    },
    async (request) => updateSessions(deps, await requireUser(request), request.body),
  );
  done();
};
