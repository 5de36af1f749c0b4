/**
 * B9: when a student may report that the mentor did not show up: after the lesson's end (completed, or
 * still in progress past its end because the job has not run yet) and up to 24 hours after it.
 */
import { NO_SHOW_REPORT_HOURS, noShowMessages } from '@app/contract';
import { badRequest } from '../../platform/errors.ts';
import type { BookingRow } from '../bookings/index.ts';

const WINDOW_MS = NO_SHOW_REPORT_HOURS * 3_600_000;

type Lesson = Pick<BookingRow, 'status' | 'endAt'>;

/** Why the lesson cannot be reported now, as the sentence the student reads; null when it can. */
export function noShowRefusal(booking: Lesson, now: Date): string | null {
  if (booking.status === 'canceled') return noShowMessages.canceled;
  const end = booking.endAt.getTime();
  const ended = booking.status === 'completed' || (booking.status === 'in_progress' && end <= now.getTime());
  if (!ended) return noShowMessages.notEnded;
  if (now.getTime() > end + WINDOW_MS) return noShowMessages.tooLate;
  return null;
}

export function noShowWindowOpen(booking: Lesson, now: Date): boolean {
  return noShowRefusal(booking, now) === null;
}

export function assertReportable(booking: Lesson, now: Date): void {
  const refusal = noShowRefusal(booking, now);
  if (refusal) throw badRequest(refusal);
}
