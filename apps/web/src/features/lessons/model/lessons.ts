/** What a lesson card shows and allows (L4, B6, LESSON-05..15), as pure functions of a booking. */
import { joinMessages, localParts, zoneName } from '@app/contract';
import type { Booking, BookingStatus } from './types.ts';
import { formatEuro } from '../../../shared/money.ts';
import { formatClockTime, formatShortDateTime, viewerTimeZone } from '../../../shared/time/viewer-zone.ts';

export type LessonTab = 'upcoming' | 'completed' | 'canceled';
export const LESSON_TABS: readonly LessonTab[] = ['upcoming', 'completed', 'canceled'];

/** The status lists each section asks for (LESSON-03). */
export const SECTION_STATUS = {
  waiting: 'pending',
  upcoming: 'paid,free_trial,in_progress',
  completed: 'completed',
  canceled: 'canceled',
} as const;

export function readTab(value: string | null): LessonTab {
  return LESSON_TABS.find((tab) => tab === value) ?? 'upcoming';
}

/** L4: the status labels. */
export const STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending payment',
  paid: 'Paid',
  free_trial: 'Free Trial',
  in_progress: 'Live',
  completed: 'Completed',
  canceled: 'Canceled',
};

/** L4: the empty texts. */
export const EMPTY_TEXTS: Record<LessonTab, string> = {
  upcoming: 'You have no upcoming lessons.',
  completed: 'You have no completed lessons yet.',
  canceled: 'You have no canceled lessons.',
};

export const FULL_REFUND_HOURS = 48;
const HOUR_MS = 3_600_000;

function startMs(booking: Booking): number | null {
  const start = booking.date_time.start ? new Date(booking.date_time.start).getTime() : Number.NaN;
  return Number.isNaN(start) ? null : start;
}

/** B6: the statuses the viewer may cancel: the student pending, free_trial and paid, the mentor paid and free_trial. */
export function mayCancelStatus(booking: Booking): boolean {
  const allowed: BookingStatus[] = booking.viewer_is_mentor
    ? ['paid', 'free_trial']
    : ['pending', 'paid', 'free_trial'];
  return allowed.includes(booking.status);
}

/** B6: ... and only before the start. */
export function canCancel(booking: Booking, now: number): boolean {
  const start = startMs(booking);
  return start !== null && now < start && mayCancelStatus(booking);
}

export { formatEuro };

/**
 * B6: what the cancellation will refund, worded for the viewer: a paid lesson is refunded in full at least
 * 48 h ahead or when the mentor cancels, otherwise by half; pending and free lessons have nothing to refund.
 */
export function refundText(booking: Booking, now: number): string {
  if (booking.status !== 'paid') {
    return booking.status === 'pending'
      ? 'The lesson has not been paid for, so there is nothing to refund.'
      : 'This is a free trial, so there is no payment to refund.';
  }
  const paid = booking.payment_details.total_amount_cents;
  if (booking.viewer_is_mentor) {
    return `The student will get a full refund of ${formatEuro(paid)}.`;
  }
  const start = startMs(booking) ?? now;
  if (start - now >= FULL_REFUND_HOURS * HOUR_MS) {
    return `You will get a full refund of ${formatEuro(paid)}, as the lesson is at least 48 hours away.`;
  }
  return `You will get a 50% refund of ${formatEuro(Math.round(paid / 2))}, as the lesson starts in less than 48 hours.`;
}

/** LESSON-15: the review page of a completed lesson, for its student. */
export function reviewPath(booking: Booking): string | null {
  if (booking.viewer_is_mentor || booking.status !== 'completed' || booking.other_user.user_id === null) {
    return null;
  }
  return `/my-lessons/review?booking_id=${booking.id}&mentor_user_id=${booking.other_user.user_id}`;
}

/** Students book the same mentor again when the mentor's account still exists. */
/**
 * LESSON-09 "Go to lesson": completed lessons live on the completed tab; paid, free-trial and cancelled ones
 * (and pending and live ones) link to the upcoming tab, as the spec says.
 */
export function lessonTabPath(booking: Booking): string {
  return `/my-lessons?tab=${booking.status === 'completed' ? 'completed' : 'upcoming'}`;
}

export function bookAgainPath(booking: Booking): string | null {
  const mentorId = booking.other_user.mentor_id;
  return booking.viewer_is_mentor || mentorId === null ? null : `/mentor/${mentorId}`;
}

/** Up to two initials for the placeholder avatar ("Deleted User" -> "DU"). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const picked = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return picked.map((part) => part?.[0]?.toUpperCase() ?? '').join('') || '?';
}

/**
 * LESSON-07: "Wed 25 Nov 2026, 10:00 (Berlin time, GMT+1)" in the viewer's zone (chosen in settings, else the
 * device's; ADR 49), or "Not scheduled".
 */
export function formatWhen(iso: string | null | undefined): string {
  return formatShortDateTime(iso) || 'Not scheduled';
}

/**
 * JOIN-02 before the window: "Opens at 09:45 (Berlin time, GMT+1)" on the same day in the viewer's zone, else
 * "Opens Wed 25 Nov at 09:45 (Berlin time, GMT+1)", so a lesson next week never reads as opening today. The
 * zone is the one every other time on the card is shown in (decision 0049).
 */
export function formatJoinOpens(opens: number, now: number, zone = viewerTimeZone()): string {
  const at = localParts(zone, opens);
  const today = localParts(zone, now);
  const time = formatClockTime(new Date(opens).toISOString(), zone);
  const name = zoneName(zone, opens);
  const sameDay = at.year === today.year && at.month === today.month && at.day === today.day;
  if (sameDay) return joinMessages.opensAt(time, name);
  // "Wed 25 Nov 2026, 09:45 (…)" without the year and the time: the weekday, day and month.
  const day = formatShortDateTime(new Date(opens).toISOString(), zone).split(' ').slice(0, 3).join(' ');
  return joinMessages.opensOn(day, time, name);
}

/** Seconds as mm:ss (minutes may exceed 59). */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
