/**
 * The settings calls (API-34..41, API-43; DATA-20). Field names are the spec's. The weekly slot rules (order,
 * overlaps, 30-minute grid) are in weeklySlotProblem (settings-rules.ts, zod-free) so the web editor and the
 * server apply the same ones; the server answers them with the spec's exact sentence as the R1 detail.
 */
import { z } from 'zod';
import { BOOKING_RULE_LIMITS, bookingRuleMessages } from './booking-rules.ts';
import { idSchema } from './ids.ts';
import { lookupItemSchema, SESSION_TIMES, withoutNul } from './mentors.ts';
import { MENTOR_AGES, MENTOR_LEVELS } from './teacher-profile.ts';
import {
  agesSchema,
  audioSampleSchema,
  introVideoUrlSchema,
  levelsSchema,
} from './teacher-profile-schemas.ts';
import { paymentAccountSummarySchema } from './payouts.ts';
import { isValidTimezone } from './zoned-time.ts';
import {
  CALL_PLATFORMS,
  NAME_MAX_CHARS,
  PAYMENT_HISTORY_KINDS,
  PAYMENT_HISTORY_STATUSES,
  SESSION_BREAK_MAX_MINUTES,
  SESSION_BREAK_STEP_MINUTES,
  SETTINGS_PRICE_MAX_EUROS,
  SETTINGS_PRICE_MIN_EUROS,
  WEEKDAY_CODES,
  settingsMessages as m,
} from './settings-messages.ts';

// ---------------------------------------------------------------- answers

/** The mentor whose referral code the user entered (rule L5), as {id, name}. */
export const referralMentorSchema = z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: 'ReferralMentor' });
export type ReferralMentor = z.infer<typeof referralMentorSchema>;

export const settingsUserSchema = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    profile_picture: z.string().nullable(),
    referral_mentor: referralMentorSchema.nullable(),
  })
  .meta({ id: 'SettingsUser' });
export type SettingsUser = z.infer<typeof settingsUserSchema>;

/** DATA-20 mentor: also the answer of PUT /api/mentors/update/ (M4). */
export const settingsMentorSchema = z
  .object({
    headline: z.string(),
    /** Sanitised HTML (p, br, strong, em, ul, ol, li). */
    bio: z.string(),
    offer_trial: z.boolean(),
    is_verified: z.boolean(),
    /** Price of a 60-minute lesson in euro cents. */
    amount_cents: z.number().int(),
    different_call_platform: z.boolean(),
    different_call_platform_name: z.enum(CALL_PLATFORMS).nullable(),
    different_call_platform_url: z.string().nullable(),
    referral_code: z.string(),
    skills: z.array(lookupItemSchema),
    styles: z.array(lookupItemSchema),
    languages: z.array(lookupItemSchema),
    /** ADR 67: what the profile shows a student before booking. */
    intro_video_url: z.string().nullable(),
    levels: z.array(z.enum(MENTOR_LEVELS)),
    ages: z.array(z.enum(MENTOR_AGES)),
    audio_samples: z.array(audioSampleSchema),
    /** PAYOUT-03: the payment account, or null before the mentor started connecting one. */
    stripe: paymentAccountSummarySchema.nullable(),
  })
  .meta({ id: 'SettingsMentor' });
export type SettingsMentor = z.infer<typeof settingsMentorSchema>;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Use the format HH:MM.');

export const timeSlotSchema = z.object({ start: hhmm, end: hhmm }).meta({ id: 'TimeSlot' });
export type TimeSlot = z.infer<typeof timeSlotSchema>;

export const weekdaySlotsSchema = z
  .object({ weekday: z.enum(WEEKDAY_CODES), time_slots: z.array(timeSlotSchema).max(48) })
  .meta({ id: 'WeekdaySlots' });
export type WeekdaySlots = z.infer<typeof weekdaySlotsSchema>;

