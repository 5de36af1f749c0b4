/**
 * Staff cancel a lesson on behalf of the student or the mentor (issue 21 item 3, ADR 74) through the users'
 * own cancellation (`cancelAs`): that side's refund policy (B6: the mentor's refunds in full, the student's
 * in full 48 hours ahead and half later), the ledger, the package credit and promo use, both mails and the
 * calendar cancellation, and the audit row in the cancellation's transaction. What the user's cancel would
 * refuse is refused here with a sentence naming the lesson, and a race with the user's own cancel ends with
 * one cancellation (the loser's transaction finds the status changed: a 409).
 */
import {
  bookingReference,
  cancelOnBehalfMessages as m,
  moneyMessages,
  type OnBehalfSide,
} from '@app/contract';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.ts';
import { recordStaffAction } from '../audit/index.ts';
import type { SignedInUser } from '../auth/index.ts';
import { CANCELLABLE, cancelAs } from './cancel.ts';
import type { BookingDeps } from './deps.ts';
import { findBooking, type BookingRow } from './repository.ts';

export async function cancelOnBehalf(
  deps: BookingDeps,
  staff: SignedInUser,
  id: number,
  body: { on_behalf_of: OnBehalfSide; reason: string },
): Promise<{ row: BookingRow; refundCents: number }> {
  const now = deps.clock.now();
  const side = body.on_behalf_of;
  const booking = await findBooking(deps.db, id);
  if (!booking) throw notFound(moneyMessages.bookingNotFound);
  const reference = bookingReference(id);
  if (booking.status === 'canceled') throw badRequest(m.alreadyCancelled(reference));
  const live: readonly string[] = CANCELLABLE.student;
  if (!live.includes(booking.status) || booking.startAt.getTime() <= now.getTime()) {
    throw badRequest(m.startedOrOver(reference));
  }
  const allowed: readonly string[] = CANCELLABLE[side];
  if (!allowed.includes(booking.status)) throw badRequest(m.mentorCannotCancelUnpaid(reference));

  try {
    const { row, refundCents } = await cancelAs(deps, booking, side, now, {
      audit: (tx, before, after, refunded) =>
        recordStaffAction(tx, {
          actor: staff,
          action: 'booking.cancel',
          record: { type: 'booking', id },
          before: { status: before.status, refunded_amount_cents: before.refundedAmountCents },
          after: {
            status: after.status,
            refunded_amount_cents: after.refundedAmountCents,
            on_behalf_of: side,
            refunded_cents: refunded,
          },
          reason: body.reason,
          at: now,
        }),
    });
    return { row, refundCents };
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 409) throw conflict(m.changedMeanwhile(reference));
    if (err instanceof HttpError && err.statusCode === 502) throw new HttpError(502, m.refundFailed);
    throw err;
  }
}
