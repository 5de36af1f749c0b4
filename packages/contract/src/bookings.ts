import { z } from 'zod';
import { isoDateSchema } from './dates.ts';
import { apiErrorSchema } from './errors.ts';
import { idParamSchema, idSchema, INT4_MAX } from './ids.ts';
import { BOOKING_STATUSES } from './booking-constants.ts';
import { REPEAT_WEEKS_MAX, REPEAT_WEEKS_MIN, seriesMessages } from './series-messages.ts';
import { rescheduleRequestInfoSchema } from './reschedule.ts';

/** An ISO 8601 instant with Z or an offset (BOOK-20 rewrites +0000 to Z in the browser). */
const isoInstant = z.iso.datetime({ offset: true });

/** API-19 / API-20: either mentor_id + session_id (booking) or booking_id (reschedule). */
export const availableTimesQuerySchema = z.object({
  mentor_id: idParamSchema('mentor_id').optional(),
  session_id: z.coerce.number().int().min(-1).max(INT4_MAX).optional(),
  free_trial: z.enum(['true', 'false']).optional(),
  booking_id: idParamSchema('booking_id').optional(),
  start_date: isoDateSchema,
  end_date: isoDateSchema,
});
export type AvailableTimesQuery = z.infer<typeof availableTimesQuerySchema>;

/** DATA-12: start_time is the start in the caller's zone (X-Timezone) with its offset; the others are UTC. */
export const availableSlotSchema = z
  .object({ start_time: z.string(), start_utc: z.string(), end_utc: z.string() })
  .meta({ id: 'AvailableSlot' });
export type AvailableSlot = z.infer<typeof availableSlotSchema>;
export const availableTimesResponseSchema = z
  .object({ available_slots: z.array(availableSlotSchema), timezone: z.string() })
  .meta({ id: 'AvailableTimes' });
export type AvailableTimesResponse = z.infer<typeof availableTimesResponseSchema>;

/** API-21 / DATA-13, plus the optional promo code of the checkout's Apply (B8). */
export const bookRequestSchema = z
  .object({
    mentor_id: idSchema('mentor_id'),
    /** The mentor's session id; for a trial, their 30-minute session (BOOK-19). */
    session_id: idSchema('session_id'),
    skill_id: idSchema('skill_id'),
    start_utc: isoInstant,
    end_utc: isoInstant,
    free_trial: z.boolean().default(false),
    promo_code: z.string().trim().max(40).optional(),
    /** Weekly lessons (ADR 56): how many weeks the lesson repeats, 1 (a single lesson) to 12. */
    repeat_weeks: z
      .number({ error: seriesMessages.repeatWeeksRange })
      .int({ error: seriesMessages.repeatWeeksRange })
      .min(REPEAT_WEEKS_MIN, { error: seriesMessages.repeatWeeksRange })
      .max(REPEAT_WEEKS_MAX, { error: seriesMessages.repeatWeeksRange })
      .default(1),
    /**
     * The start of each lesson to book when the student moved or left out some weeks: the first is
     * start_utc, then at most one per following week of repeat_weeks. Without it every week is booked at
     * the weekly time of start_utc (in the caller's zone).
     */
    occurrences: z.array(isoInstant).min(1).max(REPEAT_WEEKS_MAX).optional(),
    /** Pay with one of the caller's credits with this mentor for this length: no payment step. */
    use_credit: z.boolean().default(false),
  })
  .meta({ id: 'BookRequest' });
export type BookRequest = z.input<typeof bookRequestSchema>;

/**
 * A weekly series refused because some weeks are taken (409, ADR 56): R1, each week named under
 * `errors.occurrences`, and their starts (UTC) so the dialog can mark them.
 */
export const seriesTakenErrorSchema = apiErrorSchema
  .extend({ taken_occurrences: z.array(z.string()).optional() })
  .meta({ id: 'SeriesTakenError' });
export type SeriesTakenError = z.infer<typeof seriesTakenErrorSchema>;

/** DATA-14. payment_link is empty for a free trial (no payment). */
export const bookResponseSchema = z
  .object({
    booking_id: z.number().int(),
    payment_link: z.string().nullable(),
    timezone: z.string(),
    amount_cents: z.number().int(),
    tax_amount_cents: z.number().int(),
    total_amount_cents: z.number().int(),
    discount_cents: z.number().int(),
    /** Every lesson booked, in time order; the first is booking_id (ADR 56). */
    booking_ids: z.array(z.number().int()),
    /** The weekly series, null for a single lesson. */
    series_id: z.number().int().nullable(),
  })
  .meta({ id: 'BookResponse' });
export type BookResponse = z.infer<typeof bookResponseSchema>;

const answerText = z.string().max(2000);
const answerList = z.array(z.string().max(100)).max(20);

