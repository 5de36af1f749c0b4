/** A booking as the API answers it (DATA-15), seen by its student or its mentor. */
import {
  JOIN_CLOSES_MINUTES_AFTER,
  JOIN_OPENS_MINUTES_BEFORE,
  type Booking,
  type NoShowStatus,
  isoUtc,
} from '@app/contract';
import { noShowWindowOpen } from '../no-show/index.ts';
import type { RescheduleRow } from '../rescheduling/index.ts';
import { refundFor } from './pricing.ts';
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
  /** B7: the open reschedule request, if one waits for the mentor. */
  rescheduleRequest?: RescheduleRow | null;
  /** B9: the student's no-show report on this lesson, if any. */
  noShowReport?: { status: NoShowStatus } | null;
  /** ADR 56: every lesson of the booking's weekly series, in order; absent for a single lesson. */
  seriesLessons?: BookingRow[] | null;
}

/** "Cancel the remaining lessons" still has something to cancel: a lesson not started, pending or paid. */
export function remainsInSeries(b: BookingRow, now: Date): boolean {
  return (b.status === 'pending' || b.status === 'paid') && b.startAt.getTime() > now.getTime();
}

function presentSeries(view: BookingView): Booking['series'] {
  const { booking: b, seriesLessons: lessons } = view;
  if (b.seriesId === null || !lessons || lessons.length === 0) return null;
  return {
    id: b.seriesId,
    position: b.seriesPosition,
    count: lessons.length,
    lessons: lessons.map((l) => ({
      booking_id: l.id,
      position: l.seriesPosition,
      start: isoUtc(l.startAt.getTime()),
      end: isoUtc(l.endAt.getTime()),
      status: l.status,
      // What "Cancel the remaining lessons" would give back for it now (B6); 0 when it is not remaining.
      refund_cents: remainsInSeries(l, view.now) ? refundFor(l, 'student', view.now) : 0,
    })),
    can_cancel_remaining: !view.viewerIsMentor && lessons.some((l) => remainsInSeries(l, view.now)),
  };
}

export function presentBooking(view: BookingView): Booking {
  const { booking: b, now } = view;
  const other = view.viewerIsMentor ? view.student : view.mentor;
  const checkoutOpen =
    b.status === 'pending' && b.checkoutExpiresAt !== null && b.checkoutExpiresAt.getTime() > now.getTime();
  const start = b.startAt.getTime();
  const request = view.rescheduleRequest ?? null;
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
    // B7: paid or free trial, more than 24 h ahead, and no request already waiting for the mentor.
    can_reschedule:
      (b.status === 'paid' || b.status === 'free_trial') &&
      start - now.getTime() > RESCHEDULE_NOTICE_MS &&
      !request,
    reschedule_request: request
      ? {
          start_utc: isoUtc(request.startAt.getTime()),
          end_utc: isoUtc(request.endAt.getTime()),
          lapses_at: isoUtc(request.lapsesAt.getTime()),
          created_at: isoUtc(request.createdAt.getTime()),
        }
      : null,
    has_reviewed: view.hasReviewed,
    can_report_no_show: !view.viewerIsMentor && !view.noShowReport && noShowWindowOpen(b, now),
    // Between the student and staff: the mentor's view does not carry it.
    no_show_report: view.noShowReport && !view.viewerIsMentor ? { status: view.noShowReport.status } : null,
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
    series: presentSeries(view),
  };
}