/** The answer lists all seven days, Mon..Sun, a day without hours with an empty time_slots. */
export const availabilitySettingsSchema = z
  .object({ timezone: z.string(), available_times: z.array(weekdaySlotsSchema) })
  .meta({ id: 'AvailabilitySettings' });
export type AvailabilitySettings = z.infer<typeof availabilitySettingsSchema>;

export const notificationSettingsSchema = z
  .object({
    email_lesson_notifications: z.boolean(),
    email_account_notifications: z.boolean(),
    email_promotional_notifications: z.boolean(),
    // Issue 22 item 5: each lesson reminder switchable (sent only while lesson e-mails are on).
    lesson_reminder_24h: z.boolean(),
    lesson_reminder_1h: z.boolean(),
  })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * The zone times are shown and mailed in (ADR 49). follow_device true (the default): the zone of the device
 * the person last signed in or saved on, and each screen shows the device's own; false: chosen in settings.
 */
export const timeZoneSettingSchema = z
  .object({ timezone: z.string(), follow_device: z.boolean() })
  .meta({ id: 'TimeZoneSetting' });
export type TimeZoneSetting = z.infer<typeof timeZoneSettingSchema>;

export const sessionSettingSchema = z
  .object({ session_minutes: z.number().int(), timeout_minutes: z.number().int() })
  .meta({ id: 'SessionSetting' });
export type SessionSetting = z.infer<typeof sessionSettingSchema>;

/**
 * A money movement, newest first. date: ISO 8601 UTC instant; booking_reference: bookingReference(id), null
 * for a payout; amount_cents: always positive, kind tells the direction (payment = the student paid,
 * earning = a mentor's share of a lesson, payout = sent to the mentor's bank).
 */
export const paymentHistoryItemSchema = z
  .object({
    date: z.string(),
    booking_reference: z.string().nullable(),
    amount_cents: z.number().int(),
    status: z.enum(PAYMENT_HISTORY_STATUSES),
    kind: z.enum(PAYMENT_HISTORY_KINDS),
  })
  .meta({ id: 'PaymentHistoryItem' });
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;

/** next/previous: relative URLs of GET /api/users/settings/payments/?page=N, or null. */
export const paymentHistoryPageSchema = z
  .object({
    results: z.array(paymentHistoryItemSchema),
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
  })
  .meta({ id: 'PaymentHistoryPage' });
export type PaymentHistoryPage = z.infer<typeof paymentHistoryPageSchema>;

export const paymentHistoryQuerySchema = z.object({
  page: z
    .string()
    .regex(/^\d{1,6}$/, 'page must be a whole number.')
    .transform(Number)
    .pipe(z.number().min(1, 'page must be 1 or more.'))
    .optional(),
});
export type PaymentHistoryQuery = z.infer<typeof paymentHistoryQuerySchema>;

/** API-34 answer (DATA-20). mentor, availability are null for a student; session_settings empty. */
export const settingsResponseSchema = z
  .object({
    user: settingsUserSchema,
    can_add_referral: z.boolean(),
    mentor: settingsMentorSchema.nullable(),
    availability: availabilitySettingsSchema.nullable(),
    notification_settings: notificationSettingsSchema,
    time_zone: timeZoneSettingSchema,
    session_settings: z.array(sessionSettingSchema),
    payments: paymentHistoryPageSchema,
  })
  .meta({ id: 'Settings' });
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** API-35 answer. */
export const profileUpdateResponseSchema = z
  .object({ message: z.string(), user: settingsUserSchema })
  .meta({ id: 'ProfileUpdated' });
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;

// ---------------------------------------------------------------- requests

/* eslint-disable-next-line no-control-regex -- the point is to find control characters */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
const personName = z
  .string()
  .trim()
  .min(1, m.nameRequired)
  .max(NAME_MAX_CHARS, m.nameTooLong)
  .refine((v) => !CONTROL_CHARACTERS.test(v), { message: m.nameControlCharacters });

