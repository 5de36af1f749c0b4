/** The one place that decides how a mentor looks to the browser (DATA-08). */
import { MENTOR_AGES, MENTOR_LEVELS, type Mentor } from '@app/contract';
import { MEDIA_PREFIX } from '../../platform/storage.ts';
import type { MentorCardRow } from './repository.ts';

/** Mean of the three ratings over all reviews, 2 decimals; 0 without reviews (the card then hides it). */
export function averageRating(ratingSum: number, reviewCount: number): number {
  if (reviewCount === 0) return 0;
  return Math.round((ratingSum / (3 * reviewCount)) * 100) / 100;
}

/** `trialUsed`: the viewer already had their free trial with this mentor (false for visitors). */
export function presentMentor(row: MentorCardRow, trialUsed = false): Mentor {
  return {
    id: Number(row.id),
    user: {
      id: Number(row.user_id),
      profile_photo: row.profile_picture,
      full_name: `${row.first_name} ${row.last_name}`.trim(),
    },
    reviews: {
      average_rating: averageRating(Number(row.rating_sum), Number(row.review_count)),
      total_count: Number(row.review_count),
    },
    amount_cents: Number(row.amount_cents),
    languages: row.languages,
    bio: row.bio,
    skills: row.skills,
    styles: row.styles,
    is_verified: row.is_verified,
    headline: row.headline,
    saved: row.saved,
    offer_trial: row.offer_trial,
    trial_used: trialUsed,
    sessions: row.sessions,
    country: row.country,
    timezone: row.timezone,
    // In the contract's order, whatever order they were saved in.
    levels: MENTOR_LEVELS.filter((level) => row.levels.includes(level)),
    ages: MENTOR_AGES.filter((age) => row.ages.includes(age)),
    has_video: row.intro_video_url !== null,
    first_sample: row.first_sample && {
      id: Number(row.first_sample.id),
      url: `${MEDIA_PREFIX}${row.first_sample.storage_path}`,
      title: row.first_sample.title,
      duration_seconds: Number(row.first_sample.duration_seconds),
    },
  };
}

/** Relative URL of another page of the same query (standard page's next/previous). */
export function pageUrl(requestUrl: string, page: number): string {
  const url = new URL(requestUrl, 'http://localhost');
  url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
}

export function pageLinks(
  requestUrl: string,
  page: number,
  pageSize: number,
  count: number,
): { next: string | null; previous: string | null } {
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  return {
    next: page * pageSize < count ? pageUrl(requestUrl, page + 1) : null,
    previous: page > 1 ? pageUrl(requestUrl, Math.min(page - 1, lastPage)) : null,
  };
}
