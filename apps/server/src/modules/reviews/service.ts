/**
 * Reviews (rule L3): one per student and mentor, created or updated through the upsert call, allowed only
 * after a completed lesson (hasCompletedLessonWith), never about oneself.
 */
import {
  MENTOR_PAGE_SIZE_DEFAULT,
  REVIEW_SUBMITTED,
  REVIEW_UPDATED,
  type MentorReviewsResponse,
  type PageQuery,
  type Review,
  type ReviewUpsertRequest,
} from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { SignedInUser } from '../auth/index.ts';
import { findMentorByUserId, pageLinks, MENTOR_NOT_FOUND, visibleMentor } from '../mentors/index.ts';
import { hasCompletedLessonWith } from './eligibility.ts';
import { presentReview, presentTotals } from './presenter.ts';
import { mentorReviews, reviewById, reviewTotals, reviewsBy, saveReview } from './repository.ts';

export const REVIEW_SELF = 'You cannot review yourself.';
export const REVIEW_NEEDS_LESSON = 'You can only review a mentor after a completed lesson.';

export async function reviewsOfMentor(
  db: Db,
  mentorId: number,
  query: PageQuery,
  viewer: SignedInUser | null,
  requestUrl: string,
): Promise<MentorReviewsResponse> {
  const mentor = await visibleMentor(db, mentorId, viewer);
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? MENTOR_PAGE_SIZE_DEFAULT;
  const totals = presentTotals(await reviewTotals(db, mentor.id));
  const rows = await mentorReviews(db, mentor.id, { limit: pageSize, offset: (page - 1) * pageSize });
  return {
    count: totals.total_reviews,
    ...pageLinks(requestUrl, page, pageSize, totals.total_reviews),
    results: rows.map(presentReview),
    totals,
  };
}

export type LessonCheck = (db: Db | Tx, studentId: number, mentorId: number) => Promise<boolean>;

/** Creates (created: true) or updates the caller's review of a mentor, named by the mentor's user id. */
export async function upsertReview(
  db: Db,
  user: SignedInUser,
  input: ReviewUpsertRequest,
  now: Date,
  completedLesson: LessonCheck = hasCompletedLessonWith,
): Promise<{ created: boolean; message: string; review: Review }> {
  if (input.target === user.id) throw badRequest(REVIEW_SELF, { target: [REVIEW_SELF] });
  const mentor = await findMentorByUserId(db, input.target);
  if (!mentor?.isVerified) throw notFound(MENTOR_NOT_FOUND);
  if (!(await completedLesson(db, user.id, mentor.id))) throw badRequest(REVIEW_NEEDS_LESSON);
  return db.transaction(async (tx) => {
    const saved = await saveReview(
      tx,
      {
        reviewerId: user.id,
        mentorId: mentor.id,
        teachingAbility: input.teaching_ability,
        communication: input.communication,
        expertise: input.expertise,
        message: input.message?.trim() ?? '',
      },
      now,
    );
    const row = await reviewById(tx, saved.id);
    return {
      created: saved.created,
      message: saved.created ? REVIEW_SUBMITTED : REVIEW_UPDATED,
      review: presentReview(row!),
    };
  });
}

/** The caller's reviews, optionally of one mentor named by the mentor's user id (the upsert's target). */
export async function myReviews(
  db: Db,
  user: SignedInUser,
  targetUserId?: number,
): Promise<{ results: Review[] }> {
  if (targetUserId === undefined) return { results: (await reviewsBy(db, user.id)).map(presentReview) };
  const mentor = await findMentorByUserId(db, targetUserId);
  if (!mentor) return { results: [] };
  return { results: (await reviewsBy(db, user.id, mentor.id)).map(presentReview) };
}
