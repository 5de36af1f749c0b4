/**
 * Confirm Lesson (B5): the student of a pending booking asks for a checkout to pay at. A live checkout is
 * answered as it is; one that ran out (the job has not cancelled the booking yet) or is missing gets a new
 * checkout session for the same slot and price, after the slot is checked again under the mentor's lock.
 * The old checkout is expired at the provider first, so it can never be paid next to the new one.
 */
import {
  CHECKOUT_MINUTES,
  MIN_NOTICE_MINUTES,
  bookingMessages,
  confirmLessonMessages,
  type CheckoutAgainResponse,
} from '@app/contract';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.ts';
import { isSlotOffered } from '../availability/index.ts';
import type { SignedInUser } from '../auth/index.ts';
import { slotQuery } from './availability.ts';
import type { BookingDeps } from './deps.ts';
import { clearCheckoutForRenewal, restoreCheckoutExpiry } from './checkout-repository.ts';
import {
  bookableMentor,
  findBooking,
  lockBooking,
  lockMentorCalendar,
  type BookingRow,
} from './repository.ts';
import { createStoredCheckout } from './service.ts';

const MINUTE_MS = 60_000;

function liveCheckout(booking: BookingRow, now: Date): string | null {
  const open =
    booking.checkoutId !== null &&
    booking.checkoutUrl !== null &&
    booking.checkoutExpiresAt !== null &&
    booking.checkoutExpiresAt.getTime() > now.getTime();
  return open ? booking.checkoutUrl : null;
}

export async function confirmLesson(
  deps: BookingDeps,
  user: SignedInUser,
  id: number,
): Promise<CheckoutAgainResponse> {
  const now = deps.clock.now();
  const booking = await findBooking(deps.db, id);
  // The student's call only; for anyone else the booking does not exist (as for the other booking calls).
  if (!booking || booking.studentId !== user.id) throw notFound(bookingMessages.bookingNotFound);
  if (booking.status !== 'pending') throw badRequest(confirmLessonMessages.onlyPending);
  const live = liveCheckout(booking, now);
  if (live) return { payment_link: live };

  if (booking.checkoutId) {
    // Paid just before it ran out, with the provider's event still on its way: no second checkout.
    const state = await deps.payments.provider.retrieveCheckout(booking.checkoutId).catch(() => null);
    if (state?.paymentStatus === 'paid') throw badRequest(confirmLessonMessages.alreadyPaid);
  }
  const start = booking.startAt.getTime();
  const mentor = booking.mentorId === null ? undefined : await bookableMentor(deps.db, booking.mentorId);
  // The mentor's own notice (issue 22); a booking without a mentor left is refused as too soon as before.
  const noticeMs = (mentor?.minNoticeHours ?? MIN_NOTICE_MINUTES / 60) * 60 * MINUTE_MS;
  if (start < now.getTime() + noticeMs) throw badRequest(bookingMessages.slotInPast);
  if (!mentor?.isVerified) throw badRequest(bookingMessages.mentorNotBookable);

  const expiresAt = new Date(now.getTime() + CHECKOUT_MINUTES * MINUTE_MS);
  const renewed = await deps.db.transaction(async (tx) => {
    await lockMentorCalendar(tx, mentor.id);
    const locked = await lockBooking(tx, id);
    if (!locked || locked.status !== 'pending') throw badRequest(confirmLessonMessages.onlyPending);
    // A second Confirm Lesson got here first and is opening its checkout: ask again in a moment.
    if (
      locked.checkoutId !== booking.checkoutId ||
      locked.checkoutExpiresAt?.getTime() !== booking.checkoutExpiresAt?.getTime()
    ) {
      throw conflict(confirmLessonMessages.failed);
    }
    const length = { sessionMinutes: locked.sessionMinutes, breakMinutes: locked.breakMinutes };
    const query = await slotQuery(tx, mentor, length, { from: start, to: start + 1 }, now, locked.id);
    const end = locked.endAt.getTime();
    if (!isSlotOffered(query, start, end)) {
      const free = isSlotOffered({ ...query, busy: [] }, start, end);
      throw free ? conflict(bookingMessages.slotTaken) : badRequest(bookingMessages.slotNotOffered);
    }
    // The old checkout's id goes, so its own expiry event no longer finds (and cancels) this booking.
    return clearCheckoutForRenewal(tx, id, expiresAt, now);
  });

  if (booking.checkoutId) {
    await deps.payments.provider.expireCheckout(booking.checkoutId).catch((err: unknown) => {
      deps.log.warn({ err, bookingId: id }, 'old checkout could not be expired');
    });
  }
  try {
    const url = await createStoredCheckout(
      deps,
      [renewed],
      user.email,
      `booking-${id}-checkout-${expiresAt.getTime()}`,
    );
    return { payment_link: url };
  } catch (err) {
    deps.log.error({ err, bookingId: id }, 'checkout could not be opened again');
    // No checkout, no hold: the slot goes back as it was before this call (the job then releases it).
    await restoreCheckoutExpiry(deps.db, id, booking.checkoutExpiresAt ?? now, deps.clock.now());
    throw new HttpError(503, confirmLessonMessages.paymentUnavailable);
  }
}
