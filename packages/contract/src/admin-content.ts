/**
 * Staff content tools (issue 21 item 5, ADR 72): the review search with hide and show (each with a reason),
 * and a promo code's usage, change, deactivation and reactivation.
 */
import { z } from 'zod';
import { staffReasonSchema } from './admin-audit.ts';
import { promoStaffMessages, reviewStaffMessages } from './admin-content-messages.ts';
import { promoCodeSchema } from './bookings.ts';
import { idParamSchema } from './ids.ts';

/** GET /api/admin/reviews/?search=&status= : a mentor's or author's name or e-mail, or words of the text. */
export const staffReviewsQuerySchema = z.object({
  search: z.string().trim().max(200, reviewStaffMessages.searchTooLong).optional(),
  status: z.enum(['visible', 'hidden']).optional(),
});
export type StaffReviewsQuery = z.input<typeof staffReviewsQuerySchema>;

export const staffReviewSchema = z
  .object({
    id: z.number().int(),
    mentor_id: z.number().int(),
    mentor_name: z.string(),
    author_id: z.number().int(),
    author_name: z.string(),
    author_email: z.string(),
    teaching_ability: z.number().int(),
    communication: z.number().int(),
    expertise: z.number().int(),
    message: z.string(),
    created_at: z.string(),
    hidden_at: z.string().nullable(),
    hidden_reason: z.string().nullable(),
  })
  .meta({ id: 'StaffReview' });
export type StaffReview = z.infer<typeof staffReviewSchema>;

export const staffReviewsSchema = z
  .object({ reviews: z.array(staffReviewSchema) })
  .meta({ id: 'StaffReviews' });

export const reviewParamsSchema = z.object({ id: idParamSchema('id') });
export const reviewDecisionBodySchema = z
  .strictObject({ reason: staffReasonSchema })
  .meta({ id: 'ReviewDecisionBody' });
export type ReviewDecisionBody = z.input<typeof reviewDecisionBodySchema>;

export const reviewDecisionResultSchema = z
  .object({ message: z.string(), review: staffReviewSchema })
  .meta({ id: 'ReviewDecisionResult' });
export type ReviewDecisionResult = z.infer<typeof reviewDecisionResultSchema>;

export const promoParamsSchema = z.object({ id: idParamSchema('id') });

/**
 * PATCH /api/admin/promo-codes/{id}/: the fields a team edits. A percentage or an amount replaces the
 * discount (the other kind is cleared); null expiry or limit means none. The code itself is not renamed.
 */
export const promoCodeChangeSchema = z
  .strictObject({
    description: z.string().trim().max(200).optional(),
    percent_off: z.number().int().min(1).max(100).optional(),
    amount_off_cents: z.number().int().min(1).max(1_000_000).optional(),
    expires_at: z.iso.datetime({ offset: true }).nullable().optional(),
    max_redemptions: z.number().int().min(1).max(1_000_000).nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: promoStaffMessages.nothingToChange })
  .refine((body) => body.percent_off === undefined || body.amount_off_cents === undefined, {
    message: promoStaffMessages.eitherDiscount,
    path: ['percent_off'],
  })
  .meta({ id: 'PromoCodeChange' });
export type PromoCodeChange = z.input<typeof promoCodeChangeSchema>;

export const promoRedemptionSchema = z.object({
  booking_id: z.number().int(),
  reference: z.string(),
  student_name: z.string(),
  status: z.string(),
  discount_cents: z.number().int(),
  created_at: z.string(),
});
export type PromoRedemption = z.infer<typeof promoRedemptionSchema>;

export const promoCodeDetailSchema = z
  .object({
    promo: promoCodeSchema,
    /** Uses left; null without a limit. */
    remaining: z.number().int().nullable(),
    /** The newest bookings that used the code (at most PROMO_REDEMPTIONS_SHOWN). */
    redemptions: z.array(promoRedemptionSchema),
  })
  .meta({ id: 'PromoCodeDetail' });
export type PromoCodeDetail = z.infer<typeof promoCodeDetailSchema>;

export const promoCodeResultSchema = z
  .object({ message: z.string(), detail: promoCodeDetailSchema })
  .meta({ id: 'PromoCodeResult' });
export type PromoCodeResult = z.infer<typeof promoCodeResultSchema>;
