/**
 * The browser's copy of the saved mentors (SAVED-02, SAVED-03, SAVED-09, CONST-20): the client view of
 * each mentor, stamped with the time it was stored, fresh for 5 minutes. Logout clears it with the rest.
 */
import { readStored, removeStored, storageKeys, writeStored } from '../../../shared/storage/storage.ts';
import type { MentorListItem } from './types.ts';

export const SAVED_CACHE_MS = 5 * 60_000;

/** SAVED-09. */
export interface SavedMentorView {
  mentorId: number;
  userId: number;
  image: string | null;
  name: string;
  rating: number;
  reviewCount: number;
  lessonCost: number;
  languages: MentorListItem['languages'];
  bio: string;
  skills: MentorListItem['skills'];
  styles: MentorListItem['styles'];
  isVerified: boolean;
  headline: string;
  saved: boolean;
  offer_trial: boolean;
  /** The viewer already had their free trial with this mentor (a copy from before it lacks it). */
  trial_used?: boolean;
  sessions: MentorListItem['sessions'];
  /** Kept so a stored copy can be shown as a full card again. */
  country: string;
  timezone: string;
  /** ADR 67; missing in copies kept before it. */
  levels?: MentorListItem['levels'];
  ages?: MentorListItem['ages'];
  has_video?: boolean;
  first_sample?: MentorListItem['first_sample'];
}

interface StoredSaved {
  storedAt: number;
  mentors: SavedMentorView[];
}

export function toSavedView(m: MentorListItem): SavedMentorView {
  return {
    mentorId: m.id,
    userId: m.user.id,
    image: m.user.profile_photo,
    name: m.user.full_name,
    rating: m.reviews.average_rating,
    reviewCount: m.reviews.total_count,
    lessonCost: m.amount_cents / 100,
    languages: m.languages,
    bio: m.bio,
    skills: m.skills,
    styles: m.styles,
    isVerified: m.is_verified,
    headline: m.headline,
    saved: true,
    offer_trial: m.offer_trial,
    trial_used: m.trial_used,
    sessions: m.sessions,
    country: m.country,
    timezone: m.timezone,
    levels: m.levels,
    ages: m.ages,
    has_video: m.has_video,
    first_sample: m.first_sample,
  };
}

export function fromSavedView(v: SavedMentorView): MentorListItem {
  return {
    id: v.mentorId,
    user: { id: v.userId, profile_photo: v.image, full_name: v.name },
    reviews: { average_rating: v.rating, total_count: v.reviewCount },
    amount_cents: Math.round(v.lessonCost * 100),
    languages: v.languages,
    bio: v.bio,
    skills: v.skills,
    styles: v.styles,
    is_verified: v.isVerified,
    headline: v.headline,
    saved: true,
    offer_trial: v.offer_trial,
    trial_used: v.trial_used ?? false,
    sessions: v.sessions,
    country: v.country,
    timezone: v.timezone,
    levels: v.levels ?? [],
    ages: v.ages ?? [],
    has_video: v.has_video ?? false,
    first_sample: v.first_sample ?? null,
  };
}

export function readSavedCopy(): StoredSaved | null {
  const stored = readStored<StoredSaved>(storageKeys.savedMentors);
  return stored && Array.isArray(stored.mentors) ? stored : null;
}

export function isSavedCopyFresh(stored: StoredSaved | null, now = Date.now()): boolean {
  return !!stored && now - stored.storedAt < SAVED_CACHE_MS;
}

export function writeSavedCopy(mentors: MentorListItem[], now = Date.now()): void {
  writeStored(storageKeys.savedMentors, { storedAt: now, mentors: mentors.map(toSavedView) });
}

/** A save made without the mentor's card at hand (after sign-in): the next saved page asks the server. */
export function forgetSavedCopy(): void {
  removeStored(storageKeys.savedMentors);
}

/** SAVED-03: a save or unsave changes the stored list at once. */
export function updateSavedCopy(mentor: MentorListItem, saved: boolean): void {
  const current = readSavedCopy();
  const others = (current?.mentors ?? []).filter((v) => v.mentorId !== mentor.id);
  const mentors = saved ? [toSavedView(mentor), ...others] : others;
  writeStored(storageKeys.savedMentors, { storedAt: current?.storedAt ?? Date.now(), mentors });
}
