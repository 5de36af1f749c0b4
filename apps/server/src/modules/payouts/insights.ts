/**
 * The earnings dashboard (API-46, INSIGHTS-03, rule M5), every figure from real data: balances from the
 * ledger (balances.ts), the price against the median of approved mentors sharing a skill, the weekly
 * hours, ratings from reviews and lessons per month in the mentor's own zone. A handful of indexed
 * queries, each bounded by the mentor.
 */
import { INSIGHTS_MONTHS, type Insights, localParts, localToUtc } from '@app/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { paymentAccountSummary } from './accounts.ts';
import { mentorBalances } from './balances.ts';
import { replyRate24h } from '../conversations/index.ts';

/** Lessons that stand: paid for (or free) and not cancelled. */
const STANDING = sql`('paid', 'free_trial', 'in_progress', 'completed')`;

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

interface MentorFacts {
  amount_cents: number;
  timezone: string;
  user_id: number;
  market: string | number | null;
  weekly_seconds: string | number | null;
  reviews: number | string;
  avg_all: string | number | null;
  avg_communication: string | number | null;
  avg_teaching: string | number | null;
  avg_expertise: string | number | null;
}

async function mentorFacts(db: Db, mentorId: number): Promise<MentorFacts | undefined> {
  const [row] = await queryRows<MentorFacts>(
    db,
    sql`SELECT m.amount_cents, m.timezone, m.user_id,
          -- From the mentor's own skills outwards (mentor_skills_skill_idx), never across all mentors.
          (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY o.amount_cents) FROM mentors o
            WHERE o.is_verified AND o.id <> m.id AND o.id IN (
              SELECT os.mentor_id FROM mentor_skills ms JOIN mentor_skills os ON os.skill_id = ms.skill_id
              WHERE ms.mentor_id = m.id)) AS market,
          (SELECT sum(extract(epoch FROM (a.end_time - a.start_time))) FROM mentor_availability a
            WHERE a.mentor_id = m.id) AS weekly_seconds,
          r.reviews, r.avg_all, r.avg_communication, r.avg_teaching, r.avg_expertise
        FROM mentors m,
          LATERAL (SELECT count(*) AS reviews,
                     avg((teaching_ability + communication + expertise) / 3.0) AS avg_all,
                     avg(communication) AS avg_communication, avg(teaching_ability) AS avg_teaching,
                     avg(expertise) AS avg_expertise
                   FROM reviews WHERE mentor_id = m.id) r
        WHERE m.id = ${mentorId}`,
  );
  return row;
}

async function lessonCounts(db: Db, mentorId: number, zone: string, now: Date) {
  const months = monthStarts(zone, now, INSIGHTS_MONTHS);
  const columns = months
    .slice(0, -1)
    .map(
      ({ start }, i) =>
        sql`count(*) FILTER (WHERE start_at >= ${new Date(start)} AND start_at < ${new Date(months[i + 1]!.start)})::int AS ${sql.identifier(`m${i}`)}`,
    );
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`SELECT ${sql.join(columns, sql`, `)},
          count(*) FILTER (WHERE status = 'completed'
                           OR (status IN ('paid', 'free_trial', 'in_progress') AND end_at <= ${now}))::int AS completed
        FROM bookings WHERE mentor_id = ${mentorId} AND status IN ${STANDING}`,
  );
  const details = months
    .slice(0, -1)
    .map(({ key }, i) => ({ month: key, count: Number(row?.[`m${i}`] ?? 0) }));
  return { details, completed: Number(row?.completed ?? 0) };
}

export async function mentorInsights(db: Db, mentorId: number, now: Date): Promise<Insights> {
  const facts = await mentorFacts(db, mentorId);
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
    // 0 when nobody wrote to the mentor yet: the card then reads 0%, as before messaging existed.
    replyRate24h: replyRate ?? 0,
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
  };
}
