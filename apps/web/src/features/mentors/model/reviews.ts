import type { ReviewTotals } from '@app/contract';

export const STARS = [5, 4, 3, 2, 1] as const;

export interface HistogramRow {
  stars: number;
  count: number;
  /** Share of all reviews, 0..100, for the bar's width. */
  percent: number;
}

/** The 5..1 star rows (PROFILE-01); shares are of the counts' sum, so the bars always add up. */
export function histogram(totals: ReviewTotals | undefined): HistogramRow[] {
  const counts = STARS.map((stars) => Math.max(0, totals?.star_counts[String(stars) as '1'] ?? 0));
  const sum = counts.reduce((a, b) => a + b, 0);
  return STARS.map((stars, i) => {
    const count = counts[i] ?? 0;
    return { stars, count, percent: sum ? Math.round((count / sum) * 100) : 0 };
  });
}

/**
 * "2026-03-04T10:00:00Z" -> "Mar 4, 2026" (English texts), the day in UTC: the server draws the profile
 * (ADR 44) and the browser must read the same day when it takes the page over.
 */
let reviewDate: Intl.DateTimeFormat | undefined;

export function formatReviewDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // One formatter for every review: toLocaleDateString builds a new one per call (ADR 79).
  reviewDate ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return reviewDate.format(date);
}

/** A review longer than this is shortened on the profile, with "Read more" (ADR 0048). */
export const REVIEW_PREVIEW_LIMIT = 320;

/**
 * The start of a long review, cut at the last space before `limit` (or at `limit` without one) and ended
 * with "…"; null when the whole review is short enough to show.
 */
export function reviewPreview(message: string, limit = REVIEW_PREVIEW_LIMIT): string | null {
  if (message.length <= limit) return null;
  const cut = message.slice(0, limit);
  const space = cut.search(/\s\S*$/);
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
