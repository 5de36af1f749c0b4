/** How reviews look to the browser (DATA-17): reviewers as "First L." (rule L3). */
import type { Review, ReviewTotals } from '@app/contract';
import type { ReviewTotalsRow, ReviewWithReviewer } from './repository.ts';

export function reviewerName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

export function presentReview(row: ReviewWithReviewer): Review {
  return {
    id: Number(row.id),
    reviewer: {
      id: Number(row.reviewer_id),
      full_name: reviewerName(row.first_name, row.last_name),
      profile_image: row.profile_picture,
    },
    created_at: new Date(row.created_at).toISOString(),
    teaching_ability: Number(row.teaching_ability),
    communication: Number(row.communication),
    expertise: Number(row.expertise),
    message: row.message,
  };
}

const twoDecimals = (value: string | number | null) =>
  value === null ? 0 : Math.round(Number(value) * 100) / 100;

export function presentTotals(row: ReviewTotalsRow): ReviewTotals {
  return {
    star_counts: {
      '1': Number(row.s1),
      '2': Number(row.s2),
      '3': Number(row.s3),
      '4': Number(row.s4),
      '5': Number(row.s5),
    },
    average_stars: twoDecimals(row.avg_stars),
    average_communication: twoDecimals(row.avg_communication),
    average_teaching: twoDecimals(row.avg_teaching),
    average_expertise: twoDecimals(row.avg_expertise),
    total_reviews: Number(row.total),
  };
}
