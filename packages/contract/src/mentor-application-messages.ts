/**
 * Texts of the mentor application (onboarding, M1; ONBOARD-10, -13, -15, -18, -22, -25, -30), without zod:
 * the web wizard imports them, the server answers the same sentences, and the tests compare against them.
 * The limits are the settings page's (M4: "onboarding uses the same").
 */
import { MAX_PHOTO_BYTES } from './constants.ts';
import {
  BIO_MAX_CHARS,
  BIO_MIN_CHARS,
  HEADLINE_MAX_CHARS,
  HEADLINE_MIN_CHARS,
  SETTINGS_PRICE_MAX_EUROS,
  SETTINGS_PRICE_MIN_EUROS,
} from './settings-messages.ts';

/** The photo limit in the spec's words ("2MB"): MAX_PHOTO_BYTES is 2 MiB. */
const PHOTO_LIMIT_MB = MAX_PHOTO_BYTES / (1024 * 1024);

/** ONBOARD-13 and ERR-54..56: the photo of an application or of the settings page. */
export const photoMessages = {
  invalidType: 'Please upload a valid image file (PNG or JPG).',
  tooLarge: `Image size exceeds ${PHOTO_LIMIT_MB}MB limit. Please choose a smaller image.`,
  required: 'Please upload a profile photo to continue',
  /** The photo check's answer (POST /api/users/photo-check/): the file passed what an upload checks. */
  accepted: 'This photo can be used.',
  checking: 'Checking the photo...',
} as const;

/** The multipart fields of POST /api/mentors/create/ (DATA-19), in the wizard's order. */
export const MENTOR_APPLICATION_FIELDS = [
  'skills',
  'styles',
  'languages',
  'agreed_to_terms_and_is_18',
  'profile_photo',
  'bio',
  'headline',
  'levels',
  'ages',
  'intro_video_url',
  'timezone',
  'available_times',
  'amount_cents',
  'sessions',
  'offer_trial',
] as const;
export type MentorApplicationField = (typeof MENTOR_APPLICATION_FIELDS)[number];

export const mentorApplicationMessages = {
  // ONBOARD-10, word for word.
  skillsRequired: 'Please select at least one instrument or skill',
  stylesRequired: 'Please select at least one music style',
  languagesRequired: 'Please select at least one language',
  mustBe18: 'You must confirm that you are at least 18 years old',
  // ONBOARD-13
  photoRequired: photoMessages.required,
  // ONBOARD-15 and -18; the maxima are the server's words (the editor never lets more through).
  bioTooShort: `Please enter an introduction with at least ${BIO_MIN_CHARS} characters`,
  bioTooLong: `Please keep your introduction to at most ${BIO_MAX_CHARS} characters`,
  headlineTooShort: `Please enter a headline with at least ${HEADLINE_MIN_CHARS} characters`,
  headlineTooLong: `Please keep your headline to at most ${HEADLINE_MAX_CHARS} characters`,
  // ONBOARD-25; the range is rule M4's.
  rateRequired: 'Please enter your hourly rate',
  rateRange: `The hourly rate must be a whole number of euros from ${SETTINGS_PRICE_MIN_EUROS} to ${SETTINGS_PRICE_MAX_EUROS}.`,
  // ONBOARD-22 (the slot texts themselves are settingsMessages.slotOrder / slotOverlap).
  availabilityRequired: 'Please add at least one available time slot.',
  // A free trial is booked as the mentor's 30-minute session.
  trialNeedsShortSession: 'A free trial is a 30-minute lesson: offer the 30-minute session to offer a trial.',
  alreadyApplied: 'You have already applied to become a mentor.',
  notJson: (field: string) => `${field} must be JSON.`,
  idList: (field: string) => `${field} must be a list of ids (a JSON array such as [1, 2]).`,
  unknownIds: (what: string, ids: number[]) => `Unknown ${what} ids: ${ids.join(', ')}.`,
  flag: (field: string) => `${field} must be true or false.`,
  repeatedField: 'Send each field once.',
  fieldTooLong: 'This field is too long.',
  unexpectedFile: 'Only the profile_photo file is expected.',
  notMultipart: 'Send the application as multipart/form-data.',
  // ONBOARD-30, for the wizard.
  submitFailed: 'Failed to submit application. Please try again.',
  networkError: 'An error occurred. Please try again later.',
} as const;
