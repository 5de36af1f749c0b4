/**
 * The back office's cancellation on behalf of either side (issue 21 item 3, ADR 74): the bookings module's
 * own cancellation with that side's policy and the staff member's audit row; answered as the booking's row
 * in the staff list.
 */
import {
  bookingReference,
  cancelOnBehalfMessages as m,
  type CancelOnBehalfResult,
  type OnBehalfSide,
} from '@app/contract';
import type { SignedInUser } from '../auth/index.ts';
import { cancelOnBehalf, type BookingDeps } from '../bookings/index.ts';
import { formatAmount } from '../lesson-mails/index.ts';
import { presentOne } from './money.ts';

export async function cancelBookingOnBehalf(
  deps: BookingDeps,
  staff: SignedInUser,
  id: number,
  body: { on_behalf_of: OnBehalfSide; reason: string },
): Promise<CancelOnBehalfResult> {
  const { row, refundCents } = await cancelOnBehalf(deps, staff, id, body);
  const refund = refundCents > 0 ? formatAmount(refundCents, row.currency) : null;
  return {
    message: m.cancelled(bookingReference(id), body.on_behalf_of, refund),
    booking: await presentOne(deps.db, id),
    refunded_cents: refundCents,
  };
}
