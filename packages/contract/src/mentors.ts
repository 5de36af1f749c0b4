import { z } from 'zod';
import { lessonPackageSchema } from './packages.ts';
import { TIMES_OF_DAY, type TimeOfDay } from './mentor-time-filters.ts';
import { WEEKDAY_CODES, type WeekdayCode } from './settings-messages.ts';
import { isValidTimezone } from './zoned-time.ts';
import { MENTOR_AGES, MENTOR_LEVELS, type MentorAge, type MentorLevel } from './teacher-profile.ts';
import { audioSampleSchema, knownCsv } from './teacher-profile-schemas.ts';

/** Upper bounds of the list query (rule C2 and the bad-input list). */
export const MENTOR_PAGE_SIZE_DEFAULT = 10;
export const MENTOR_PAGE_SIZE_MAX = 50;
export const MENTOR_SEARCH_MAX_CHARS = 200;
export const SESSION_TIMES = [30, 60, 90, 120] as const;
export const MENTOR_SORTS = ['NEWEST', 'LOW_PRICE', 'HIGH_PRICE', 'MOST_POPULAR'] as const;
export type MentorSort = (typeof MENTOR_SORTS)[number];

/** DATA-09: a skill, style or language. */
export const lookupItemSchema = z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: 'LookupItem' });
export type LookupItem = z.infer<typeof lookupItemSchema>;
export const lookupListSchema = z.array(lookupItemSchema);

/** DATA-11: a bookable session length with the break after it (minutes). */
export const mentorSessionSchema = z
  .object({ id: z.number().int(), session_time: z.number().int(), timeout_time: z.number().int() })
  .meta({ id: 'MentorSession' });
export type MentorSession = z.infer<typeof mentorSessionSchema>;

/** DATA-08: a mentor as every card shows it. */
export const mentorSchema = z
  .object({
    id: z.number().int(),
    user: z.object({ id: z.number().int(), profile_photo: z.string().nullable(), full_name: z.string() }),
    reviews: z.object({ average_rating: z.number(), total_count: z.number().int() }),
    /** Price of a 60-minute lesson in euro cents. */
    amount_cents: z.number().int(),
    languages: z.array(lookupItemSchema),
    bio: z.string(),
    skills: z.array(lookupItemSchema),
    styles: z.array(lookupItemSchema),
    is_verified: z.boolean(),
    headline: z.string(),
    /** Whether the signed-in viewer saved (liked) this mentor; false for visitors. */
    saved: z.boolean(),
    offer_trial: z.boolean(),
    /**
     * Whether the signed-in viewer already had their one free trial with this mentor (B1: a trial not
     * cancelled); false for visitors. A trial is offered to the viewer only when offer_trial and not this.
     */
    trial_used: z.boolean(),
    sessions: z.array(mentorSessionSchema),
    /** ISO 3166-1 alpha-2. */
    country: z.string(),
    /** IANA zone of the mentor's weekly availability. */
    timezone: z.string(),
    /** ADR 67: levels and ages taught, in the contract's order. */
    levels: z.array(z.enum(MENTOR_LEVELS)),
    ages: z.array(z.enum(MENTOR_AGES)),
    /** Whether the profile has an intro video (the card says so). */
    has_video: z.boolean(),
    /** The first audio sample, which the card plays; null without one. */
    first_sample: audioSampleSchema.nullable(),
  })
  .meta({ id: 'Mentor' });
export type Mentor = z.infer<typeof mentorSchema>;

/** API-15: the profile adds what the viewer may do. */
export const mentorProfileSchema = mentorSchema
  .extend({
    can_review: z.boolean(),
    has_reviewed: z.boolean(),
    /** Issue 18: the lesson packages on sale, in the mentor's own list's shape. */
    packages: z.array(lessonPackageSchema),
    /** ADR 67: the intro video as stored (YouTube or Vimeo, canonical), or null. */
    intro_video_url: z.string().nullable(),
    audio_samples: z.array(audioSampleSchema),
    /** Completed lessons, and the distinct students they were with. */
    lessons_taught: z.number().int(),
    students_taught: z.number().int(),
    /** Median hours to the first answer in conversations others started (90 days); null without any. */
    reply_time_hours: z.number().int().nullable(),
    /** When the mentor joined (their account), UTC ISO. */
    member_since: z.string(),
  })
  .meta({ id: 'MentorProfile' });
