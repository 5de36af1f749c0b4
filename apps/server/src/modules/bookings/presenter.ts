/** A booking as the API answers it (DATA-15), seen by its student or its mentor. */
import { JOIN_CLOSES_MINUTES_AFTER, JOIN_OPENS_MINUTES_BEFORE, type Booking } from '@app/contract';
import { isoUtc } from '../availability/zoned-time.ts';
import type { BookingRow, Person } from './repository.ts';

const MINUTE_MS = 60_000;
const RESCHEDULE_NOTICE_MS = 24 * 60 * MINUTE_MS;

export const DELETED_USER = 'Deleted User';

export interface BookingView {
  booking: BookingRow;
  student: Person | null;
  mentor: Person | null;
  viewerIsMentor: boolean;
  hasReviewed: boolean;
  now: Date;
}

export function presentBooking(view: BookingView): Booking {
  const { booking: b, now } = view;
  const other = view.viewerIsMentor ? view.student : view.mentor;
  const checkoutOpen =
    b.status === 'pending' && b.checkoutExpiresAt !== null && b.checkoutExpiresAt.getTime() > now.getTime();
  const start = b.startAt.getTime();
  return {
    id: b.id,
    reference: `LES-${b.id}`,
    status: b.status,
    viewer_is_mentor: view.viewerIsMentor,
    other_user: other
      ? {
          name: `${other.firstName} ${other.lastName}`.trim(),
          profile_picture: other.profilePicture,
          user_id: other.userId,
          mentor_id: other.mentorId,
        }
      : { name: DELETED_USER, profile_picture: null, user_id: null, mentor_id: null },
    date_time: {
      start: isoUtc(start),
      end: isoUtc(b.endAt.getTime()),
      end_lesson: isoUtc(b.endAt.getTime() + JOIN_CLOSES_MINUTES_AFTER * MINUTE_MS),
      available_at: isoUtc(start - JOIN_OPENS_MINUTES_BEFORE * MINUTE_MS),
      checkout_expiration:
        b.status === 'pending' && b.checkoutExpiresAt ? isoUtc(b.checkoutExpiresAt.getTime()) : null,
    },
    session_minutes: b.sessionMinutes,
    free_trial: b.freeTrial,
    amount_cents: b.priceCents,
    tax_amount_cents: b.taxAmountCents,
    applied_tax_rate: b.taxRate,
    currency: b.currency,
    skill: { id: b.skillId ?? 0, name: b.skillName },
    checkout_url: checkoutOpen ? b.checkoutUrl : null,
    // B7: the rest of the rule (no open request) arrives with rescheduling.
    can_reschedule:
      (b.status === 'paid' || b.status === 'free_trial') && start - now.getTime() > RESCHEDULE_NOTICE_MS,
    has_reviewed: view.hasReviewed,
    extra_info: b.extraInfo ?? null,
    payment_details: {
      total_amount_cents: b.amountCents,
      tax_amount_cents: b.taxAmountCents,
      tax_rate: b.taxRate,
      mentor_earnings_cents: b.mentorEarningsCents,
      discount_cents: b.discountCents,
      refunded_amount_cents: b.refundedAmountCents,
      currency: b.currency,
    },
    created_at: b.createdAt.toISOString(),
  };
}
