/**
 * POST /api/mentors/create/ (M1, DATA-19, API-45): the mentor application as the wizard sends it, a
 * multipart form whose list fields are JSON text. The field rules are the settings page's (M4), so the
 * same lengths, slot rules, session rules and time-zone check apply in both places. The server adds what
 * needs it: the introduction's allow-list and its length without markup, unknown ids, the photo's content.
 */
import { z } from 'zod';
import { idSchema } from './ids.ts';
import { withoutNul } from './mentors.ts';
import { mentorApplicationMessages as m } from './mentor-application-messages.ts';
import { weeklySlotProblem } from './settings-rules.ts';
import { agesSchema, introVideoUrlSchema, levelsSchema } from './teacher-profile-schemas.ts';
import {
  HEADLINE_MAX_CHARS,
  HEADLINE_MIN_CHARS,
  SETTINGS_PRICE_MAX_EUROS,
  SETTINGS_PRICE_MIN_EUROS,
} from './settings-messages.ts';
import {
  availabilityUpdateRequestSchema,
  sessionsUpdateRequestSchema,
  weekdaySlotsSchema,
} from './settings.ts';

const MAX_IDS = 50;
const MAX_JSON_TEXT = 20_000;

/** A form field holding JSON: parsed, then checked by `schema`. */
function jsonField<T extends z.ZodType>(field: string, required: string, schema: T) {
  return z
    .string(required)
    .max(MAX_JSON_TEXT, m.notJson(field))
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: m.notJson(field) });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** skills, styles, languages: a JSON array of ids, at least one; a repeated id counts once. */
const idList = (field: string, required: string) =>
  jsonField(
    field,
    required,
    z
      .array(idSchema(field, m.idList(field)), m.idList(field))
      .min(1, required)
      .max(MAX_IDS, m.idList(field))
      .transform((ids) => [...new Set(ids)]),
  );

const flag = (field: string) => z.enum(['true', 'false'], m.flag(field)).transform((v) => v === 'true');

const weeklyHours = z
  .array(weekdaySlotsSchema)
  .max(7)
  .superRefine((days, ctx) => {
    const problem = weeklySlotProblem(days);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message });
    else if (!days.some((day) => day.time_slots.length > 0))
      ctx.addIssue({ code: 'custom', message: m.availabilityRequired });
  });

/**
 * The fields as strings (multipart), and the photo as the bytes the server read. A missing or empty field
 * is refused with the wizard's own sentence.
 */
export const mentorApplicationFormSchema = z
  .object({
    skills: idList('skills', m.skillsRequired),
    styles: idList('styles', m.stylesRequired),
    languages: idList('languages', m.languagesRequired),
    /** HTML from the rich-text editor: 100-2000 characters without markup (checked by the server). */
    bio: z.string(m.bioTooShort).max(40_000, m.bioTooLong).pipe(withoutNul('bio')),
    /** Plain text, spaces collapsed and trimmed before counting. */
    headline: z
      .string(m.headlineTooShort)
      .max(2000, m.headlineTooLong)
      .pipe(withoutNul('headline'))
      .transform((text) => text.replace(/\s+/g, ' ').trim())
      .pipe(
        z.string().min(HEADLINE_MIN_CHARS, m.headlineTooShort).max(HEADLINE_MAX_CHARS, m.headlineTooLong),
      ),
    sessions: jsonField('sessions', m.notJson('sessions'), sessionsUpdateRequestSchema.shape.sessions),
    /** The 60-minute price in cents: whole euros 1-500 (M4). */
    amount_cents: z
      .string(m.rateRequired)
      .regex(/^\s*-?\d{1,9}(\.\d+)?\s*$/, m.rateRequired)
      .transform(Number)
      .pipe(
        z
          .number()
          .positive({ error: m.rateRequired, abort: true })
          .int(m.rateRange)
          .min(SETTINGS_PRICE_MIN_EUROS * 100, m.rateRange)
          .max(SETTINGS_PRICE_MAX_EUROS * 100, m.rateRange)
          .multipleOf(100, m.rateRange),
      ),
    /** JSON [{weekday 'Mon'..'Sun', time_slots [{start 'HH:MM', end 'HH:MM'}]}], in `timezone`. */
    available_times: jsonField('available_times', m.availabilityRequired, weeklyHours),
    agreed_to_terms_and_is_18: z.literal('true', m.mustBe18).transform(() => true as const),
    timezone: availabilityUpdateRequestSchema.shape.timezone,
    offer_trial: flag('offer_trial').default(false),
    /** ADR 67, optional: JSON lists of levels and ages taught, and a YouTube or Vimeo address. */
    levels: jsonField('levels', m.notJson('levels'), levelsSchema).optional(),
    ages: jsonField('ages', m.notJson('ages'), agesSchema).optional(),
    intro_video_url: introVideoUrlSchema.optional(),
    /** The file: PNG or JPEG, at most 2 MB, judged by its content. */
    profile_photo: z
      .custom<Uint8Array>((value) => value instanceof Uint8Array && value.length > 0, m.photoRequired)
      .meta({ type: 'string', format: 'binary' }),
  })
  .meta({ id: 'MentorApplicationForm' });
export type MentorApplicationForm = z.output<typeof mentorApplicationFormSchema>;

export const mentorApplicationCreatedSchema = z
  .object({ mentor_id: z.number().int() })
  .meta({ id: 'MentorApplicationCreated' });
export type MentorApplicationCreated = z.infer<typeof mentorApplicationCreatedSchema>;