export type MentorProfile = z.infer<typeof mentorProfileSchema>;

export const priceStatisticsSchema = z
  .object({ min_price_cents: z.number().int().nullable(), max_price_cents: z.number().int().nullable() })
  .meta({ id: 'PriceStatistics' });
export type PriceStatistics = z.infer<typeof priceStatisticsSchema>;

/** The standard page: next/previous are relative URLs with the same query, or null. */
export const mentorPageSchema = z
  .object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(mentorSchema),
  })
  .meta({ id: 'MentorPage' });
export type MentorPage = z.infer<typeof mentorPageSchema>;

/** API-11 answer (DATA-10). */
export const mentorListResponseSchema = mentorPageSchema
  .extend({ price_statistics: priceStatisticsSchema })
  .meta({ id: 'MentorList' });
export type MentorListResponse = z.infer<typeof mentorListResponseSchema>;

const intText = (field: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${field} must be a non-negative whole number.`)
    .transform(Number);

const idListText = (field: string) =>
  z
    .string()
    .max(500, `${field} is too long.`)
    .regex(/^\s*(\d{1,9}\s*(,\s*\d{1,9}\s*)*)?$/, `${field} must be comma-separated ids.`)
    .transform((s) =>
      s
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
        .map(Number),
    );

/** PostgreSQL text cannot hold NUL; such input is a client mistake (400), never a database error. */
export const withoutNul = (field: string) =>
  z.string().refine((v) => !v.includes('\u0000'), { message: `${field} must not contain NUL characters.` });

export const pageQuerySchema = z.object({
  page: intText('page').pipe(z.number().min(1, 'page must be 1 or more.')).optional(),
  page_size: intText('page_size')
    .pipe(
      z
        .number()
        .min(1, 'page_size must be at least 1.')
        .max(MENTOR_PAGE_SIZE_MAX, `page_size must be at most ${MENTOR_PAGE_SIZE_MAX}.`),
    )
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** API-11 query. instrument is a skill name (landing page) or comma-separated skill ids. */
export const mentorListQuerySchema = pageQuerySchema
  .extend({
    min_price: intText('min_price').optional(),
    max_price: intText('max_price').optional(),
    search: z
      .string()
      .max(MENTOR_SEARCH_MAX_CHARS, `search must be at most ${MENTOR_SEARCH_MAX_CHARS} characters.`)
      .pipe(withoutNul('search'))
      .optional(),
    instrument: z.string().max(500, 'instrument is too long.').pipe(withoutNul('instrument')).optional(),
    style: idListText('style').optional(),
    language: idListText('language').optional(),
    /** Issue 20 (ADR 68): days of the week and parts of the day, read in `tz` (the student's zone). */
    days: knownCsv<WeekdayCode>(WEEKDAY_CODES, 'days').optional(),
    time_of_day: knownCsv<TimeOfDay>(TIMES_OF_DAY, 'time_of_day').optional(),
    tz: z.string().refine(isValidTimezone, 'tz must be a time zone name such as Europe/Berlin.').optional(),
    offers_trial: z.enum(['true', 'false'], 'offers_trial must be true or false.').optional(),
    /** ADR 67: any of these levels / ages; has_media=true keeps mentors with a video or a sample. */
    level: knownCsv<MentorLevel>(MENTOR_LEVELS, 'level').optional(),
    age: knownCsv<MentorAge>(MENTOR_AGES, 'age').optional(),
    has_media: z.enum(['true', 'false'], { error: 'has_media must be true or false.' }).optional(),
    sort_by: z
      .string()
      .refine((v): v is MentorSort => (MENTOR_SORTS as readonly string[]).includes(v), {
        message: `sort_by must be one of ${MENTOR_SORTS.join(', ')}.`,
      })
      .optional(),
  })
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
    message: 'min_price must not be above max_price.',
    path: ['min_price'],
  });
export type MentorListQuery = z.infer<typeof mentorListQuerySchema>;

export const mentorIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'The mentor id must be a number.')
    .transform(Number),
});
