/**
 * /checkout/test/{checkoutId}: the built-in test payment provider's hosted checkout (B11), outside the
 * site's chrome like a real provider's page. Paying sends the card's digits; the server answers where to
 * go next (the booking's success page). A declined, invalid or expired payment keeps the form.
 */
import { bookingMessages } from '@app/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError, serverMessage } from '../../../shared/api/client.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { buttonClasses } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { payTestCheckout, testCheckoutQuery } from '../api/test-checkout.ts';
import { CardForm } from '../components/card-form.tsx';
import { formatLessonTime } from '../model/format-time.ts';
import { formatEuro } from '../model/pricing.ts';
import type { TestCheckout } from '../model/types.ts';
import { FactsList } from '../../../shared/ui/facts-list.tsx';

export const CHECKOUT_NOT_FOUND = 'This checkout does not exist.';
export const CHECKOUT_LOAD_FAILED = 'The checkout could not be loaded. Please try again.';
export const PAYMENT_FAILED = 'The payment could not be completed. Please try again.';

function go(url: string) {
  window.location.assign(url);
}

export function TestCheckoutPage() {
  const { checkoutId = '' } = useParams();
  const checkout = useQuery({
    ...testCheckoutQuery(checkoutId),
    retry: false,
  });
  const notFound = checkout.error instanceof ApiError && checkout.error.status === 404;
  return (
    <div className="min-h-screen bg-neutral-100">
      <p role="note" className="bg-amber-300 px-4 py-2 text-center font-bold text-ink">
        Test mode — no real payment is made.
      </p>
      <div className="mx-auto flex max-w-lg flex-col gap-6 px-4 py-10">
        <h1 className="text-2xl font-extrabold">Checkout</h1>
        {checkout.isPending ? <Spinner label="Loading checkout..." showLabel /> : null}
        {checkout.isError ? (
          <Alert tone="error">{notFound ? CHECKOUT_NOT_FOUND : CHECKOUT_LOAD_FAILED}</Alert>
        ) : null}
        {checkout.data ? <CheckoutBody checkout={checkout.data} /> : null}
      </div>
    </div>
  );
}

function CheckoutBody({ checkout }: { checkout: TestCheckout }) {
  const [error, setError] = useState<string | null>(null);
  // Decision 0047: a declined card leaves the student on the checkout with the message in view, even on a
  // phone where it sits below the card form.
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView?.({ block: 'center' });
  }, [error]);
  const pay = useMutation({
    mutationFn: (digits: string) => payTestCheckout(checkout.checkout_id, digits),
    onSuccess: (answer) => go(answer.redirect_url),
    onError: (err) => setError(serverMessage(err) ?? PAYMENT_FAILED),
  });
  const amount = formatEuro(checkout.amount_total_cents);
  // A lesson package (issue 18) has no lesson time: its description says what is bought.
  const rows: [string, string][] =
    checkout.start_utc === null
      ? [
          ['Package', checkout.description ?? checkout.skill],
          ['Mentor', checkout.mentor_name],
          ['Amount', amount],
        ]
      : [
          ['Lesson', `${checkout.skill} · ${checkout.session_minutes} minutes`],
          ['Mentor', checkout.mentor_name],
          ['Date and time', formatLessonTime(checkout.start_utc)],
          ['Amount', amount],
        ];
  return (
    <>
      <FactsList rows={rows} className="rounded-2xl bg-white p-5" />
      {checkout.status === 'open' ? (
        <section aria-label="Payment" className="flex flex-col gap-4 rounded-2xl bg-white p-5">
          <CardForm
            payLabel={`Pay ${amount}`}
            busy={pay.isPending || pay.isSuccess}
            onPay={(digits) => {
              setError(null);
              pay.mutate(digits);
            }}
          />
          <div ref={errorRef} className="empty:hidden">
            {error ? <Alert tone="error">{error}</Alert> : null}
          </div>
          <a href={checkout.cancel_url} className="self-center font-semibold underline">
            Cancel
          </a>
        </section>
      ) : checkout.status === 'complete' ? (
        <>
          <Alert tone="success">This checkout has already been paid.</Alert>
          <a href={checkout.success_url} className={buttonClasses('primary', 'md', 'self-start')}>
            See your booking
          </a>
        </>
      ) : (
        <>
          <Alert tone="error">{bookingMessages.checkoutExpired}</Alert>
          <a href={checkout.cancel_url} className={buttonClasses('outline', 'md', 'self-start')}>
            Back to the booking
          </a>
        </>
      )}
    </>
  );
}
