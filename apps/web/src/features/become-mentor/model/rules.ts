/**
 * The checks each application step runs before moving on (ONBOARD-10, -13, -15, -18, -25; rules M4, B1),
 * in the order the fields appear, so the first error is the first field on screen (ONBOARD-11). The texts
 * are the server's own (mentorApplicationMessages): the browser and the server refuse with one voice.
 */
import {
  parseIntroVideo,
  teacherMediaMessages,
  BIO_MAX_CHARS,
  BIO_MIN_CHARS,
  HEADLINE_MAX_CHARS,
  HEADLINE_MIN_CHARS,
  mentorApplicationMessages as m,
  photoMessages,
  SETTINGS_PRICE_MAX_EUROS,
  SETTINGS_PRICE_MIN_EUROS,
  settingsMessages,
} from '@app/contract';
import type { AboutData, AvailabilityData, DescriptionData } from './draft.ts';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export const ABOUT_FIELDS = ['instruments', 'styles', 'languages', 'isOver18'] as const;
export type AboutField = (typeof ABOUT_FIELDS)[number];

export function aboutErrors(about: AboutData): FieldErrors<AboutField> {
  const errors: FieldErrors<AboutField> = {};
  if (about.instruments.length === 0) errors.instruments = m.skillsRequired;
  if (about.styles.length === 0) errors.styles = m.stylesRequired;
  if (about.languages.length === 0) errors.languages = m.languagesRequired;
  if (!about.isOver18) errors.isOver18 = m.mustBe18;
  return errors;
}

export function firstErrorField<F extends string>(order: readonly F[], errors: FieldErrors<F>): F | null {
  return order.find((f) => errors[f]) ?? null;
}

export function photoErrors(photo: File | null): string | null {
  return photo ? null : photoMessages.required;
}

/**
 * The length of the introduction as the server counts it (M4): the text without markup, paragraphs joined
 * without a separator, runs of white space as one space and none at either end.
 */
export function introductionLength(html: string): number {
  if (!html) return 0;
  const template = document.createElement('template');
  template.innerHTML = html;
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim().length;
}

export type CounterTone = 'short' | 'near-limit' | 'ok';

/** ONBOARD-17: red below the minimum, orange above 90% of the maximum. */
export function introductionTone(characters: number): CounterTone {
  if (characters < BIO_MIN_CHARS) return 'short';
  if (characters > BIO_MAX_CHARS * 0.9) return 'near-limit';
  return 'ok';
}

/** The headline as the server counts it: spaces collapsed and trimmed. */
export function headlineLength(headline: string): number {
  return headline.replace(/\s+/g, ' ').trim().length;
}

/** A week without any slot cannot be booked; the server refuses it too. */
export function availabilityError(availability: AvailabilityData): string | null {
  return availability.availability.some((d) => d.slots.length > 0) ? null : m.availabilityRequired;
}

export const DESCRIPTION_FIELDS = ['introduction', 'headline', 'introVideo'] as const;
export type DescriptionField = (typeof DESCRIPTION_FIELDS)[number];

export function descriptionErrors(
  description: DescriptionData,
  introductionChars: number,
): FieldErrors<DescriptionField> {
  const errors: FieldErrors<DescriptionField> = {};
  if (introductionChars < BIO_MIN_CHARS) errors.introduction = m.bioTooShort;
  else if (introductionChars > BIO_MAX_CHARS) errors.introduction = m.bioTooLong;
  const headline = headlineLength(description.headline);
  if (headline < HEADLINE_MIN_CHARS) errors.headline = m.headlineTooShort;
  else if (headline > HEADLINE_MAX_CHARS) errors.headline = m.headlineTooLong;
  const video = description.introVideo.trim();
  if (video && !parseIntroVideo(video)) errors.introVideo = teacherMediaMessages.videoInvalid;
  return errors;
}

/**
 * M4: whole euros 1-500 (the spec's onboarding field allowed cents; the server does not). Empty, zero or
 * negative reads as no rate at all (ONBOARD-25).
 */
export function rateError(rate: string): string | null {
  const value = Number(rate.trim().replace(',', '.'));
  if (!rate.trim() || !Number.isFinite(value) || value <= 0) return m.rateRequired;
  if (!Number.isInteger(value) || value < SETTINGS_PRICE_MIN_EUROS || value > SETTINGS_PRICE_MAX_EUROS)
    return m.rateRange;
  return null;
}

export const RATE_FIELDS = ['hourlyRate', 'sessionLengths', 'offerTrial'] as const;
export type RateField = (typeof RATE_FIELDS)[number];

export function rateStepErrors(rate: string, availability: AvailabilityData): FieldErrors<RateField> {
  const errors: FieldErrors<RateField> = {};
  const problem = rateError(rate);
  if (problem) errors.hourlyRate = problem;
  const enabled = availability.sessionLengths.filter((l) => l.enabled);
  if (enabled.length === 0) errors.sessionLengths = settingsMessages.sessionsRequired;
  // B1: a free trial is the mentor's 30-minute session.
  if (availability.offerTrial && !enabled.some((l) => l.duration === 30))
    errors.offerTrial = m.trialNeedsShortSession;
  return errors;
}
