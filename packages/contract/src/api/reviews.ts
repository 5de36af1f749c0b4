/** Reviews: API-30..API-32. */
import { mentorIdParamsSchema, pageQuerySchema } from '../mentors.ts';
import {
  myReviewsQuerySchema,
  myReviewsResponseSchema,
  mentorReviewsResponseSchema,
  reviewUpsertRequestSchema,
  reviewUpsertResponseSchema,
} from '../reviews.ts';
import { declareEndpoints } from './endpoint.ts';

export const reviewEndpoints = declareEndpoints({
  // API-30 has no trailing slash in the spec; the path is registered exactly so.
  'reviews.ofMentor': {
    access: 'public',
    tags: ['reviews'],
    summary: "A mentor's reviews (newest first) with the totals over all of them",
    params: mentorIdParamsSchema,
    query: pageQuerySchema,
    responses: { 200: mentorReviewsResponseSchema },
  },
  'reviews.upsert': {
    access: 'user',
    owner: "the caller's own review, of a mentor they had a lesson with",
    tags: ['reviews'],
    summary: 'Create (201) or update (200) the caller’s review of a mentor',
    body: reviewUpsertRequestSchema,
    responses: { 200: reviewUpsertResponseSchema, 201: reviewUpsertResponseSchema },
  },
  'reviews.mine': {
    access: 'user',
    owner: "the caller's own reviews",
    tags: ['reviews'],
    summary: "The caller's reviews, optionally of one mentor (target_id: the mentor's user id)",
    query: myReviewsQuerySchema,
    responses: { 200: myReviewsResponseSchema },
  },
});
