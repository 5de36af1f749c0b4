/**
 * The schemas of issue 20 part A (ADR 67): audio samples, the intro video address, levels and ages. Apart
 * from teacher-profile.ts so that the public pages, which need only its values, never evaluate zod (ADR 79).
 */
import { z } from 'zod';
import {
  AUDIO_SAMPLE_TITLE_MAX,
  INTRO_VIDEO_URL_MAX,
  MENTOR_AGES,
  MENTOR_LEVELS,
  parseIntroVideo,
  teacherMediaMessages,
} from './teacher-profile.ts';

export const audioSampleSchema = z
  .object({
    id: z.number().int(),
    /** Public address under /media/audio/. */
    url: z.string(),
    title: z.string(),
    duration_seconds: z.number().int(),
  })
  .meta({ id: 'AudioSample' });
export type AudioSample = z.infer<typeof audioSampleSchema>;

/** The multipart form's text field next to the file. */
export const audioSampleFieldsSchema = z
  .object({
    title: z
      .string({ error: teacherMediaMessages.titleRequired })
      .trim()
      .min(1, teacherMediaMessages.titleRequired)
      .max(AUDIO_SAMPLE_TITLE_MAX, teacherMediaMessages.titleTooLong)
      // eslint-disable-next-line no-control-regex -- the point is to find control characters
      .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), { message: teacherMediaMessages.titleControl }),
  })
  .meta({ id: 'AudioSampleFields' });

export const audioSampleAddedSchema = z
  .object({ message: z.string(), sample: audioSampleSchema })
  .meta({ id: 'AudioSampleAdded' });
export type AudioSampleAdded = z.infer<typeof audioSampleAddedSchema>;

export const audioSampleIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'The sample id must be a number.')
    .transform(Number),
});

/** An intro video address as a form sends it: empty clears it; anything else must be YouTube or Vimeo. */
export const introVideoUrlSchema = z
  .string()
  .trim()
  .max(INTRO_VIDEO_URL_MAX, teacherMediaMessages.videoInvalid)
  .refine((v) => v === '' || parseIntroVideo(v) !== null, { message: teacherMediaMessages.videoInvalid });

/** Levels and ages as a JSON list (settings) of the known values, without repeats. */
const knownList = <T extends string>(values: readonly T[], field: string) =>
  z
    .array(z.enum(values as unknown as [T, ...T[]], { error: `Unknown ${field}; use ${values.join(', ')}.` }))
    .max(values.length)
    .refine((list) => new Set(list).size === list.length, { message: `Each ${field} once.` });
export const levelsSchema = knownList(MENTOR_LEVELS, 'level');
export const agesSchema = knownList(MENTOR_AGES, 'age');

/** The list call's comma-separated level=… / age=… filter ("any of"). */
export const knownCsv = <T extends string>(values: readonly T[], field: string) =>
  z
    .string()
    .max(100, `${field} is too long.`)
    .transform((s) =>
      s
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((v) => (values as readonly string[]).includes(v)), {
      message: `${field} must be comma-separated values of ${values.join(', ')}.`,
    })
    .transform((list) => [...new Set(list)] as T[]);
