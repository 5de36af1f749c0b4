/**
 * Issue 20 part A (ADR 67): what a student checks before booking. Levels and ages taught, the intro video
 * address and its privacy-enhanced embed, and the audio samples' limits and texts. Plain values and pure
 * functions, so the web app uses the same rules (the video address it embeds, the labels it shows).
 */
import { z } from 'zod';

export const MENTOR_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type MentorLevel = (typeof MENTOR_LEVELS)[number];
export const MENTOR_AGES = ['adults', 'teens', 'children'] as const;
export type MentorAge = (typeof MENTOR_AGES)[number];

export const LEVEL_LABELS: Record<MentorLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};
export const AGE_LABELS: Record<MentorAge, string> = {
  adults: 'Adults',
  teens: 'Teens',
  children: 'Children (with a guardian)',
};

export const AUDIO_SAMPLES_PER_MENTOR = 3;
export const AUDIO_SAMPLE_MAX_BYTES = 10 * 1024 * 1024;
export const AUDIO_SAMPLE_MAX_SECONDS = 600;
export const AUDIO_SAMPLE_TITLE_MAX = 80;
export const AUDIO_SAMPLE_FIELD = 'file';
export const INTRO_VIDEO_URL_MAX = 300;

export const teacherMediaMessages = {
  videoInvalid: 'Enter a YouTube or Vimeo video address (for example https://www.youtube.com/watch?v=…).',
  videoSaved: 'Intro video saved.',
  sampleRequired: 'Choose an audio file.',
  sampleEmpty: 'The file is empty.',
  sampleOneFile: 'Send one file at a time.',
  sampleNotMultipart: 'Send the sample as a multipart form with the file in "file".',
  sampleInvalidType: 'This file is not an MP3, AAC, Ogg or WAV recording.',
  sampleUnreadable: 'This recording could not be read: the file may be damaged or cut short.',
  sampleTooLarge: 'A sample may be at most 10 MB.',
  sampleTooLong: 'A sample may be at most 10 minutes long.',
  sampleTooMany: 'You can have at most 3 audio samples. Remove one first.',
  titleRequired: 'Give the sample a title.',
  titleTooLong: `A title may be at most ${AUDIO_SAMPLE_TITLE_MAX} characters.`,
  titleControl: 'A title may not contain control characters.',
  sampleAdded: 'Audio sample added.',
  sampleRemoved: 'Audio sample removed.',
  sampleNotFound: 'Audio sample not found.',
  levelsLabel: 'Levels taught',
  agesLabel: 'Ages taught',
  playSample: (title: string) => `Play the sample "${title}"`,
  pauseSample: (title: string) => `Pause the sample "${title}"`,
} as const;

/** A video the profile embeds: its provider and id. */
export interface IntroVideo {
  provider: 'youtube' | 'vimeo';
  id: string;
}

const YOUTUBE_ID = '([A-Za-z0-9_-]{11})';
const VIMEO_ID = '(\\d{1,12})';
const QUERY = '(?:[?#].*)?';
/** The address forms accepted, each with the id as its one group (the contract has no URL type to parse with). */
const YOUTUBE_FORMS = [
  new RegExp(`^https://(?:www\\.|m\\.)?youtube\\.com/watch\\?(?:[^#]*&)?v=${YOUTUBE_ID}(?:[&#].*)?$`, 'i'),
  new RegExp(`^https://youtu\\.be/${YOUTUBE_ID}${QUERY}$`, 'i'),
  new RegExp(`^https://(?:www\\.|m\\.)?youtube\\.com/(?:shorts|embed)/${YOUTUBE_ID}${QUERY}$`, 'i'),
  new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${YOUTUBE_ID}${QUERY}$`, 'i'),
];
const VIMEO_FORMS = [
  new RegExp(`^https://(?:www\\.)?vimeo\\.com/${VIMEO_ID}${QUERY}$`, 'i'),
  new RegExp(`^https://player\\.vimeo\\.com/video/${VIMEO_ID}${QUERY}$`, 'i'),
];

/**
 * The video an address names, or null when it is not an https YouTube or Vimeo video address: watch?v=,
 * youtu.be/, /shorts/, /embed/ on YouTube; vimeo.com/<id> and player.vimeo.com/video/<id> on Vimeo.
 */
export function parseIntroVideo(address: string): IntroVideo | null {
  const text = address.trim();
  if (text.length > INTRO_VIDEO_URL_MAX) return null;
  for (const form of YOUTUBE_FORMS) {
    const id = form.exec(text)?.[1];
    if (id) return { provider: 'youtube', id };
  }
  for (const form of VIMEO_FORMS) {
    const id = form.exec(text)?.[1];
    if (id) return { provider: 'vimeo', id };
  }
  return null;
}

/** The one spelling stored for a video, whatever address form the mentor pasted. */
export function canonicalVideoUrl(video: IntroVideo): string {
  return video.provider === 'youtube'
    ? `https://www.youtube.com/watch?v=${video.id}`
    : `https://vimeo.com/${video.id}`;
}

/** The privacy-enhanced player: no cookies before play on YouTube, Do Not Track on Vimeo. */
export function videoEmbedUrl(video: IntroVideo): string {
  return video.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${video.id}`
    : `https://player.vimeo.com/video/${video.id}?dnt=1`;
}

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
