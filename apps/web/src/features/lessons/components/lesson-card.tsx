/**
 * A lesson card (LESSON-05..15, L4): reference, status, the other person, when, length and skill, and every
 * action of the spec: Join, Reschedule (and the mentor's answer to a request), Cancel, Complete Payment,
 * Confirm Lesson, Details, Message, Book Again, Review and the no-show report; a weekly lesson's place in its
 * series and "Cancel the remaining lessons" (ADR 56); "Book the same time next week" after a completed
 * lesson (ADR 61). Each action owns its component.
 */
import { seriesMessages } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { NextLessonButton } from '../../../shared/booking/next-lesson.tsx';
import { RoomKept, roomHasOpened } from '../../lesson-room/index.ts';
import { Button, ButtonLink, buttonClasses } from '../../../shared/ui/button.tsx';
import { lessonsKey } from '../api/lessons.ts';
import { useCountdown } from '../../../shared/hooks/use-countdown.ts';
import {
  bookAgainPath,
  formatCountdown,
  formatWhen,
  mayCancelStatus,
  reviewPath,
  STATUS_LABELS,
} from '../model/lessons.ts';
import type { Booking } from '../model/types.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { ConfirmLessonButton } from './confirm-lesson-button.tsx';
import { DetailsDialog } from './details-dialog.tsx';
import { JoinLessonButton } from './join-lesson-button.tsx';
import { NoShowReport } from './no-show-report.tsx';
import { PersonAvatar } from './person-avatar.tsx';
import { RescheduleAction, RescheduleRequestNote } from './reschedule-request.tsx';
import { SeriesCancelDialog } from './series-cancel-dialog.tsx';

export function LessonCard({ booking, onNotice }: { booking: Booking; onNotice: (message: string) => void }) {
  const client = useQueryClient();
  const [dialog, setDialog] = useState<'cancel' | 'details' | 'series' | null>(null);
  const checkoutOpen =
    booking.status === 'pending' && !!booking.checkout_url && !!booking.date_time.checkout_expiration;
  const left = useCountdown(checkoutOpen ? booking.date_time.checkout_expiration : null);
  // LESSON-11 and decision 0047: at zero the checkout never became a lesson, so the card leaves "Waiting for
  // payment" at once and the lists are asked again (the server no longer lists it anywhere).
  const expired = checkoutOpen && left === 0;
  useEffect(() => {
    if (expired) void client.invalidateQueries({ queryKey: lessonsKey });
  }, [expired, client]);
  // One way to pay (decision 0047): the live checkout, or Confirm Lesson when there is none (B5); never both.
  const payHere = checkoutOpen && !booking.viewer_is_mentor && booking.checkout_url;

  const status = STATUS_LABELS[booking.status];
  const review = reviewPath(booking);
  const bookAgain = bookAgainPath(booking);
  // B6: before the start only; recalculated every second, so Cancel goes when the lesson begins.
  const untilStart = useCountdown(mayCancelStatus(booking) ? booking.date_time.start : null);
  const cancellable = untilStart > 0;
  const { name, profile_picture: picture } = booking.other_user;
  if (expired) return null;

  return (
    <article
      aria-labelledby={`lesson-${booking.id}`}
      className="flex flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start gap-4">
        <PersonAvatar name={name} image={picture} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-mono text-neutral-700">{booking.reference}</span>
            <span className="rounded-full bg-brand-soft px-3 py-0.5 font-semibold" data-testid="status">
              {status}
            </span>
          </div>
          <h3 id={`lesson-${booking.id}`} className="text-lg font-bold">
            {name}
          </h3>
          <p>{formatWhen(booking.date_time.start)}</p>
          <p className="text-neutral-700">
            {booking.session_minutes} minutes · {booking.skill.name}
          </p>
          {booking.series ? (
            <p className="font-semibold text-purple-ink">
              {seriesMessages.position(booking.series.position, booking.series.count)}
            </p>
          ) : null}
          {checkoutOpen ? (
            <p>
              Checkout closes in{' '}
              <span role="timer" className="font-mono font-bold tabular-nums">
                {formatCountdown(left)}
              </span>
            </p>
          ) : null}
        </div>
      </div>
      <RescheduleRequestNote booking={booking} onNotice={onNotice} />
      <div className="flex flex-wrap gap-2">
        <JoinLessonButton booking={booking} />
        {payHere ? (
          <Button size="sm" onClick={() => window.location.assign(payHere)}>
            Complete Payment
          </Button>
        ) : checkoutOpen ? null : (
          <ConfirmLessonButton booking={booking} />
        )}
        {review ? (
          booking.has_reviewed ? (
            <Link to={review} className="inline-flex h-10 items-center px-2 text-sm font-semibold underline">
              Review
            </Link>
          ) : (
            <ButtonLink to={review} size="sm">
              Review
            </ButtonLink>
          )
        ) : null}
        <NextLessonButton booking={booking} />
        {bookAgain ? (
          <ButtonLink to={bookAgain} size="sm" variant="secondary">
            Book Again
          </ButtonLink>
        ) : null}
        <Link
          to="/messages"
          state={{
            userId: booking.other_user.user_id,
            mentorId: booking.other_user.mentor_id,
            mentorName: name,
            mentorImage: picture,
          }}
          className={buttonClasses('outline', 'sm')}
        >
          Message
        </Link>
        {booking.status === 'in_progress' || booking.status === 'completed' ? (
          <Link to={`/my-lessons/${booking.id}/notes`} className={buttonClasses('outline', 'sm')}>
            Notes and practice
          </Link>
        ) : null}
        <Button size="sm" variant="ghost" onClick={() => setDialog('details')}>
          Details
        </Button>
        {cancellable ? (
          <Button size="sm" variant="ghost" onClick={() => setDialog('cancel')}>
            Cancel
          </Button>
        ) : null}
        {booking.series?.can_cancel_remaining && !booking.viewer_is_mentor ? (
          <Button size="sm" variant="ghost" onClick={() => setDialog('series')}>
            {seriesMessages.cancelRemaining}
          </Button>
        ) : null}
        <RescheduleAction booking={booking} onNotice={onNotice} />
        <NoShowReport booking={booking} onNotice={onNotice} />
      </div>
      {roomHasOpened(booking.status, booking.date_time.start) ? (
        <RoomKept
          bookingId={booking.id}
          me={booking.viewer_is_mentor ? 'mentor' : 'student'}
          otherName={name}
        />
      ) : null}
      {dialog === 'cancel' ? (
        <CancelDialog booking={booking} onClose={() => setDialog(null)} onCancelled={onNotice} />
      ) : null}
      {dialog === 'series' && booking.series ? (
        <SeriesCancelDialog
          series={booking.series}
          mentorName={name}
          onClose={() => setDialog(null)}
          onCancelled={onNotice}
        />
      ) : null}
      {dialog === 'details' ? (
        <DetailsDialog booking={booking} status={status} onClose={() => setDialog(null)} />
      ) : null}
    </article>
  );
}
