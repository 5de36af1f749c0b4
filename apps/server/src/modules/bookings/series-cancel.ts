/**
 * "Cancel the remaining lessons" of a weekly series (ADR 56): every lesson of the series that has not
 * started and still stands is cancelled as if the student cancelled it from its own card, so each is
 * refunded by its own B6 policy (in full 48 h ahead or more, half within) with its own refund at the
 * provider and in the ledger. Only the series' student may; its mentor cancels lessons one by one.
 */
import { seriesMessages, type CancelSeriesResponse } from '@app/contract';
import { forbidden, HttpError, notFound, badRequest } from '../../platform/errors.ts';
import type { SignedInUser } from '../auth/index.ts';
import { formatAmount } from '../lesson-mails/index.ts';
import { cancelBooking } from './cancel.ts';
import type { BookingDeps } from './deps.ts';
import { remainsInSeries } from './presenter.ts';
import { findSeries, seriesBookings } from './series-repository.ts';

export async function cancelSeries(
  deps: BookingDeps,
  user: SignedInUser,
  seriesId: number,
): Promise<CancelSeriesResponse> {
  const series = await findSeries(deps.db, seriesId);
  if (!series) throw notFound(seriesMessages.seriesNotFound);
  if (series.studentId !== user.id) {
    const isItsMentor = user.mentorId !== null && series.mentorId === user.mentorId;
    throw isItsMentor
      ? forbidden(seriesMessages.onlyStudentCancelsSeries)
      : notFound(seriesMessages.seriesNotFound);
  }
  const remaining = (await seriesBookings(deps.db, seriesId)).filter((b) =>
    remainsInSeries(b, deps.clock.now()),
  );
  if (remaining.length === 0) throw badRequest(seriesMessages.nothingToCancel);

  const cancelled: CancelSeriesResponse['cancelled'] = [];
  for (const booking of remaining) {
    try {
      const result = await cancelBooking(deps, user, booking.id);
      cancelled.push({ booking_id: booking.id, refunded_amount_cents: result.refunded_amount_cents });
    } catch (err) {
      // Cancelled or started meanwhile (a second press, the lesson's own card): nothing left to do for it.
      // A refused refund (502) stops here: the lessons cancelled so far stay cancelled, and pressing again
      // cancels the rest.
      if (err instanceof HttpError && (err.statusCode === 400 || err.statusCode === 409)) continue;
      throw err;
    }
  }
  if (cancelled.length === 0) throw badRequest(seriesMessages.nothingToCancel);
  const refunded = cancelled.reduce((sum, c) => sum + c.refunded_amount_cents, 0);
  return {
    series_id: seriesId,
    cancelled,
    refunded_amount_cents: refunded,
    message: seriesMessages.seriesCancelled(
      cancelled.length,
      refunded > 0 ? formatAmount(refunded, remaining[0]!.currency) : null,
    ),
  };
}
