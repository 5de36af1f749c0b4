/**
 * The staff's cancellation on behalf of either side and the payouts list with retry (issue 21 item 3,
 * ADR 74). Money in integer cents with its currency; times are ISO instants in UTC.
 */
import { z } from 'zod';
import { staffReasonSchema } from './admin-audit.ts';
import { adminBookingSchema } from './back-office.ts';
import { cancelOnBehalfMessages, ON_BEHALF_SIDES } from './back-office-ops-messages.ts';
import { idParamSchema } from './ids.ts';
import { PAYOUT_STATUSES } from './payouts.ts';

/** POST /api/admin/bookings/{id}/cancel/: whose cancellation it is, and why. */
export const cancelOnBehalfBodySchema = z
  .strictObject({
    on_behalf_of: z.enum(ON_BEHALF_SIDES, { error: cancelOnBehalfMessages.sideInvalid }),
    reason: staffReasonSchema,
  })
  .meta({ id: 'CancelOnBehalfBody' });
export type CancelOnBehalfBody = z.input<typeof cancelOnBehalfBodySchema>;

export const cancelOnBehalfResultSchema = z
  .object({
    message: z.string(),
    booking: adminBookingSchema,
    /** What this cancellation refunded, in cents (0 when nothing was paid or due). */
    refunded_cents: z.number().int(),
  })
  .meta({ id: 'CancelOnBehalfResult' });
export type CancelOnBehalfResult = z.infer<typeof cancelOnBehalfResultSchema>;

/** GET /api/admin/payouts/?status=&search= (a payout id, or a fragment of the mentor's name or e-mail). */
export const payoutsQuerySchema = z.object({
  status: z.enum(PAYOUT_STATUSES, { error: 'Unknown payout status.' }).optional(),
  search: z.string().trim().max(254, 'Please keep the search under 254 characters.').optional(),
});
export type PayoutsQuery = z.input<typeof payoutsQuerySchema>;

export const adminPayoutSchema = z
  .object({
    id: z.number().int(),
    mentor_id: z.number().int().nullable(),
    mentor_name: z.string(),
    mentor_email: z.string().nullable(),
    amount_cents: z.number().int(),
    currency: z.string(),
    status: z.enum(PAYOUT_STATUSES),
    provider: z.string(),
    /** The connected account paid to. */
    destination: z.string(),
    /** The provider's transfer id, once paid. */
    provider_reference: z.string().nullable(),
    created_at: z.string(),
    failed_at: z.string().nullable(),
    failure_reason: z.string().nullable(),
  })
  .meta({ id: 'AdminPayout' });
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

export const adminPayoutsSchema = z
  .object({ payouts: z.array(adminPayoutSchema) })
  .meta({ id: 'AdminPayouts' });
export type AdminPayouts = z.infer<typeof adminPayoutsSchema>;

export const payoutParamsSchema = z.object({ id: idParamSchema('id') });

export const payoutRetryResultSchema = z
  .object({ message: z.string(), payout: adminPayoutSchema })
  .meta({ id: 'PayoutRetryResult' });
export type PayoutRetryResult = z.infer<typeof payoutRetryResultSchema>;
