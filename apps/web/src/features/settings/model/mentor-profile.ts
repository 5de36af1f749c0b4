/**
 * The Profile tab's form (SETTINGS-12..16, M4): the draft a mentor edits, its checks, and the PUT body of
 * only what changed (nothing changed -> "No changes to save").
 */
import {
  BIO_MAX_CHARS,
  BIO_MIN_CHARS,
  HEADLINE_MAX_CHARS,
  HEADLINE_MIN_CHARS,
  parseIntroVideo,
  settingsMessages,
  teacherMediaMessages,
  type MentorAge,
  type MentorLevel,
  type MentorUpdateRequest,
  type SettingsMentor,
} from '@app/contract';
import { bioLength } from './bio.ts';
import { centsToEuros, eurosToCents, priceOf, priceProblem, priceText } from './price.ts';
import { isHttpUrl, platformFields, readPlatform, type VideoSettings } from './video-platform.ts';

export interface ProfileDraft {
  headline: string;
  /** The introduction as the editor's HTML. */
  bio: string;
  skills: number[];
  styles: number[];
  languages: number[];
  offerTrial: boolean;
  /** The hourly price as typed, in whole euros (SETTINGS-15). */
  price: string;
  video: VideoSettings;
  /** ADR 67: the intro video address as typed ('' for none), levels and ages taught. */
  introVideo: string;
  levels: MentorLevel[];
  ages: MentorAge[];
}

export type DraftField =
  'headline' | 'bio' | 'skills' | 'styles' | 'languages' | 'price' | 'videoUrl' | 'introVideo';

export function draftFrom(mentor: SettingsMentor): ProfileDraft {
  return {
    headline: mentor.headline,
    bio: mentor.bio,
    skills: mentor.skills.map((s) => s.id),
    styles: mentor.styles.map((s) => s.id),
    languages: mentor.languages.map((s) => s.id),
    offerTrial: mentor.offer_trial,
    price: priceText(centsToEuros(mentor.amount_cents)),
    video: readPlatform(mentor),
    introVideo: mentor.intro_video_url ?? '',
    levels: mentor.levels,
    ages: mentor.ages,
  };
}

/** Each field's first problem, in the order the form shows them. */
export function draftProblems(draft: ProfileDraft): Partial<Record<DraftField, string>> {
  const problems: Partial<Record<DraftField, string>> = {};
  const headline = draft.headline.trim().length;
  if (headline < HEADLINE_MIN_CHARS || headline > HEADLINE_MAX_CHARS) {
    problems.headline = settingsMessages.headlineLength;
  }
  const bio = bioLength(draft.bio);
  if (bio < BIO_MIN_CHARS) problems.bio = settingsMessages.bioTooShort;
  else if (bio > BIO_MAX_CHARS) problems.bio = settingsMessages.bioTooLong;
  if (draft.skills.length === 0) problems.skills = settingsMessages.atLeastOne('instrument');
  if (draft.styles.length === 0) problems.styles = settingsMessages.atLeastOne('music style');
  if (draft.languages.length === 0) problems.languages = settingsMessages.atLeastOne('language');
  const price = priceProblem(draft.price);
  if (price) problems.price = price;
  if (draft.video.platform !== 'Default' && !isHttpUrl(draft.video.url)) {
    problems.videoUrl = settingsMessages.platformUrlRequired;
  }
  const intro = draft.introVideo.trim();
  if (intro && !parseIntroVideo(intro)) problems.introVideo = teacherMediaMessages.videoInvalid;
  return problems;
}

const sameIds = (a: number[], b: number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((id, i) => id === [...b].sort((x, y) => x - y)[i]);

/**
 * The PUT /api/mentors/update/ body of what differs from `original`; empty when nothing does. Id lists go
 * as JSON-encoded strings (SETTINGS-16); the three video fields always travel together.
 */
export function profileUpdate(draft: ProfileDraft, original: ProfileDraft): MentorUpdateRequest {
  const body: MentorUpdateRequest = {};
  if (draft.headline.trim() !== original.headline.trim()) body.headline = draft.headline.trim();
  if (draft.bio !== original.bio) body.bio = draft.bio;
  for (const key of ['skills', 'styles', 'languages'] as const) {
    if (!sameIds(draft[key], original[key])) body[key] = JSON.stringify(draft[key]);
  }
  if (draft.offerTrial !== original.offerTrial) body.offer_trial = draft.offerTrial;
  if (draft.price.trim() !== original.price.trim()) body.amount_cents = eurosToCents(priceOf(draft.price));
  if (
    draft.video.platform !== original.video.platform ||
    draft.video.url.trim() !== original.video.url.trim()
  ) {
    Object.assign(body, platformFields(draft.video));
  }
  if (draft.introVideo.trim() !== original.introVideo.trim()) body.intro_video_url = draft.introVideo.trim();
  const sameWords = (a: string[], b: string[]) => [...a].sort().join() === [...b].sort().join();
  if (!sameWords(draft.levels, original.levels)) body.levels = draft.levels;
  if (!sameWords(draft.ages, original.ages)) body.ages = draft.ages;
  return body;
}
