/** The read-only lesson dialog (LESSON-16): the booking's real price (L4), and what a cancellation refunded. */
import { NO_SHOW_STATUS_LABELS } from '@app/contract';
import { Link } from 'react-router';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { FactsList } from '../../../shared/ui/facts-list.tsx';
import { formatEuro, formatWhen, lessonTabPath } from '../model/lessons.ts';
import type { Booking } from '../model/types.ts';

/** L2: the student's preparation answers, as the mentor (and the student) read them on the lesson. */
function preparationRows(info: Booking['extra_info']): [string, string][] {
  if (!info) return [];
  const rows: [string, string | string[] | undefined][] = [
    ['Experience level', info.experienceLevel],
    ['Other instruments', info.otherInstruments],
    ['Learning style', info.learningStyle],
    ['Music styles', info.musicStyles],
    ['Learning goal', info.learningGoal],
    ['Anything else', info.additionalInfo],
  ];
  return rows.flatMap(([term, value]) => {
    const text = Array.isArray(value) ? value.join(', ') : (value ?? '');
    return text.trim() ? [[term, text] as [string, string]] : [];
  });
}

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
  // A cancellation, or staff's refund after a no-show report (B9), both show what came back.
  if ((booking.status === 'canceled' || paid.refunded_amount_cents > 0) && !booking.free_trial) {
    rows.push(['Refunded', formatEuro(paid.refunded_amount_cents)]);
  }
  if (booking.no_show_report) {
    rows.push(['No-show report', NO_SHOW_STATUS_LABELS[booking.no_show_report.status]]);
  }
  const answers = preparationRows(booking.extra_info);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Lesson details">
      <FactsList rows={rows} />
      {answers.length > 0 ? (
        <section aria-labelledby="lesson-preparation-answers" className="mt-6">
          <h3 id="lesson-preparation-answers" className="mb-2 font-bold">
            {booking.viewer_is_mentor ? "The student's preparation" : 'Your preparation'}
          </h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
            {answers.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-semibold">{term}</dt>
                <dd className="whitespace-pre-line">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <p className="mt-6">
        <Link to={lessonTabPath(booking)} onClick={onClose} className="font-semibold underline">
          Go to lesson
        </Link>
      </p>
    </Dialog>
  );
}
