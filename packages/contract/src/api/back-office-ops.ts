/** The staff back office's cancellation on behalf of either side, and payouts with retry (issue 21, ADR 74). */
import { bookingParamsSchema } from '../back-office.ts';
import {
  adminPayoutsSchema,
  cancelOnBehalfBodySchema,
  cancelOnBehalfResultSchema,
  payoutParamsSchema,
  payoutRetryResultSchema,
  payoutsQuerySchema,
} from '../back-office-ops.ts';
import { declareEndpoints } from './endpoint.ts';

const tags = ['admin'];

export const backOfficeOpsEndpoints = declareEndpoints({
  'admin.cancelBooking': {
    access: 'staff',
    tags,
    summary:
      "Cancel a lesson on behalf of the student or the mentor with a reason: that side's refund policy, " +
      'mails to both, the ledger and calendars as their own cancel; a cancelled or past lesson is refused (staff)',
    params: bookingParamsSchema,
    body: cancelOnBehalfBodySchema,
    responses: { 200: cancelOnBehalfResultSchema },
    errors: [409, 502],
  },
  'admin.payouts': {
    access: 'staff',
    tags,
    summary:
      'Payouts by ?status= and ?search= (a payout id, or the mentor name or e-mail); newest first, at most 50 (staff)',
    query: payoutsQuerySchema,
    responses: { 200: adminPayoutsSchema },
  },
  'admin.retryPayout': {
    access: 'staff',
    tags,
    summary:
      'Retry a failed payout with its own idempotency key through the provider; only a failed one, once at a time (staff)',
    params: payoutParamsSchema,
    responses: { 200: payoutRetryResultSchema },
    errors: [409, 502],
  },
});
