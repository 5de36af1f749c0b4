/**
 * When notes may be written (issue 18 item 3, ADR 58): from the lesson's start (during it) and any time
 * after, for a lesson that is held: paid, a free trial, in progress or completed. Not before it starts (there
 * is nothing to note yet), not for a cancelled or unpaid one.
 */
import { practiceMessages } from '@app/contract';
import type { BookingRow } from '../bookings/index.ts';

export function notesRefusal(booking: Pick<BookingRow, 'status' | 'startAt'>, now: Date): string | null {
  if (booking.status === 'canceled') return practiceMessages.canceled;
  if (booking.status === 'pending') return practiceMessages.unpaid;
  if (now.getTime() < booking.startAt.getTime()) return practiceMessages.notStarted;
  return null;
}
