/**
 * Staff hide a review with a reason, and show it again (issue 21 item 5, ADR 72). In one transaction with
 * the audit row: the review's row is locked, marked, and the mentor's review figures (count, rating sum,
 * rank score) recomputed from the visible reviews, which writes the mentor row and so drops the public read
 * cache: the profile's list, averages, histogram, card rating, rank and JSON-LD follow at once.
 */
import {
  reviewStaffMessages as m,
  STAFF_REVIEWS_LIMIT,
  type ReviewDecisionResult,
  type StaffReview,
  type StaffReviewsQuery,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { recordStaffAction } from '../audit/index.ts';
import type { SignedInUser } from '../auth/index.ts';
import { refreshReviewFigures } from './repository.ts';
import {
  lockReview,
  searchStaffReviews,
  setReviewHidden,
  staffReviewById,
  type StaffReviewRow,
} from './staff-repository.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function present(row: StaffReviewRow): StaffReview {
  return {
    id: Number(row.id),
    mentor_id: Number(row.mentor_id),
    mentor_name: `${row.mentor_first_name} ${row.mentor_last_name}`.trim(),
    author_id: Number(row.reviewer_id),
    author_name: `${row.first_name} ${row.last_name}`.trim(),
    author_email: row.email,
    teaching_ability: Number(row.teaching_ability),
    communication: Number(row.communication),
    expertise: Number(row.expertise),
    message: row.message,
    created_at: iso(row.created_at)!,
    hidden_at: iso(row.hidden_at),
    hidden_reason: row.hidden_reason,
  };
}

export async function findStaffReviews(
  db: Db,
  query: StaffReviewsQuery,
): Promise<{ reviews: StaffReview[] }> {
  const rows = await searchStaffReviews(
    db,
    { search: query.search?.trim() ?? '', status: query.status },
    STAFF_REVIEWS_LIMIT,
  );
  return { reviews: rows.map(present) };
}

/** Hide (`hide` true) or show a review; deciding what it already is is a 400 with nothing changed. */
export async function decideReview(
  db: Db,
  staff: SignedInUser,
  id: number,
  decision: { hide: boolean; reason: string },
  now: Date,
): Promise<ReviewDecisionResult> {
  const review = await db.transaction(async (tx) => {
    const row = await lockReview(tx, id);
    if (!row) throw notFound(m.notFound);
    const hidden = row.hidden_at !== null;
    if (decision.hide && hidden) throw badRequest(m.alreadyHidden);
    if (!decision.hide && !hidden) throw badRequest(m.notHidden);
    await setReviewHidden(tx, id, decision.hide ? { at: now, reason: decision.reason } : null);
    await refreshReviewFigures(tx, [Number(row.mentor_id)], now);
    await recordStaffAction(tx, {
      actor: staff,
      action: decision.hide ? 'review.hide' : 'review.show',
      record: { type: 'review', id },
      before: { hidden, hidden_reason: row.hidden_reason, mentor_id: Number(row.mentor_id) },
      after: {
        hidden: decision.hide,
        hidden_reason: decision.hide ? decision.reason : null,
        mentor_id: Number(row.mentor_id),
      },
      reason: decision.reason,
      at: now,
    });
    return (await staffReviewById(tx, id))!;
  });
  return { message: decision.hide ? m.hidden : m.shown, review: present(review) };
}
