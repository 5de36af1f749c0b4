/** The settings calls (API-34..41, API-43): every one the caller's own account or mentor profile. */
import { z } from 'zod';
import { settingsMessages } from '../settings-messages.ts';
import {
  availabilitySettingsSchema,
  availabilityUpdateRequestSchema,
  bookingRulesSchema,
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
  timeZoneSettingSchema,
  timeZoneUpdateSchema,
} from '../settings.ts';
import { declareEndpoints } from './endpoint.ts';

const tags = ['settings'];
const ownAccount = "the caller's own account";
const ownProfile = "the caller's own mentor profile";
const mentorOnly = { access: 'mentor', refusal: settingsMessages.onlyMentors, owner: ownProfile } as const;

export const settingsEndpoints = declareEndpoints({
  'settings.read': {
    access: 'user',
    owner: ownAccount,
    tags,
    summary: "The caller's settings: account, mentor profile and hours, notifications, payments (page 1)",
    responses: { 200: settingsResponseSchema },
  },
  'settings.payments': {
    access: 'user',
    owner: ownAccount,
    tags,
    summary: "A page (10) of the caller's payments history, newest first",
    query: paymentHistoryQuerySchema,
    responses: { 200: paymentHistoryPageSchema },
  },
  'settings.profile': {
    access: 'user',
    owner: ownAccount,
    tags,
    summary:
      'Change the name and photo: multipart first_name, last_name and the file profile_picture (PNG or JPEG, 2 MB), or JSON without a photo',
    body: profileUpdateFieldsSchema,
    responses: { 200: profileUpdateResponseSchema },
    errors: [413],
  },
  // Issue 17 item 10: the photo pickers ask before anything is saved. The server reads the multipart form
  // itself (one file, `photo`); the body schema is its text fields, of which there are none.
  'settings.checkPhoto': {
    access: 'user',
    owner: 'nothing is stored: the file is checked and dropped',
    quota:
      'RATE_LIMIT_PER_HOUR (50 by default) checks an hour per user (429 with Retry-After); one file of at most 2 MB, as the uploads',
    tags,
    summary:
      'Check a photo by content exactly as the profile and application uploads do (PNG or JPEG, 2 MB, a decodable image), without storing it: multipart with the file photo',
    consumes: ['multipart/form-data'],
    body: z.strictObject({}),
    responses: { 200: messageResponseSchema },
    errors: [413, 415, 429],
  },
  'settings.changePassword': {
    access: 'user',
    owner: ownAccount,
    quota: 'wrong current passwords count as failed sign-ins of the account (429 past the limit)',
    tags,
    summary: 'Change the password (A2); other sign-ins of the account end, this one stays',
    body: changePasswordRequestSchema,
    responses: { 200: messageResponseSchema },
    errors: [429],
  },
  'settings.deleteAccount': {
    access: 'user',
    owner: ownAccount,
    tags,
    summary: 'Delete (anonymise) the account, confirmed by its e-mail; refused while bookings are live (A10)',
    body: deleteAccountRequestSchema,
    responses: { 200: messageResponseSchema },
  },
  'settings.notifications': {
    access: 'user',
    owner: ownAccount,
    tags,
    summary: 'Switch the optional e-mails on or off; toggles left out stay as they are',
    body: notificationSettingsUpdateSchema,
    responses: { 200: notificationSettingsSchema },
  },
  'settings.timeZone': {
    access: 'user',
    owner: ownAccount,
    tags,
    summary:
      'Choose the zone times are shown and mailed in (ADR 49), or follow the device (follow_device, with its zone)',
    body: timeZoneUpdateSchema,
    responses: { 200: timeZoneSettingSchema },
  },
  'settings.mentorProfile': {
    ...mentorOnly,
    tags,
    summary:
      "Change the caller's mentor profile (M4): JSON or multipart fields; id lists as arrays or JSON-encoded strings",
    body: mentorUpdateRequestSchema,
    responses: { 200: settingsMentorSchema },
  },
  'settings.weeklyHours': {
    ...mentorOnly,
    tags,
    summary: "Replace the caller's weekly hours and their time zone; existing bookings stay",
    body: availabilityUpdateRequestSchema,
    responses: { 200: availabilitySettingsSchema },
  },
  'settings.bookingRules': {
    ...mentorOnly,
    tags,
    summary: "The caller's booking rules: minimum notice, horizon, buffer around lessons, most lessons a day",
    responses: { 200: bookingRulesSchema },
  },
  'settings.updateBookingRules': {
    ...mentorOnly,
    tags,
    summary:
      "Replace the caller's booking rules (notice 0-72 h, horizon 14-365 days, buffer 0-60 min, 1-24 lessons a day or null); existing bookings stay",
    body: bookingRulesSchema,
    responses: { 200: bookingRulesSchema },
  },
  'settings.sessionTimes': {
    ...mentorOnly,
    tags,
    summary: "Replace the caller's session lengths and breaks; existing bookings stay",
    body: sessionsUpdateRequestSchema,
    responses: { 200: z.array(sessionSettingSchema) },
  },
});