/**
 * PREP-02 (L2): the lesson preparation answers the student sends to a booking for its mentor. No field is
 * required (PREP-03); unknown keys are refused.
 */
export const extraInfoSchema = z
  .strictObject({
    experienceLevel: answerText.optional(),
    otherInstruments: answerList.optional(),
    learningStyle: answerList.optional(),
    musicStyles: answerList.optional(),
    learningGoal: answerText.optional(),
    additionalInfo: answerText.optional(),
  })
  .meta({ id: 'ExtraInfo' });
export type ExtraInfo = z.infer<typeof extraInfoSchema>;

/** A lesson of a weekly series, as its cards and result pages list them. */
export const seriesLessonSchema = z.object({
  booking_id: z.number().int(),
  position: z.number().int(),
  start: z.string(),
  end: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** What cancelling the remaining lessons now would refund for this one (B6), in cents. */
  refund_cents: z.number().int(),
});
export const seriesInfoSchema = z
  .object({
    id: z.number().int(),
    /** This lesson's place, from 1, among `count` lessons booked together. */
    position: z.number().int(),
    count: z.number().int(),
    lessons: z.array(seriesLessonSchema),
    /** Whether the viewer (the student) may cancel the remaining lessons now. */
    can_cancel_remaining: z.boolean(),
  })
  .meta({ id: 'SeriesInfo' });
export type SeriesInfo = z.infer<typeof seriesInfoSchema>;

/** DATA-15: a booking as lesson lists, detail and result pages read it. */
export const bookingSchema = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    status: z.enum(BOOKING_STATUSES),
    /** Whether the caller is the booking's mentor (then other_user is the student). */
    viewer_is_mentor: z.boolean(),
    other_user: z.object({
      name: z.string(),
      profile_picture: z.string().nullable(),
      user_id: z.number().int().nullable(),
      mentor_id: z.number().int().nullable(),
    }),
    date_time: z.object({
      start: z.string(),
      end: z.string(),
      end_lesson: z.string(),
      available_at: z.string(),
      checkout_expiration: z.string().nullable(),
    }),
    session_minutes: z.number().int(),
    free_trial: z.boolean(),
    amount_cents: z.number().int(),
    tax_amount_cents: z.number().int(),
    applied_tax_rate: z.number(),
    currency: z.string(),
    skill: z.object({ id: z.number().int(), name: z.string() }),
    checkout_url: z.string().nullable(),
    can_reschedule: z.boolean(),
    /** B7: the student's open request for a new time, null when none is waiting for the mentor. */
    reschedule_request: rescheduleRequestInfoSchema.nullable(),
    has_reviewed: z.boolean(),
    /** B9: whether the viewer (the student) may report now that the mentor did not show up. */
    can_report_no_show: z.boolean(),
    /** B9: the student's no-show report on this lesson and where staff are with it; null when none. */
    no_show_report: z.object({ status: z.enum(['open', 'refunded', 'dismissed']) }).nullable(),
    /** L2: the student's preparation answers, null until given. */
    extra_info: extraInfoSchema.nullable(),
    payment_details: z.object({
      total_amount_cents: z.number().int(),
      tax_amount_cents: z.number().int(),
      tax_rate: z.number(),
      mentor_earnings_cents: z.number().int(),
      discount_cents: z.number().int(),
      refunded_amount_cents: z.number().int(),
      currency: z.string(),
    }),
    created_at: z.string(),
    /** Weekly lessons (ADR 56): the series this lesson is one of, with every lesson of it; null when single. */
    series: seriesInfoSchema.nullable(),
  })
  .meta({ id: 'Booking' });
export type Booking = z.infer<typeof bookingSchema>;

export const bookingIdParamsSchema = z.object({ id: idParamSchema('id') });

/** API-44 (B2): the fee rate as a fraction for the caller. */
export const taxRateResponseSchema = z
  .object({ tax_rate: z.number(), is_mentor_specific: z.boolean() })
  .meta({ id: 'TaxRate' });
export type TaxRateResponse = z.infer<typeof taxRateResponseSchema>;
export const taxRateQuerySchema = z.object({ mentor_id: idParamSchema('mentor_id').optional() });

/** B8: the checkout's Apply checks a code against the lesson the student is about to book. */
export const promoValidateRequestSchema = z
  .object({
    code: z.string().trim().min(1).max(40),
    mentor_id: idSchema('mentor_id'),
    session_id: idSchema('session_id'),
  })
  .meta({ id: 'PromoValidateRequest' });
export type PromoValidateRequest = z.infer<typeof promoValidateRequestSchema>;
export const promoValidateResponseSchema = z
  .object({
    code: z.string(),
    description: z.string(),
    amount_cents: z.number().int(),
    discount_cents: z.number().int(),
    total_amount_cents: z.number().int(),
  })
  .meta({ id: 'PromoValidation' });
