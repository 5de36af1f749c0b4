/**
 * /bookings/{id}/success (BOOK-26): where the payment provider sends the student back. Payment becomes
 * final only through the provider's event (B3), which may arrive a moment after the browser: while the
 * booking is still pending the page checks again every 2 s for up to 30 s.
 */
import { bookingMessages } from '@app/contract';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../shared/ui/alert.tsx';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { LessonSummary } from '../components/lesson-summary.tsx';
import { SeriesLessons } from '../components/series-lessons.tsx';
import { BOOKED_STATUSES, useBooking } from '../hooks/use-booking.ts';
import type { LessonPreparationState } from '../model/confirmation-state.ts';
import { NextSteps } from '../components/next-steps.tsx';
import type { Booking } from '../model/types.ts';

export const CONFIRM_POLL_MS = 2000;
export const CONFIRM_WAIT_MS = 30_000;
export const CONFIRMING = 'Confirming your payment...';
export const STILL_CONFIRMING =
  'Your payment has not been confirmed yet. This can take a few minutes; the lesson appears in My Lessons once it is.';

/** Still waiting for the payment event after `updates` answers? */
const keepsPolling = (updates: number) => updates * CONFIRM_POLL_MS < CONFIRM_WAIT_MS;

export function BookingSuccessPage() {
  const { id = '' } = useParams();
  const { booking, isPending, errorText, updates } = useBooking(id, (b, n) =>
    b?.status === 'pending' && keepsPolling(n) ? CONFIRM_POLL_MS : false,
  );
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      {isPending ? <Spinner label="Loading booking..." showLabel /> : null}
      {errorText ? (
        <>
          <h1 className="text-3xl font-extrabold">Booking</h1>
          <Alert tone="error">{errorText}</Alert>
          <ButtonLink to="/my-lessons" variant="outline" className="self-start">
            Go to My Lessons
          </ButtonLink>
        </>
      ) : null}
      {booking ? <Result booking={booking} waiting={keepsPolling(updates)} /> : null}
    </div>
  );
}

function Result({ booking, waiting }: { booking: Booking; waiting: boolean }) {
  if (BOOKED_STATUSES.includes(booking.status)) {
    const preparation: LessonPreparationState = {
      teacherName: booking.other_user.name,
      instrument: booking.skill.name,
      bookingId: booking.id,
    };
    return (
      <>
        <div>
          <p className="text-lg font-semibold text-green-800">{bookingMessages.paymentSuccessful}</p>
          <h1 className="text-3xl font-extrabold md:text-4xl">{bookingMessages.lessonBooked}</h1>
        </div>
        <LessonSummary booking={booking} />
        {booking.series ? <SeriesLessons series={booking.series} /> : null}
        <NextSteps preparation={preparation} />
      </>
    );
  }
  if (booking.status === 'pending') {
    return (
      <>
        <h1 className="text-3xl font-extrabold">Payment status</h1>
        {waiting ? <Spinner label={CONFIRMING} showLabel /> : <Alert>{STILL_CONFIRMING}</Alert>}
        <p>
          <Link to={`/bookings/${booking.id}/cancel`} className="font-semibold underline">
            See the checkout
          </Link>{' '}
          or{' '}
          <Link to="/my-lessons" className="font-semibold underline">
            go to My Lessons
          </Link>
          .
        </p>
      </>
    );
  }
  return (
    <>
      <h1 className="text-3xl font-extrabold">{bookingMessages.paymentNotCompleted}</h1>
      <p>This booking was cancelled and has not been paid.</p>
      <ButtonLink to="/listings" className="self-start">
        {bookingMessages.browseLessons}
      </ButtonLink>
    </>
  );
}
