/**
 * Confirm Lesson (B5) and no-show reports (B9): the student's checkout-again answer, the report a student
 * files when the mentor did not show up, and the staff area's list of reports.
 */
import { z } from 'zod';
import { idParamSchema } from './ids.ts';
import { bookingSchema } from './bookings.ts';
import { NO_SHOW_DETAILS_MAX, NO_SHOW_STATUSES } from './no-show-messages.ts';

/** B5: POST /api/lessons/bookings/{id}/checkout/ answers the checkout to pay at (live or new). */
export const checkoutAgainResponseSchema = z
  .object({ payment_link: z.string() })
  .meta({ id: 'CheckoutAgain' });
export type CheckoutAgainResponse = z.infer<typeof checkoutAgainResponseSchema>;

/** B9: POST /api/lessons/bookings/{id}/no-show/; the details are optional. */
export const noShowReportBodySchema = z
  .strictObject({
    details: z
      .string()
      .trim()
      .max(NO_SHOW_DETAILS_MAX, `Please keep the details under ${NO_SHOW_DETAILS_MAX} characters.`)
      .optional(),
  })
  .meta({ id: 'NoShowReportBody' });
export type NoShowReportBody = z.input<typeof noShowReportBodySchema>;

export const noShowReportResponseSchema = z
  .object({ message: z.string(), booking: bookingSchema })
  .meta({ id: 'NoShowReportResult' });
export type NoShowReportResponse = z.infer<typeof noShowReportResponseSchema>;

/** One report as staff see it: the lesson, both people and the money. */
export const adminNoShowReportSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(NO_SHOW_STATUSES),
    booking_id: z.number().int(),
    reference: z.string(),
    student_name: z.string(),
    mentor_name: z.string(),
    lesson_start: z.string(),
    lesson_end: z.string(),
    details: z.string(),
    /** What the student paid, and what has been refunded of it so far (any refund, cents). */
    amount_paid_cents: z.number().int(),
    refunded_amount_cents: z.number().int(),
    currency: z.string(),
    created_at: z.string(),
    resolved_at: z.string().nullable(),
  })
  .meta({ id: 'AdminNoShowReport' });
export type AdminNoShowReport = z.infer<typeof adminNoShowReportSchema>;

export const adminNoShowReportListSchema = z.array(adminNoShowReportSchema);

export const noShowReportIdParamsSchema = z.object({ id: idParamSchema('id') });

/** What Refund in full / Dismiss did: the report afterwards and a sentence for the staff member. */
export const adminNoShowDecisionSchema = z
  .object({ message: z.string(), report: adminNoShowReportSchema })
  .meta({ id: 'AdminNoShowDecision' });
export type AdminNoShowDecision = z.infer<typeof adminNoShowDecisionSchema>;
