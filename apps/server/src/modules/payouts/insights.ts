/**
 * The earnings dashboard (API-46, INSIGHTS-03, rule M5), every figure from real data: balances from the
 * ledger (balances.ts), the price against the median of approved mentors sharing a skill, the weekly
 * hours, ratings from reviews and lessons per month in the mentor's own zone. A handful of indexed
 * queries, each bounded by the mentor.
 */
import { INSIGHTS_MONTHS, type Insights, localParts, localToUtc } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { paymentAccountSummary } from './accounts.ts';
import { mentorBalances } from './balances.ts';
import { standingLessonCounts } from '../bookings/index.ts';
import { replyRate24h } from '../conversations/index.ts';
import { mentorInsightFacts } from '../mentors/index.ts';

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const ratingOf = (value: string | number | null) => (value === null ? null : oneDecimal(Number(value)));

/** The first instants of the last `count` calendar months in the zone (oldest first) and of the next. */
export function monthStarts(zone: string, now: Date, count: number): { key: string; start: number }[] {
  const { year, month } = localParts(zone, now.getTime());
  const starts = [];
  for (let back = count - 1; back >= -1; back -= 1) {
    const index = year * 12 + (month - 1) - back;
    const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
    starts.push({ key: `${y}-${String(m).padStart(2, '0')}`, start: localToUtc(zone, y, m, 1, 0) });
  }
  return starts;
}

/** Percent change of the later half of the months against the earlier half; null when that was zero. */
export function periodChange(counts: number[]): number | null {
  const half = Math.floor(counts.length / 2);
  const before = counts.slice(0, half).reduce((a, b) => a + b, 0);
  const after = counts.slice(half).reduce((a, b) => a + b, 0);
  return before === 0 ? null : oneDecimal(((after - before) / before) * 100);
}

async function lessonCounts(db: Db, mentorId: number, zone: string, now: Date) {
  const months = monthStarts(zone, now, INSIGHTS_MONTHS);
  const row = await standingLessonCounts(
    db,
    mentorId,
    months.map(({ start }) => new Date(start)),
    now,
  );
  const details = months
    .slice(0, -1)
    .map(({ key }, i) => ({ month: key, count: Number(row?.[`m${i}`] ?? 0) }));
  return { details, completed: Number(row?.completed ?? 0) };
}

export async function mentorInsights(db: Db, mentorId: number, now: Date): Promise<Insights> {
  const facts = await mentorInsightFacts(db, mentorId);
  if (!facts) throw notFound();
  const [balances, lessons, paymentAccount, replyRate] = await Promise.all([
    mentorBalances(db, mentorId, now),
    lessonCounts(db, mentorId, facts.timezone, now),
    paymentAccountSummary(db, mentorId),
    replyRate24h(db, Number(facts.user_id), now),
  ]);
  const market = facts.market === null ? null : Math.round(Number(facts.market));
  const hasReviews = Number(facts.reviews) > 0;
  return {
    ...balances,
    pricePerLesson: facts.amount_cents,
    marketAverage: market,
    priceDifference: market ? oneDecimal(((facts.amount_cents - market) / market) * 100) : null,
    weeklyAvailabilityHours: Math.round((Number(facts.weekly_seconds ?? 0) / 3600) * 100) / 100,
    // null while nobody has written to the mentor: the dashboard hides the figure (ADR 46).
    replyRate24h: replyRate,
    averageReviewRating: hasReviews ? ratingOf(facts.avg_all) : null,
    detailedRatings: {
      personality: hasReviews ? ratingOf(facts.avg_communication) : null,
      teachingAbility: hasReviews ? ratingOf(facts.avg_teaching) : null,
      knowledge: hasReviews ? ratingOf(facts.avg_expertise) : null,
    },
    lessonBookingsPeriod: {
      details: lessons.details,
      periodChangePercent: periodChange(lessons.details.map((d) => d.count)),
    },
    totalCompletedSessions: lessons.completed,
    paymentAccount,
    applicationStatus: facts.is_verified ? 'approved' : facts.rejected ? 'rejected' : 'pending',
  };
}
