/** Price against the market (INSIGHTS-04, M5), weekly hours, reply rate, completed sessions and ratings. */
import { REVIEW_CRITERIA, type Insights } from '@app/contract';
import { Link } from 'react-router';
import { formatEuro } from '../../../shared/money.ts';
import { FactsList } from '../../../shared/ui/facts-list.tsx';
import { describePriceDifference, formatHours, formatPercent, formatRating } from '../model/format.ts';
import { InsightCard } from './insight-card.tsx';

const NO_REVIEWS = 'No reviews yet';

export function TeachingSection({ insights }: { insights: Insights }) {
  const difference = describePriceDifference(insights.priceDifference);
  const average = formatRating(insights.averageReviewRating);
  const rating = (value: number | null) => {
    const text = formatRating(value);
    return text ? `${text} / 5` : NO_REVIEWS;
  };
  return (
    <section aria-labelledby="teaching-heading" className="flex flex-col gap-4">
      <h2 id="teaching-heading" className="text-2xl font-bold">
        Your teaching
      </h2>
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        <InsightCard title="Your price (60 minutes)" value={formatEuro(insights.pricePerLesson)}>
          {insights.marketAverage === null ? (
            <p className="text-sm text-neutral-700">
              No other mentors teach your instruments yet, so there is no market average to compare with.
            </p>
          ) : (
            <FactsList
              label="Price comparison"
              rows={[
                ['Market average', formatEuro(insights.marketAverage)],
                ['Difference', difference],
              ]}
            />
          )}
        </InsightCard>
        <InsightCard
          title="Weekly availability"
          value={formatHours(insights.weeklyAvailabilityHours)}
          note={
            insights.weeklyAvailabilityHours > 0
              ? 'Open for lessons each week.'
              : 'Add weekly hours so students can book you.'
          }
        >
          <Link
            to="/settings?tab=availability"
            className="self-start font-semibold text-purple-ink underline underline-offset-2"
          >
            Set up availability
          </Link>
        </InsightCard>
        {/* No figure until someone has written to the mentor: 0% would read as ignoring students (ADR 46). */}
        <InsightCard
          title="Reply rate"
          value={insights.replyRate24h === null ? undefined : formatPercent(insights.replyRate24h)}
          note={
            insights.replyRate24h === null
              ? 'No messages from students yet. Your reply rate shows here once students write to you.'
              : "Students' first messages you answered within 24 hours."
          }
        />
        <InsightCard
          title="Completed sessions"
          value={String(insights.totalCompletedSessions)}
          note={
            insights.totalCompletedSessions > 0
              ? 'Lessons you have taught on the platform.'
              : 'Your first completed lesson will be counted here.'
          }
        />
        <InsightCard
          title="Average rating"
          value={average ? `${average} / 5` : NO_REVIEWS}
          className="lg:col-span-2"
        >
          <FactsList
            label="Detailed ratings"
            // The criteria students rate on the review form, under the same names (REVIEW-03).
            rows={REVIEW_CRITERIA.map((c) => [c.label, rating(insights.detailedRatings[c.insightsKey])])}
          />
        </InsightCard>
      </div>
    </section>
  );
}
