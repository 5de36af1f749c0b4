/**
 * The application as POST /api/mentors/create/ takes it (DATA-19, ONBOARD-28): multipart, list fields as
 * JSON text, the stored names mapped to ids through the server's lists (unmatched names are dropped).
 */
import type { LookupItem } from '@app/contract';
import { toAvailableTimes, toSessionPayload } from '../../mentor-availability/index.ts';
import type { OnboardingDraft } from './draft.ts';
import { rateToCents } from './fees.ts';

export interface LookupLists {
  skills: LookupItem[];
  styles: LookupItem[];
  languages: LookupItem[];
}

const key = (name: string) => name.trim().toLocaleLowerCase();

/** Names to ids, in the order chosen; a name the list no longer has is dropped. */
export function namesToIds(names: readonly string[], items: readonly LookupItem[]): number[] {
  const byName = new Map(items.map((i) => [key(i.name), i.id]));
  const ids = names.map((n) => byName.get(key(n))).filter((id): id is number => id !== undefined);
  return [...new Set(ids)];
}

/** Stored names that still exist in the list, so the About step never shows a stale choice. */
export function knownNames(names: readonly string[], items: readonly LookupItem[]): string[] {
  const known = new Set(items.map((i) => key(i.name)));
  return names.filter((n) => known.has(key(n)));
}

export function applicationForm(draft: OnboardingDraft, photo: File, lists: LookupLists): FormData {
  const form = new FormData();
  form.set('skills', JSON.stringify(namesToIds(draft.about.instruments, lists.skills)));
  form.set('styles', JSON.stringify(namesToIds(draft.about.styles, lists.styles)));
  form.set('languages', JSON.stringify(namesToIds(draft.about.languages, lists.languages)));
  form.set('bio', draft.description.introduction);
  form.set('headline', draft.description.headline.trim());
  form.set('levels', JSON.stringify(draft.description.levels));
  form.set('ages', JSON.stringify(draft.description.ages));
  if (draft.description.introVideo.trim()) form.set('intro_video_url', draft.description.introVideo.trim());
  form.set('sessions', JSON.stringify(toSessionPayload(draft.availability.sessionLengths)));
  form.set('amount_cents', String(rateToCents(draft.hourlyRate) ?? 0));
  form.set('available_times', JSON.stringify(toAvailableTimes(draft.availability.availability)));
  form.set('agreed_to_terms_and_is_18', String(draft.about.isOver18));
  form.set('timezone', draft.availability.timezone);
  form.set('offer_trial', String(draft.availability.offerTrial));
  form.set('profile_photo', photo, photo.name);
  return form;
}