/**
 * API-35 text fields (multipart form fields, or a JSON body without a photo). A missing name stays as it
 * is; the photo is the multipart file field profile_picture.
 */
export const profileUpdateFieldsSchema = z
  .object({ first_name: personName.optional(), last_name: personName.optional() })
  .meta({ id: 'ProfileUpdateFields' });
export type ProfileUpdateFields = z.infer<typeof profileUpdateFieldsSchema>;

/** API-36. The new password follows rule A2 (checked by the server's password policy). */
export const changePasswordRequestSchema = z
  .object({
    old_password: z.string().min(1, m.passwordFieldsRequired).max(1024),
    new_password: z.string().min(1, m.passwordFieldsRequired).max(1024),
  })
  .meta({ id: 'ChangePasswordRequest' });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** API-37: the account's own e-mail, compared case-insensitively. */
export const deleteAccountRequestSchema = z
  .object({ email: z.string().trim().min(1, m.deleteEmailRequired).max(254, m.deleteEmailWrong) })
  .meta({ id: 'DeleteAccountRequest' });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** An id list as a JSON-encoded string ("[1,2]", SETTINGS-16, multipart) or as a JSON array. */
const idList = (field: string) =>
  z
    .union([
      z.array(z.unknown()),
      z
        .string()
        .max(2000)
        .transform((text): unknown => {
          try {
            return JSON.parse(text);
          } catch {
            return text;
          }
        }),
    ])
    .pipe(z.array(idSchema(field, m.idList(field)), m.idList(field)).max(50, `${field}: at most 50 ids.`));
/** A boolean, or its text from a form field. */
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/**
 * API-38 (M4). Every field is optional (a missing one stays as it is); the three call-platform fields go
 * together. amount_cents: whole euros 1-500 (100..50000, a multiple of 100). headline and bio are counted
 * after markup is stripped (40-100, 100-2000); the bio keeps only p, br, strong, em, ul, ol, li.
 */
export const mentorUpdateRequestSchema = z
  .object({
    skills: idList('skills').optional(),
    styles: idList('styles').optional(),
    languages: idList('languages').optional(),
    offer_trial: flag.optional(),
    amount_cents: z
      .union([
        z.number(),
        z
          .string()
          .regex(/^-?\d+(\.\d+)?$/, m.priceOutOfRange)
          .transform(Number),
      ])
      .pipe(
        z
          .number()
          .int(m.priceOutOfRange)
          .min(SETTINGS_PRICE_MIN_EUROS * 100, m.priceOutOfRange)
          .max(SETTINGS_PRICE_MAX_EUROS * 100, m.priceOutOfRange)
          .multipleOf(100, m.priceOutOfRange),
      )
      .optional(),
    headline: z.string().max(2000).pipe(withoutNul('headline')).optional(),
    bio: z.string().max(40_000).pipe(withoutNul('bio')).optional(),
    different_call_platform: flag.optional(),
    /** One of CALL_PLATFORMS when the switch is on; ignored (and cleared) when it is off, whatever a form sent. */
    different_call_platform_name: z.string().max(100).nullable().optional(),
    different_call_platform_url: z.string().trim().max(2000).nullable().optional(),
    /** ADR 67: '' or null clears the video; levels and ages replace the stored lists. */
    intro_video_url: introVideoUrlSchema.nullable().optional(),
    levels: levelsSchema.optional(),
    ages: agesSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const nameOrUrl =
      body.different_call_platform_name !== undefined || body.different_call_platform_url !== undefined;
    if (body.different_call_platform === undefined) {
      if (nameOrUrl)
        ctx.addIssue({ code: 'custom', path: ['different_call_platform'], message: m.platformTogether });
      return;
    }
    if (!body.different_call_platform) return;
    if (
      !(CALL_PLATFORMS as readonly (string | null | undefined)[]).includes(body.different_call_platform_name)
    )
      ctx.addIssue({
        code: 'custom',
        path: ['different_call_platform_name'],
        message: m.platformNameRequired,
      });
    if (!isHttpUrl(body.different_call_platform_url ?? ''))
      ctx.addIssue({ code: 'custom', path: ['different_call_platform_url'], message: m.platformUrlRequired });
  })
  .meta({ id: 'MentorUpdateRequest' });
