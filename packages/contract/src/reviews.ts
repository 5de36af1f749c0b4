import { z } from 'zod';
import { idSchema } from './ids.ts';
import { withoutNul } from './mentors.ts';

export const REVIEW_MESSAGE_MAX = 2000;
export const REVIEW_SUBMITTED = 'Thank you! Your review has been submitted.';
export const REVIEW_UPDATED = 'Your review has been updated.';

const rating = (field: string) =>
  z
    .number({ error: `${field} must be a whole number from 1 to 5.` })
    .int(`${field} must be a whole number from 1 to 5.`)
    .min(1, `${field} must be a whole number from 1 to 5.`)
    .max(5, `${field} must be a whole number from 1 to 5.`);

/** DATA-17: a review; reviewer.full_name is "First L." (rule L3). */
export const reviewSchema = z
  .object({
    id: z.number().int(),
    reviewer: z.object({ id: z.number().int(), full_name: z.string(), profile_image: z.string().nullable() }),
    created_at: z.string(),
    teaching_ability: z.number().int(),
    communication: z.number().int(),
    expertise: z.number().int(),
    message: z.string(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

/**
 * DATA-17 totals. A review's star bucket is round(mean of its three ratings) (2.5 -> 3); average_stars is the
 * mean over reviews of that per-review mean (not rounded). Averages are null-free: 0 when there are no reviews.
 */
export const reviewTotalsSchema = z
  .object({
    star_counts: z.object({
      '1': z.number(),
      '2': z.number(),
      '3': z.number(),
      '4': z.number(),
      '5': z.number(),
    }),
    average_stars: z.number(),
    average_communication: z.number(),
    average_teaching: z.number(),
    average_expertise: z.number(),
    total_reviews: z.number().int(),
  })
  .meta({ id: 'ReviewTotals' });
export type ReviewTotals = z.infer<typeof reviewTotalsSchema>;

/** API-30 answer: a page of reviews (newest first) and the totals over all of them. */
export const mentorReviewsResponseSchema = z
  .object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(reviewSchema),
    totals: reviewTotalsSchema,
  })
  .meta({ id: 'MentorReviews' });
export type MentorReviewsResponse = z.infer<typeof mentorReviewsResponseSchema>;

/** API-31 payload (DATA-18): target is the mentor's USER id. */
export const reviewUpsertRequestSchema = z.object({
  target: idSchema('target', 'target must be the mentor’s user id.'),
  teaching_ability: rating('teaching_ability'),
  communication: rating('communication'),
  expertise: rating('expertise'),
  message: z
    .string()
    .max(REVIEW_MESSAGE_MAX, `message must be at most ${REVIEW_MESSAGE_MAX} characters.`)
    .pipe(withoutNul('message'))
    .optional()
    .nullable(),
});
export type ReviewUpsertRequest = z.infer<typeof reviewUpsertRequestSchema>;

/** API-31 answer: 201 on a first review, 200 on an update. */
export const reviewUpsertResponseSchema = z
  .object({ message: z.string(), review: reviewSchema })
  .meta({ id: 'ReviewUpsert' });
export type ReviewUpsertResponse = z.infer<typeof reviewUpsertResponseSchema>;

/** API-32 answer. */
export const myReviewsResponseSchema = z.object({ results: z.array(reviewSchema) }).meta({ id: 'MyReviews' });
export type MyReviewsResponse = z.infer<typeof myReviewsResponseSchema>;

export const myReviewsQuerySchema = z.object({
  target_id: z
    .string()
    .regex(/^\d{1,9}$/, 'target_id must be a user id.')
    .transform(Number)
    .optional(),
});