export type PromoValidateResponse = z.infer<typeof promoValidateResponseSchema>;

/** Staff-created promo codes (B8): percentage or fixed amount, optional expiry and usage cap. */
export const promoCodeCreateSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,40}$/, 'Use 3-40 letters, digits, dashes or underscores.'),
    description: z.string().trim().max(200).default(''),
    percent_off: z.number().int().min(1).max(100).nullable().default(null),
    amount_off_cents: z.number().int().min(1).max(1_000_000).nullable().default(null),
    expires_at: isoInstant.nullable().default(null),
    max_redemptions: z.number().int().min(1).max(1_000_000).nullable().default(null),
  })
  .meta({ id: 'PromoCodeCreate' });
export type PromoCodeCreate = z.input<typeof promoCodeCreateSchema>;
export const promoCodeSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    description: z.string(),
    percent_off: z.number().int().nullable(),
    amount_off_cents: z.number().int().nullable(),
    expires_at: z.string().nullable(),
    max_redemptions: z.number().int().nullable(),
    times_redeemed: z.number().int(),
    created_at: z.string(),
    /** Deactivated by staff (ADR 72): refused at checkout; null while active. */
    deactivated_at: z.string().nullable(),
  })
  .meta({ id: 'PromoCode' });
export type PromoCode = z.infer<typeof promoCodeSchema>;

/** The built-in test provider's hosted checkout (B11): what its page shows and what paying answers. */
export const testCheckoutSchema = z
  .object({
    checkout_id: z.string(),
    /** Null for a lesson package's checkout (issue 18), which has no single lesson. */
    booking_id: z.number().int().nullable(),
    status: z.enum(['open', 'complete', 'expired']),
    mentor_name: z.string(),
    skill: z.string(),
    session_minutes: z.number().int(),
    /** Null for a lesson package's checkout. */
    start_utc: z.string().nullable(),
    /** What is bought, as the provider's page names it. */
    description: z.string().optional(),
    amount_total_cents: z.number().int(),
    currency: z.string(),
    expires_at: z.string(),
    cancel_url: z.string(),
    success_url: z.string(),
  })
  .meta({ id: 'TestCheckout' });
export type TestCheckout = z.infer<typeof testCheckoutSchema>;
export const testCheckoutPayResponseSchema = z
  .object({ redirect_url: z.string() })
  .meta({ id: 'TestCheckoutPay' });
export type TestCheckoutPayResponse = z.infer<typeof testCheckoutPayResponseSchema>;

/** L4: lesson lists come in pages of 10. */
export const LESSON_PAGE_SIZE = 10;

/**
 * API-25 / API-26: `status` is one status or a comma-separated list (LESSON-03: `pending`,
 * `paid,free_trial,in_progress`, `completed`, `canceled`; `cancelled` is read as `canceled`).
 */
export const lessonListQuerySchema = z.object({
  status: z
    .string()
    .max(100)
    .transform((text) => text.split(',').map((s) => s.trim().replace(/^cancelled$/, 'canceled')))
    .pipe(
      z
        .array(z.enum(BOOKING_STATUSES, { error: 'Unknown booking status.' }))
        .min(1)
        .max(BOOKING_STATUSES.length),
    )
    .optional(),
  page: z.coerce.number().int().min(1, 'page must be 1 or more.').max(100_000).optional(),
});
export type LessonListQuery = z.input<typeof lessonListQuerySchema>;

export const bookingPageSchema = z
  .object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(bookingSchema),
  })
  .meta({ id: 'BookingPage' });
export type BookingPage = z.infer<typeof bookingPageSchema>;

/** API-27 (B6): what a cancellation did. */
export const cancelBookingResponseSchema = z
  .object({
    booking: bookingSchema,
    refunded_amount_cents: z.number().int(),
    message: z.string(),
  })
  .meta({ id: 'CancelBooking' });
export type CancelBookingResponse = z.infer<typeof cancelBookingResponseSchema>;

export const seriesIdParamsSchema = z.object({ id: idParamSchema('id') });

/** What "Cancel the remaining lessons" did: each future lesson cancelled and refunded by its own policy (B6). */
export const cancelSeriesResponseSchema = z
  .object({
    series_id: z.number().int(),
    cancelled: z.array(z.object({ booking_id: z.number().int(), refunded_amount_cents: z.number().int() })),
    refunded_amount_cents: z.number().int(),
    message: z.string(),
  })
  .meta({ id: 'CancelSeries' });
export type CancelSeriesResponse = z.infer<typeof cancelSeriesResponseSchema>;
