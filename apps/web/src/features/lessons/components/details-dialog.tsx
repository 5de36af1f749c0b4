/** The read-only lesson dialog (LESSON-16): the booking's real price (L4), and what a cancellation refunded. */
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { formatEuro, formatWhen } from '../model/lessons.ts';
import type { Booking } from '../model/types.ts';

export function DetailsDialog({
  booking,
  status,
  onClose,
}: {
  booking: Booking;
  status: string;
  onClose: () => void;
}) {
  const paid = booking.payment_details;
  const rows: [string, string][] = [
    ['Reference', booking.reference],
    ['Status', status],
    [booking.viewer_is_mentor ? 'Student' : 'Mentor', booking.other_user.name],
    ['Date and time', formatWhen(booking.date_time.start)],
    ['Length', `${booking.session_minutes} minutes`],
    ['Instrument', booking.skill.name],
    ['Price', booking.free_trial ? 'Free trial' : formatEuro(paid.total_amount_cents)],
  ];
  if (booking.status === 'canceled' && !booking.free_trial) {
    rows.push(['Refunded', formatEuro(paid.refunded_amount_cents)]);
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Lesson details">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
