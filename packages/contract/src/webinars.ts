/**
 * Masterclass (meet and greet, API-59..61, MASTER-01..19, K5): the public list and detail, the join call
 * and the staff area's create / edit calls. Rules that need no database live here so the 400 names the
 * field; whether a seat is free, the e-mail new to the class and the start still ahead, the service checks.
 */
import { z } from 'zod';
import { idParamSchema, idSchema } from './ids.ts';
import {
  isEmbeddableVideoUrl,
  isOwnMediaPath,
  MASTERCLASS_CAPACITY_MAX,
  MASTERCLASS_CAPACITY_MIN,
  MASTERCLASS_DESCRIPTION_MAX,
  MASTERCLASS_DURATION_MAX,
  MASTERCLASS_DURATION_MIN,
  MASTERCLASS_FULL_NAME_MAX,
  MASTERCLASS_NAME_MAX,
  MASTERCLASS_TOPIC_MAX,
  masterclassMessages as m,
} from './webinar-messages.ts';

/**
 * One masterclass as the page and the banner see it (API-59): exactly the API table's fields.
 * start_time_utc: ISO 8601 in UTC; start_time_local: the same instant on the wall clock of the class's own
 * zone (the zone staff chose), ISO 8601 with that zone's offset, e.g. 2026-11-30T19:00:00+01:00.
 */
export const masterclassSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    description_mentor: z.string(),
    show_off_url: z.string(),
    start_time_utc: z.string(),
    start_time_local: z.string(),
    /** Minutes. */
    duration: z.number().int(),
    slots_left: z.number().int(),
    custom_mentor_photo_1: z.string().nullable(),
    custom_mentor_photo_2: z.string().nullable(),
    /** The instrument or subject of the class ("piano"); '' for a general class. The page's blocks use it. */
    topic: z.string(),
    /**
     * Null when staff named no mentor: the page shows its fallback text. profile_picture: the mentor's own
     * photo (/media/...), shown when staff set no custom_mentor_photo_1.
     */
    mentor: z.object({ first_name: z.string(), profile_picture: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'Masterclass' });
export type Masterclass = z.infer<typeof masterclassSchema>;
export const masterclassListSchema = z.array(masterclassSchema);

export const masterclassListQuerySchema = z.object({
  /** 'true': only classes that have not ended yet (upcoming or running now). */
  is_active: z.enum(['true', 'false']).optional(),
});

export const masterclassParamsSchema = z.object({ id: idParamSchema('id') });

const emailText = z.string().trim().max(254, m.emailInvalid);

/** API-61. A signed-in user's e-mail and name come from the account (K5): the body's are ignored. */
export const joinMasterclassBodySchema = z
  .strictObject({
    user_email: emailText.nullish(),
    user_full_name: z.string().trim().max(MASTERCLASS_FULL_NAME_MAX).nullish(),
    accept_marketing_emails: z.boolean().optional(),
    is_18: z.boolean({ error: m.mustBe18 }),
  })
  .superRefine((body, check) => {
    const email = body.user_email ?? '';
    if (email !== '' && !z.email().safeParse(email).success) {
      check.addIssue({ code: 'custom', path: ['user_email'], message: m.emailInvalid });
    }
    if (body.is_18 !== true) check.addIssue({ code: 'custom', path: ['is_18'], message: m.mustBe18 });
  })
  .meta({ id: 'JoinMasterclassBody' });
export type JoinMasterclassBody = z.input<typeof joinMasterclassBodySchema>;

export const joinMasterclassResponseSchema = z
  .object({
    message: z.string(),
    masterclass_id: z.number().int(),
    start_time_utc: z.string(),
    start_time_local: z.string(),
    slots_left: z.number().int(),
  })
  .meta({ id: 'MasterclassJoined' });
export type JoinMasterclassResponse = z.infer<typeof joinMasterclassResponseSchema>;

// Staff area.
const localDateTime = z
  .string({ error: m.startInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, m.startInvalid)
  .refine((text) => !Number.isNaN(Date.parse(`${text}Z`)), m.startInvalid);
const ianaZone = z
  .string({ error: m.timezoneInvalid })
  .max(64, m.timezoneInvalid)
  .regex(/^(UTC|[A-Za-z]+(\/[A-Za-z0-9_+-]+){1,2})$/, m.timezoneInvalid)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, m.timezoneInvalid);
const photo = z
  .string()
  .trim()
  .refine((text) => text === '' || isOwnMediaPath(text), m.photoInvalid)
  .nullish();

/** Create (POST) and edit (PUT: the whole object; PATCH: any subset). */
export const masterclassFieldsSchema = z.strictObject({
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(MASTERCLASS_NAME_MAX),
  description: z
    .string({ error: m.descriptionRequired })
    .trim()
    .min(1, m.descriptionRequired)
    .max(MASTERCLASS_DESCRIPTION_MAX),
  description_mentor: z.string().trim().max(MASTERCLASS_DESCRIPTION_MAX).default(''),
  topic: z.string().trim().max(MASTERCLASS_TOPIC_MAX, m.topicTooLong).default(''),
  show_off_url: z.string({ error: m.videoInvalid }).trim().refine(isEmbeddableVideoUrl, m.videoInvalid),
  join_url: z
    .string({ error: m.joinUrlInvalid })
    .trim()
    .max(500, m.joinUrlInvalid)
    .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: m.joinUrlInvalid })),
  /** Wall-clock start in `timezone`: 'YYYY-MM-DDTHH:MM'. */
  start_time_local: localDateTime,
  timezone: ianaZone,
  duration: z
    .number({ error: m.durationInvalid })
    .int(m.durationInvalid)
    .min(MASTERCLASS_DURATION_MIN, m.durationInvalid)
    .max(MASTERCLASS_DURATION_MAX, m.durationInvalid),
  capacity: z
    .number({ error: m.capacityInvalid })
    .int(m.capacityInvalid)
    .min(MASTERCLASS_CAPACITY_MIN, m.capacityInvalid)
    .max(MASTERCLASS_CAPACITY_MAX, m.capacityInvalid),
  mentor_id: idSchema('mentor_id').nullish(),
  custom_mentor_photo_1: photo,
  custom_mentor_photo_2: photo,
});
export const masterclassCreateBodySchema = masterclassFieldsSchema.meta({ id: 'MasterclassBody' });
export type MasterclassBody = z.input<typeof masterclassCreateBodySchema>;
export const masterclassPatchBodySchema = masterclassFieldsSchema
  .partial()
  .meta({ id: 'MasterclassPatchBody' });
export type MasterclassPatchBody = z.input<typeof masterclassPatchBodySchema>;

export const adminMasterclassSchema = masterclassSchema
  .pick({
    id: true,
    name: true,
    description: true,
    description_mentor: true,
    show_off_url: true,
    start_time_utc: true,
    duration: true,
    custom_mentor_photo_1: true,
    custom_mentor_photo_2: true,
    topic: true,
  })
  .extend({
    join_url: z.string(),
    /** Wall clock in `timezone`, 'YYYY-MM-DDTHH:MM' (what the form edits). */
    start_time_local: z.string(),
    timezone: z.string(),
    capacity: z.number().int(),
    seats_taken: z.number().int(),
    mentor_id: z.number().int().nullable(),
    mentor_name: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminMasterclass' });
export type AdminMasterclass = z.infer<typeof adminMasterclassSchema>;
export const adminMasterclassListSchema = z.array(adminMasterclassSchema);
