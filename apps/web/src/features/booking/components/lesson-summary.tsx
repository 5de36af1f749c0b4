/**
 * A booked lesson as the result pages show it: mentor, instrument, time, length and amount; for a weekly
 * series (ADR 56) its first lesson and the price of each.
 */
import { formatLessonTime } from '../model/format-time.ts';
import { formatEuro } from '../model/pricing.ts';
import type { Booking } from '../model/types.ts';
import { FactsList } from '../../../shared/ui/facts-list.tsx';

export function LessonSummary({ booking }: { booking: Booking }) {
  const rows: [string, string][] = [
    ['Mentor', booking.other_user.name],
    ['Instrument', booking.skill.name],
    [booking.series ? 'First lesson' : 'Date and time', formatLessonTime(booking.date_time.start)],
    ['Length', `${booking.session_minutes} minutes`],
    ['Where', 'Online'],
    [
      booking.series ? 'Price of each lesson' : 'Total',
      booking.series
        ? formatEuro(booking.amount_cents)
        : booking.free_trial
          ? 'Free'
          : formatEuro(booking.payment_details.total_amount_cents || booking.amount_cents),
    ],
    ['Booking reference', booking.reference],
  ];
  return <FactsList rows={rows} className="rounded-2xl border border-neutral-200 p-5" />;
}
