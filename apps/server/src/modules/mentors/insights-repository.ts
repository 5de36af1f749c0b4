/** SQL of the earnings dashboard's mentor figures (rule M5): price, market, weekly hours and ratings. */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

export interface MentorInsightFacts {
  amount_cents: number;
  timezone: string;
  user_id: number;
  is_verified: boolean;
  rejected: boolean;
  market: string | number | null;
  weekly_seconds: string | number | null;
  reviews: number | string;
  avg_all: string | number | null;
  avg_communication: string | number | null;
  avg_teaching: string | number | null;
  avg_expertise: string | number | null;
}

/**
 * A mentor's price and zone, the median price of approved mentors sharing a skill, the weekly hours in
 * seconds, the review averages and where the application stands (ADR 18), in one query; undefined for an unknown mentor.
 */
export async function mentorInsightFacts(db: Db, mentorId: number): Promise<MentorInsightFacts | undefined> {
  const [row] = await queryRows<MentorInsightFacts>(
    db,
    sql`SELECT m.amount_cents, m.timezone, m.user_id, m.is_verified, m.rejected_at IS NOT NULL AS rejected,
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
                   FROM reviews WHERE mentor_id = m.id AND hidden_at IS NULL) r
        WHERE m.id = ${mentorId}`,
  );
  return row;
}
