/** Staff content tools (issue 21 item 5, ADR 72): hiding reviews; changing and deactivating promo codes. */
import {
  promoCodeChangeSchema,
  promoCodeDetailSchema,
  promoCodeResultSchema,
  promoParamsSchema,
  reviewDecisionBodySchema,
  reviewDecisionResultSchema,
  reviewParamsSchema,
  staffReviewsQuerySchema,
  staffReviewsSchema,
} from '../admin-content.ts';
import { declareEndpoints } from './endpoint.ts';

const tags = ['admin'];

export const adminContentEndpoints = declareEndpoints({
  'admin.reviews': {
    access: 'staff',
    tags,
    summary:
      "Reviews whose mentor's or author's name or e-mail, or text, contains ?search=; ?status=visible|hidden; newest first, at most 50 (staff)",
    query: staffReviewsQuerySchema,
    responses: { 200: staffReviewsSchema },
  },
  'admin.hideReview': {
    access: 'staff',
    tags,
    summary:
      "Hide a review with a reason: it leaves the mentor's public reviews, averages, histogram, card rating and rank at once (staff)",
    params: reviewParamsSchema,
    body: reviewDecisionBodySchema,
    responses: { 200: reviewDecisionResultSchema },
  },
  'admin.showReview': {
    access: 'staff',
    tags,
    summary: 'Show a hidden review again, with a reason: it counts on the profile again (staff)',
    params: reviewParamsSchema,
    body: reviewDecisionBodySchema,
    responses: { 200: reviewDecisionResultSchema },
  },
  'admin.promoCode': {
    access: 'staff',
    tags,
    summary:
      'One promo code with its usage: times redeemed, uses left and the newest bookings that used it (staff)',
    params: promoParamsSchema,
    responses: { 200: promoCodeDetailSchema },
  },
  'admin.changePromoCode': {
    access: 'staff',
    tags,
    summary:
      'Change a promo code (discount, description, expiry, limit); bookings already made keep their price; a limit below the uses so far is refused (staff)',
    params: promoParamsSchema,
    body: promoCodeChangeSchema,
    responses: { 200: promoCodeResultSchema },
  },
  'admin.deactivatePromoCode': {
    access: 'staff',
    tags,
    summary: 'Deactivate a promo code: checkout refuses it until it is reactivated (staff)',
    params: promoParamsSchema,
    responses: { 200: promoCodeResultSchema },
  },
  'admin.reactivatePromoCode': {
    access: 'staff',
    tags,
    summary: 'Reactivate a deactivated promo code (staff)',
    params: promoParamsSchema,
    responses: { 200: promoCodeResultSchema },
  },
});
