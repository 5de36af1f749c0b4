/**
 * The onboarding data kept in browser storage (DATA-23, ONBOARD-07) while the user fills in the wizard:
 * about, description, availability (with session lengths and the trial), the hourly rate (held
 * separately) and the furthest step reached. The photo lives under its own key (photo.ts): a 2 MB image is
 * about 2.7 MB of base64, which should not be rewritten on every keystroke, and a browser that refuses to
 * store it must not lose the rest. Reading back trusts nothing: a value of the wrong type falls back.
 */
import {
  defaultSessionLengths,
  defaultWeek,
  parseStoredSessionLengths,
  parseStoredWeek,
  type SessionLength,
  type WeeklyAvailability,
} from '../../mentor-availability/index.ts';
import { MENTOR_AGES, MENTOR_LEVELS, type MentorAge, type MentorLevel } from '@app/contract';
import { readStored, removeStored, storageKeys, writeStored } from '../../../shared/storage/storage.ts';
import { APPLICATION_STEPS, type ApplicationStep } from './steps.ts';

export interface AboutData {
  firstName: string;
  lastName: string;
  email: string;
  /** Names, not ids (DATA-23): mapped to ids when the application is sent. */
  instruments: string[];
  languages: string[];
  styles: string[];
  phone: string;
  isOver18: boolean;
}

export interface DescriptionData {
  /** HTML from the rich-text editor. */
  introduction: string;
  headline: string;
  /** ADR 67: who the mentor teaches and an optional YouTube or Vimeo address. */
  levels: MentorLevel[];
  ages: MentorAge[];
  introVideo: string;
}

export interface AvailabilityData {
  timezone: string;
  availability: WeeklyAvailability;
  sessionLengths: SessionLength[];
  offerTrial: boolean;
}

export interface OnboardingDraft {
  about: AboutData;
  description: DescriptionData;
  availability: AvailabilityData;
  /** As typed: whole euros. */
  hourlyRate: string;
  furthestStep: ApplicationStep;
}

export function emptyDraft(timezone: string): OnboardingDraft {
  return {
    about: {
      firstName: '',
      lastName: '',
      email: '',
      instruments: [],
      languages: [],
      styles: [],
      phone: '',
      isOver18: false,
    },
    description: { introduction: '', headline: '', levels: [], ages: [], introVideo: '' },
    availability: {
      timezone,
      availability: defaultWeek(),
      sessionLengths: defaultSessionLengths(),
      offerTrial: false,
    },
    hourlyRate: '',
    furthestStep: 'about',
  };
}

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const names = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : [];
type Loose = Record<string, unknown> | undefined;

/** A stored draft read back over the empty one; null when nothing usable is stored. */
export function parseDraft(value: unknown, timezone: string): OnboardingDraft | null {
  if (!value || typeof value !== 'object') return null;
  const stored = value as Record<string, unknown>;
  const base = emptyDraft(timezone);
  const about = stored.about as Loose;
  const description = stored.description as Loose;
  const availability = stored.availability as Loose;
  const furthest = stored.furthestStep;
  return {
    about: {
      firstName: text(about?.firstName),
      lastName: text(about?.lastName),
      email: text(about?.email),
      instruments: names(about?.instruments),
      languages: names(about?.languages),
      styles: names(about?.styles),
      phone: text(about?.phone),
      isOver18: about?.isOver18 === true,
    },
    description: {
      introduction: text(description?.introduction),
      headline: text(description?.headline),
      levels: MENTOR_LEVELS.filter((l) => names(description?.levels).includes(l)),
      ages: MENTOR_AGES.filter((a) => names(description?.ages).includes(a)),
      introVideo: text(description?.introVideo),
    },
    availability: {
      timezone: text(availability?.timezone, timezone) || timezone,
      availability: parseStoredWeek(availability?.availability) ?? base.availability.availability,
      sessionLengths:
        parseStoredSessionLengths(availability?.sessionLengths) ?? base.availability.sessionLengths,
      offerTrial: availability?.offerTrial === true,
    },
    hourlyRate: text(stored.hourlyRate),
    furthestStep: (APPLICATION_STEPS as readonly unknown[]).includes(furthest)
      ? (furthest as ApplicationStep)
      : 'about',
  };
}

export function readDraft(timezone: string): OnboardingDraft | null {
  return parseDraft(readStored<unknown>(storageKeys.onboarding), timezone);
}

export function saveDraft(draft: OnboardingDraft): void {
  writeStored(storageKeys.onboarding, draft);
}

/** ONBOARD-29, ONBOARD-33: after the application, or when the user leaves for the dashboard. */
export function clearDraft(): void {
  removeStored(storageKeys.onboarding);
  removeStored(storageKeys.onboardingPhoto);
}
