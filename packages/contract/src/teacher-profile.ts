/**
 * Issue 20 part A (ADR 67): what a student checks before booking. Levels and ages taught, the intro video
 * address and its privacy-enhanced embed, and the audio samples' limits and texts. Plain values and pure
 * functions, so the web app uses the same rules (the video address it embeds, the labels it shows). No zod
 * here: the public pages import these, and evaluating the schemas cost a phone about 50 ms of script on
 * /mentor/{id} (ADR 79); the request and answer schemas are in teacher-profile-schemas.ts.
 */
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
