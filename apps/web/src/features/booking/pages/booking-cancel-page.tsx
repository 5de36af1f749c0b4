/**
 * /bookings/{id}/cancel (BOOK-27): where the provider sends a student who left the checkout. While the
 * checkout is open, a countdown to its expiry and the way back to it; at zero, or for a cancelled
 * booking, "Payment not completed". A booking paid meanwhile points to the success page.
 */
import { bookingMessages } from '@app/contract';
import { useParams } from 'react-router';
import { Alert } from '../../../shared/ui/alert.tsx';
import { buttonClasses, ButtonLink } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
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
      </>
    );
  }
  return (
    <>
      <h1 className="text-3xl font-extrabold">{bookingMessages.paymentNotCompleted}</h1>
      <p>The checkout has closed and the time slot has been released.</p>
      <ButtonLink to="/listings" className="self-start">
        {bookingMessages.browseLessons}
      </ButtonLink>
    </>
  );
}
