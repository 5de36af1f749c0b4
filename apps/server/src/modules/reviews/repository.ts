/** SQL of reviews (rule L3) and the review figures kept on the mentor row for ordering. */
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { refreshRankScores, setReviewFigures } from '../mentors/index.ts';

export interface ReviewWithReviewer {
  id: number;
  reviewer_id: number;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
  mentor_id: number;
  teaching_ability: number;
  communication: number;
  expertise: number;
  message: string;
  created_at: Date | string;
}

const selectReviews = sql`SELECT r.id, r.reviewer_id, u.first_name, u.last_name, u.profile_picture, r.mentor_id,
  r.teaching_ability, r.communication, r.expertise, r.message, r.created_at
  FROM reviews r JOIN users u ON u.id = r.reviewer_id`;

export function mentorReviews(
  db: Db,
  mentorId: number,
  page: { limit: number; offset: number },
): Promise<ReviewWithReviewer[]> {
  return queryRows<ReviewWithReviewer>(
    db,
    sql`${selectReviews} WHERE r.mentor_id = ${mentorId} AND r.hidden_at IS NULL
      ORDER BY r.created_at DESC, r.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}

export function reviewsBy(db: Db, reviewerId: number, mentorId?: number): Promise<ReviewWithReviewer[]> {
  const forMentor = mentorId === undefined ? sql`` : sql` AND r.mentor_id = ${mentorId}`;
  return queryRows<ReviewWithReviewer>(
    db,
    sql`${selectReviews} WHERE r.reviewer_id = ${reviewerId}${forMentor} ORDER BY r.created_at DESC, r.id DESC`,
  );
}

export interface ReviewTotalsRow {
  total: string | number;
  avg_stars: string | number | null;
  avg_teaching: string | number | null;
  avg_communication: string | number | null;
  avg_expertise: string | number | null;
  s1: string | number;
  s2: string | number;
  s3: string | number;
  s4: string | number;
  s5: string | number;
}

/** Over the visible reviews only (ADR 72). A review's star bucket is round(mean of its three ratings); the mean of three integers is never x.5. */
export async function reviewTotals(db: Db, mentorId: number): Promise<ReviewTotalsRow> {
  const mean = sql`round((r.teaching_ability + r.communication + r.expertise) / 3.0)`;
  const [row] = await queryRows<ReviewTotalsRow>(
    db,
    sql`SELECT count(*) AS total,
      avg((r.teaching_ability + r.communication + r.expertise) / 3.0) AS avg_stars,
      avg(r.teaching_ability) AS avg_teaching, avg(r.communication) AS avg_communication,
      avg(r.expertise) AS avg_expertise,
      count(*) FILTER (WHERE ${mean} = 1) AS s1, count(*) FILTER (WHERE ${mean} = 2) AS s2,
      count(*) FILTER (WHERE ${mean} = 3) AS s3, count(*) FILTER (WHERE ${mean} = 4) AS s4,
      count(*) FILTER (WHERE ${mean} = 5) AS s5
    FROM reviews r WHERE r.mentor_id = ${mentorId} AND r.hidden_at IS NULL`,
  );
  return row!;
}

export interface ReviewInput {
  reviewerId: number;
  mentorId: number;
  teachingAbility: number;
  communication: number;
  expertise: number;
  message: string;
}

/**
 * One review per student and mentor: insert or update in one statement (no check-then-insert race), then
 * recompute the mentor's review figures from the reviews themselves. Call inside a transaction.
 */
export async function saveReview(
  tx: Db | Tx,
  input: ReviewInput,
  now: Date,
): Promise<{ id: number; created: boolean }> {
  const [row] = await queryRows<{ id: number; created: boolean }>(
    tx,
    sql`INSERT INTO reviews (reviewer_id, mentor_id, teaching_ability, communication, expertise, message,
        created_at, updated_at)
      VALUES (${input.reviewerId}, ${input.mentorId}, ${input.teachingAbility}, ${input.communication},
        ${input.expertise}, ${input.message}, ${now.toISOString()}, ${now.toISOString()})
      ON CONFLICT (reviewer_id, mentor_id) DO UPDATE SET teaching_ability = EXCLUDED.teaching_ability,
        communication = EXCLUDED.communication, expertise = EXCLUDED.expertise, message = EXCLUDED.message,
        updated_at = EXCLUDED.updated_at
      RETURNING id, (xmax = 0) AS created`,
  );
  await refreshReviewFigures(tx, [input.mentorId], now);
  return { id: Number(row!.id), created: Boolean(row!.created) };
}

/**
 * review_count and rating_sum of some mentors, recomputed from their visible reviews (a review staff hid
 * counts nowhere public, ADR 72), and their rank scores. Writing the mentor row drops the public read cache.
 */
export async function refreshReviewFigures(tx: Db | Tx, mentorIds: number[], now: Date): Promise<void> {
  if (mentorIds.length === 0) return;
  for (const mentorId of mentorIds) {
    const [row] = await queryRows<{ review_count: number | string; rating_sum: number | string }>(
      tx,
      sql`SELECT count(*) AS review_count,
            coalesce(sum(teaching_ability + communication + expertise), 0) AS rating_sum
          FROM reviews WHERE mentor_id = ${mentorId} AND hidden_at IS NULL`,
    );
    await setReviewFigures(tx, mentorId, {
      reviewCount: Number(row!.review_count),
      ratingSum: Number(row!.rating_sum),
    });
  }
  await refreshRankScores(tx, mentorIds, now);
}

export async function reviewById(db: Db | Tx, id: number): Promise<ReviewWithReviewer | undefined> {
  const [row] = await queryRows<ReviewWithReviewer>(db, sql`${selectReviews} WHERE r.id = ${id}`);
  return row;
}
