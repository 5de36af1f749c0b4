/**
 * The reviews of a mentor (PROFILE-01, PROFILE-03..06, PROFILE-08, PROFILE-10): the overall score, the
 * 5..1 star histogram, the averages and the list. A mentor without reviews gets the "New" badge and a line
 * on what the section will hold instead of a 0.0 score and empty bars (ADR 46); nothing shows before the
 * totals arrive.
 */
import { useState } from 'react';
import { REVIEW_CRITERIA, type Review, type ReviewTotals } from '@app/contract';
import { Button } from '../../../shared/ui/button.tsx';
import { formatAverage, shortName } from '../model/format.ts';
import { formatReviewDate, histogram, reviewPreview } from '../model/reviews.ts';
import { MentorAvatar } from './mentor-avatar.tsx';
import { NewBadge } from './new-badge.tsx';
import { Stars } from './stars.tsx';

export interface ReviewsSectionProps {
  totals: ReviewTotals | undefined;
  reviews: Review[];
  loading: boolean;
  failed: boolean;
  /** The next page of reviews, when there is one. */
  more?: { load: () => void; busy: boolean } | undefined;
}

/** A review's text; a long one shows its start with "Read more" / "Show less" (ADR 0048). */
export function ReviewMessage({ message, by }: { message: string; by: string }) {
  const [open, setOpen] = useState(false);
  const preview = reviewPreview(message);
  return (
    <div className="mt-1">
      <p className="whitespace-pre-line break-words">{open || !preview ? message : preview}</p>
      {preview ? (
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
          className="mt-1 min-h-10 rounded font-semibold text-ink underline underline-offset-4 hover:no-underline"
        >
          {open ? 'Show less' : 'Read more'}
          <span className="sr-only"> of the review by {by}</span>
        </button>
      ) : null}
    </div>
  );
}

export function ReviewsSection({ totals, reviews: loaded, loading, failed, more }: ReviewsSectionProps) {
  const rows = histogram(totals);
  const reviews = failed ? [] : loaded;
  // The review form's criteria, in its order and under its names (REVIEW-03).
  const averages = REVIEW_CRITERIA.map((c) => [c.label, totals?.[c.totalsKey]] as const);

  return (
    <section aria-labelledby="reviews-title" className="rounded-2xl border border-neutral-200 p-5 md:p-6">
      <h2 id="reviews-title" className="text-2xl font-bold">
        Reviews
      </h2>
      {totals && totals.total_reviews === 0 ? (
        <div className="mt-4 flex flex-col gap-2">
          <p className="text-lg">
            <NewBadge note="New mentor: no reviews yet" />
          </p>
          <p className="text-neutral-700">
            Students who take a lesson with this mentor can rate it here, so the score shows after the first
            review.
          </p>
        </div>
      ) : totals ? (
        <div className="mt-4 grid gap-6 md:grid-cols-[10rem_1fr_12rem]">
          <div className="flex flex-col items-start gap-1">
            <p className="text-5xl font-bold">{formatAverage(totals?.average_stars)}</p>
            <Stars
              value={totals?.average_stars ?? 0}
              label={`Overall ${formatAverage(totals?.average_stars)} out of 5`}
            />
            <p className="text-sm text-neutral-700">
              {totals?.total_reviews ?? 0} {totals?.total_reviews === 1 ? 'review' : 'reviews'}
            </p>
          </div>
          <ul aria-label="Ratings by stars" className="flex flex-col gap-1.5">
            {rows.map((row) => (
              <li key={row.stars} className="flex items-center gap-3 text-sm">
                <span className="w-14 shrink-0">
                  {row.stars} {row.stars === 1 ? 'star' : 'stars'}
                </span>
                <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-neutral-200">
                  <span
                    className="block h-full rounded-full bg-amber-500"
                    style={{ width: `${row.percent}%` }}
                  />
                </span>
                <span className="w-8 text-right tabular-nums" data-testid={`stars-${row.stars}`}>
                  {row.count}
                </span>
              </li>
            ))}
          </ul>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
            {averages.map(([name, value]) => (
              <div key={name} className="contents">
                <dt>{name}</dt>
                <dd className="font-semibold tabular-nums">{formatAverage(value)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}

      <div className="mt-6 border-t border-neutral-200 pt-4">
        {loading ? (
          <p role="status">Loading reviews...</p>
        ) : failed ? (
          <p role="alert" className="text-red-800">
            Failed to load reviews
          </p>
        ) : reviews.length === 0 ? (
          <p>No reviews yet for this mentor.</p>
        ) : (
          <ul className="flex flex-col gap-5">
            {reviews.map((review) => {
              const overall = (review.teaching_ability + review.communication + review.expertise) / 3;
              return (
                <li key={review.id} className="flex gap-3">
                  <MentorAvatar
                    name={review.reviewer.full_name}
                    photo={review.reviewer.profile_image}
                    size="sm"
                  />
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <p className="font-semibold">{shortName(review.reviewer.full_name)}</p>
                      <Stars value={overall} label={`Rated ${formatAverage(overall)} out of 5`} />
                      <time dateTime={review.created_at} className="text-sm text-neutral-700">
                        {formatReviewDate(review.created_at)}
                      </time>
                    </div>
                    {review.message ? (
                      <ReviewMessage message={review.message} by={shortName(review.reviewer.full_name)} />
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {more && !failed && reviews.length > 0 ? (
          <Button variant="outline" className="mt-6" onClick={more.load} disabled={more.busy}>
            {more.busy ? 'Loading reviews...' : 'Show more reviews'}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
