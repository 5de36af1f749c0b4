/**
 * /bookings/{id}/cancel (BOOK-27): where the provider sends a student who left the checkout. It shows the
 * lesson (mentor, time, price). While the checkout is open: a countdown to its expiry, the way back to it,
 * and two ways out (decision 0047): give up the held time, or give it up and pick another time with the same
 * mentor. At zero, or for a cancelled booking, "Payment not completed" with the ways on. A booking paid
 * meanwhile points to the success page.
 */
import { bookingMessages } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { call } from '../../../shared/api/call.ts';
import { serverMessage } from '../../../shared/api/client.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button, buttonClasses, ButtonLink } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { bookingKey } from '../api/bookings.ts';
import { LessonSummary } from '../components/lesson-summary.tsx';
import { SeriesLessons } from '../components/series-lessons.tsx';
import { BOOKED_STATUSES, useBooking } from '../hooks/use-booking.ts';
import { useCountdown } from '../../../shared/hooks/use-countdown.ts';
import { formatCountdown } from '../model/format-time.ts';
import type { Booking } from '../model/types.ts';

export function BookingCancelPage() {
  const { id = '' } = useParams();
  const { booking, isPending, errorText } = useBooking(id);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      {isPending ? <Spinner label="Loading booking..." showLabel /> : null}
      {errorText ? (
        <>
          <h1 className="text-3xl font-extrabold">Booking</h1>
          <Alert tone="error">{errorText}</Alert>
        </>
      ) : null}
      {booking ? <PaymentState booking={booking} /> : null}
    </div>
  );
}

/** Where "Pick another time" leads: the mentor's page, or the listings when the mentor is gone. */
const anotherTimePath = (booking: Booking) =>
  booking.other_user.mentor_id ? `/mentor/${booking.other_user.mentor_id}` : '/listings';

function PaymentState({ booking }: { booking: Booking }) {
  const open = booking.status === 'pending' && !!booking.checkout_url;
  const left = useCountdown(open ? booking.date_time.checkout_expiration : null);
  if (BOOKED_STATUSES.includes(booking.status)) {
    return (
      <>
        <h1 className="text-3xl font-extrabold">This lesson is already booked</h1>
        <ButtonLink to={`/bookings/${booking.id}/success`} className="self-start">
          See your booking
        </ButtonLink>
      </>
    );
  }
  if (open && left > 0 && booking.checkout_url) {
    const minutes = Math.ceil(left / 60);
    return (
      <>
        <h1 className="text-3xl font-extrabold">{bookingMessages.completePayment}</h1>
        <LessonSummary booking={booking} />
        {booking.series ? <SeriesLessons series={booking.series} /> : null}
        <p>Your lesson is held for you until the checkout expires.</p>
        <p className="text-lg">
          Time left:{' '}
          <span role="timer" aria-hidden="true" className="font-mono text-2xl font-bold tabular-nums">
            {formatCountdown(left)}
          </span>
        </p>
        {/* Announced politely, and only when the whole minutes change, not every second. */}
        <p className="sr-only" aria-live="polite">
          {minutes === 1 ? 'Less than 1 minute left to pay.' : `${minutes} minutes left to pay.`}
        </p>
        <a href={booking.checkout_url} className={buttonClasses('primary', 'md', 'self-start')}>
          Complete payment
        </a>
        <WaysOut booking={booking} />
      </>
    );
  }
  return (
    <>
      <h1 className="text-3xl font-extrabold">{bookingMessages.paymentNotCompleted}</h1>
      <p>The checkout has closed and the time slot has been released.</p>
      <LessonSummary booking={booking} />
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={anotherTimePath(booking)}>{bookingMessages.pickAnotherTime}</ButtonLink>
        <ButtonLink to="/listings" variant="outline">
          {bookingMessages.browseLessons}
        </ButtonLink>
      </div>
    </>
  );
}

/** Gives the held time back (PUT cancel); "Pick another time" then goes on to the mentor's times. */
function WaysOut({ booking }: { booking: Booking }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const giveUp = useMutation({
    mutationFn: (_next: 'stay' | 'pick') => call('bookings.cancel', { params: { id: booking.id } }),
    onSuccess: async (_answer, next) => {
      if (next === 'pick') await navigate(anotherTimePath(booking));
      else await client.invalidateQueries({ queryKey: bookingKey(String(booking.id)) });
    },
  });
  const error = giveUp.isError ? (serverMessage(giveUp.error) ?? bookingMessages.giveUpFailed) : null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => giveUp.mutate('pick')} disabled={giveUp.isPending}>
          {bookingMessages.pickAnotherTime}
        </Button>
        <Button variant="ghost" onClick={() => giveUp.mutate('stay')} disabled={giveUp.isPending}>
          {bookingMessages.giveUpSlot}
        </Button>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  );
}