/** What a client sends (id lists as arrays or JSON-encoded strings). */
export type MentorUpdateRequest = z.input<typeof mentorUpdateRequestSchema>;
export type MentorUpdate = z.output<typeof mentorUpdateRequestSchema>;

const httpUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });
function isHttpUrl(text: string): boolean {
  return httpUrl.safeParse(text).success;
}

/** An IANA zone name the runtime knows ("Europe/Berlin", "UTC"); offsets and abbreviations are refused. */
const ianaZone = z
  .string()
  .max(64, m.unknownTimezone)
  .regex(/^(UTC|[A-Za-z]+(\/[A-Za-z0-9_+-]+){1,2})$/, m.unknownTimezone)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { message: m.unknownTimezone },
  );

/** API-39: replaces the weekly hours; a weekday left out has no hours. */
export const availabilityUpdateRequestSchema = z
  .object({ timezone: ianaZone, available_times: z.array(weekdaySlotsSchema).max(7) })
  .meta({ id: 'AvailabilityUpdateRequest' });
export type AvailabilityUpdateRequest = z.infer<typeof availabilityUpdateRequestSchema>;

/** API-40: the session lengths offered, each with its break. */
export const sessionsUpdateRequestSchema = z
  .object({
    sessions: z
      .array(
        z.object({
          session_time: z
            .number()
            .int()
            .refine((v) => (SESSION_TIMES as readonly number[]).includes(v), { message: m.sessionTime }),
          timeout_time: z
            .number()
            .int(m.sessionBreak)
            .min(0, m.sessionBreak)
            .max(SESSION_BREAK_MAX_MINUTES, m.sessionBreak)
            .multipleOf(SESSION_BREAK_STEP_MINUTES, m.sessionBreak),
        }),
      )
      .min(1, m.sessionsRequired)
      .max(SESSION_TIMES.length, m.sessionsDuplicate)
      .refine((list) => new Set(list.map((s) => s.session_time)).size === list.length, {
        message: m.sessionsDuplicate,
      }),
  })
  .meta({ id: 'SessionsUpdateRequest' });
export type SessionsUpdateRequest = z.infer<typeof sessionsUpdateRequestSchema>;

/** API-41: any of the three toggles; the ones left out stay as they are. */
/** Issue 22 item 4: a whole number within the rule's range, with one message naming the range. */
const ruleNumber = (name: keyof typeof BOOKING_RULE_LIMITS) => {
  const { min, max } = BOOKING_RULE_LIMITS[name];
  const message = bookingRuleMessages.range(min, max);
  return z.number(message).int(message).min(min, message).max(max, message);
};
export const bookingRulesSchema = z
  .object({
    min_notice_hours: ruleNumber('min_notice_hours'),
    horizon_days: ruleNumber('horizon_days'),
    buffer_minutes: ruleNumber('buffer_minutes'),
    max_lessons_per_day: ruleNumber('max_lessons_per_day').nullable(),
  })
  .meta({ id: 'BookingRules' });
export type BookingRulesBody = z.infer<typeof bookingRulesSchema>;

export const notificationSettingsUpdateSchema = notificationSettingsSchema
  .partial()
  .meta({ id: 'NotificationSettingsUpdate' });
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;

/** The time-zone setting: a zone this runtime knows (with follow_device, the device's detected zone). */
export const timeZoneUpdateSchema = z
  .object({
    timezone: z.string().refine(isValidTimezone, m.unknownTimeZone),
    follow_device: z.boolean(),
  })
  .meta({ id: 'TimeZoneUpdate' });
export type TimeZoneUpdate = z.infer<typeof timeZoneUpdateSchema>;
