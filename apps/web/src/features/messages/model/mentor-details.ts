/**
 * The details pane's data (CHAT-07/08/09): GET /api/mentors/{id}/, else the mentor from a cached list
 * (TanStack Query cache of the search and saved pages), else empty defaults that show the fallback texts.
 */
import type { Mentor } from '@app/contract';
import { formatEuro } from '../../../shared/money.ts';
import { formatAverage, showsRating } from '../../mentors/index.ts';

export interface MentorPaneView {
  /** False when neither the call nor the cache had the mentor ("Mentor details not available"). */
  found: boolean;
  name: string;
  photo: string | null;
  /** "4.8" or null ("No reviews yet"). */
  rating: string | null;
  reviewCount: number;
  /** "€50.00" for 60 minutes, or null ("Price not available"). */
  price: string | null;
  languages: string[];
  skills: string[];
  styles: string[];
  verified: boolean;
  headline: string;
  /** Sanitised on render (RichText). */
  bio: string;
  /** ISO country code, or '' ("Location not available"). */
  country: string;
}

function isMentor(value: unknown): value is Mentor {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as Mentor).id === 'number' &&
    typeof (value as Mentor).user === 'object'
  );
}

/** The mentor with this id in any cached answer: a single profile, or a page's results. */
export function findCachedMentor(cached: unknown[], mentorId: number): Mentor | null {
  for (const data of cached) {
    if (isMentor(data) && data.id === mentorId) return data;
    const results = (data as { results?: unknown } | null | undefined)?.results;
    if (Array.isArray(results)) {
      const hit = results.find((m): m is Mentor => isMentor(m) && m.id === mentorId);
      if (hit) return hit;
    }
  }
  return null;
}

/**
 * CHAT-07: the price labelled "(60 mins)" is the mentor's rate (amount_cents is the price of a 60-minute
 * lesson, DATA-08); a rate of 0 (trial-only or not set) reads "Price not available".
 */
export function mentorPaneView(mentor: Mentor | null, fallbackName = ''): MentorPaneView {
  if (!mentor) {
    return {
      found: false,
      name: fallbackName,
      photo: null,
      rating: null,
      reviewCount: 0,
      price: null,
      languages: [],
      skills: [],
      styles: [],
      verified: false,
      headline: '',
      bio: '',
      country: '',
    };
  }
  return {
    found: true,
    name: mentor.user.full_name || fallbackName,
    photo: mentor.user.profile_photo,
    rating: showsRating(mentor.reviews?.average_rating) ? formatAverage(mentor.reviews.average_rating) : null,
    reviewCount: mentor.reviews?.total_count ?? 0,
    price: mentor.amount_cents > 0 ? formatEuro(mentor.amount_cents) : null,
    languages: (mentor.languages ?? []).map((l) => l.name),
    skills: (mentor.skills ?? []).map((s) => s.name),
    styles: (mentor.styles ?? []).map((s) => s.name),
    verified: mentor.is_verified,
    headline: mentor.headline ?? '',
    bio: mentor.bio ?? '',
    country: mentor.country ?? '',
  };
}

/** "DE" -> "Germany"; an unknown code shows as it is, none reads as missing. */
export function countryName(code: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
