/**
 * Staff area: one booking (issue 21 item 3): its facts, timeline, ledger, and Refund (all or part, with a
 * reason; never more than remains, never a free trial). Amounts are typed in the booking's currency and sent
 * in cents.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { moneyMessages as m, type AdminBookingDetail } from '@app/contract';
import { serverMessage } from '../../../shared/api/client.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { auditKey, bookingQuery, bookingsKey, refundBooking } from '../api/admin.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { CancelOnBehalfDialog } from '../components/cancel-on-behalf-dialog.tsx';
import { DialogInputError, StaffActionDialog } from '../components/staff-action-dialog.tsx';
import { formatDate } from '../model/format.ts';
import { formatMoney } from '../model/money.ts';

/** "12.50" or "12,50" in the currency's units to cents; null when it is not an amount. */
export function centsOf(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** What staff may cancel on behalf of a side (the server also refuses a lesson that has started). */
const LIVE: readonly string[] = ['pending', 'paid', 'free_trial'];

function RefundDialog({
  detail,
  onClose,
  onDone,
}: {
  detail: AdminBookingDetail;
  onClose: () => void;
  onDone: (message: string) => Promise<void>;
}) {
  const { booking, refundable_cents: left } = detail;
  const amountId = useId();
  const [amount, setAmount] = useState((left / 100).toFixed(2));
  return (
    <StaffActionDialog
      title={`Refund ${booking.reference}?`}
      description={`${booking.student_name} with ${booking.mentor_name}, ${formatDate(booking.start)}`}
      reasonLabel="Reason (required, the student receives it by e-mail)"
      confirmLabel="Refund"
      failedMessage={m.refundFailed}
      act={(reason) => {
        const cents = centsOf(amount);
        if (cents === null || cents < 1)
          throw new DialogInputError(m.amountInvalid.replace('in cents, ', ''));
        return refundBooking(booking.id, cents, reason);
      }}
      onClose={onClose}
      onDone={onDone}
    >
      <p>
        It goes back through the payment provider, is recorded in the ledger, and the student is told by
        e-mail. At most {formatMoney(left, booking.currency)} remains refundable.
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={amountId} className="text-sm font-semibold">
          Amount ({booking.currency})
        </label>
        <input
          id={amountId}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          className="min-h-[58px] w-full rounded-xl border-2 border-neutral-300 bg-white px-4 text-base focus:border-ink"
        />
      </div>
    </StaffActionDialog>
  );
}

export function BookingPage() {
  const id = Number(useParams().id);
  const client = useQueryClient();
  const detail = useQuery({ ...bookingQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const [refunding, setRefunding] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useState('');
  const data = detail.data;
  const refresh = async (message: string) => {
    setNotice(message);
    await Promise.all([
      client.invalidateQueries({ queryKey: bookingQuery(id).queryKey }),
      client.invalidateQueries({ queryKey: bookingsKey }),
      client.invalidateQueries({ queryKey: auditKey }),
    ]);
  };
  return (
    <section aria-labelledby="booking-heading" className="flex flex-col gap-4">
      <Link to="/admin/bookings" className="self-start underline">
        Back to bookings
      </Link>
      <h2 id="booking-heading" className="text-2xl font-bold">
        {data ? `Booking ${data.booking.reference}` : 'Booking'}
      </h2>
      <div role="status" aria-live="polite">
        {notice ? <p className="rounded-xl border-l-4 border-green-700 bg-green-50 p-4">{notice}</p> : null}
      </div>
      {detail.isPending ? <Spinner label="Loading the booking..." /> : null}
      {detail.isError ? <Alert tone="error">{serverMessage(detail.error) ?? m.bookingFailed}</Alert> : null}
      {data ? (
        <>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            {(
              [
                ['Student', data.booking.student_name],
                ['Mentor', data.booking.mentor_name],
                ['Start', formatDate(data.booking.start)],
                [
                  'Status',
                  data.booking.free_trial ? `${data.booking.status} (free trial)` : data.booking.status,
                ],
                ['Paid', formatMoney(data.booking.amount_cents, data.booking.currency)],
                ['Refunded', formatMoney(data.booking.refunded_amount_cents, data.booking.currency)],
                ['Refundable', formatMoney(data.refundable_cents, data.booking.currency)],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-wrap gap-2">
            {data.refundable_cents > 0 ? <Button onClick={() => setRefunding(true)}>Refund</Button> : null}
            {LIVE.includes(data.booking.status) ? (
              <Button variant="outline" onClick={() => setCancelling(true)}>
                Cancel on behalf
              </Button>
            ) : null}
          </div>
          <h3 className="text-xl font-bold">Timeline</h3>
          <ol className="flex flex-col gap-1">
            {data.timeline.map((event, index) => (
              <li key={index}>
                <span className="font-semibold">{formatDate(event.at)}</span> {event.what}
              </li>
            ))}
          </ol>
          <h3 className="text-xl font-bold">Ledger</h3>
          {data.ledger.length === 0 ? <p>No ledger transactions.</p> : null}
          {data.ledger.length > 0 ? (
            <AdminTable widthClass="min-w-[36rem]" columns={['Transaction', 'Account', 'Amount']}>
              {data.ledger.flatMap((transaction, t) =>
                transaction.entries.map((entry, e) => (
                  <tr key={`${t}-${e}`} className="border-b border-ink/10">
                    <th scope="row" className="p-2 font-normal">
                      {e === 0 ? transaction.kind : ''}
                    </th>
                    <td className="p-2 font-mono text-sm">{entry.account}</td>
                    <td className="p-2">{formatMoney(entry.amount_cents, data.booking.currency)}</td>
                  </tr>
                )),
              )}
            </AdminTable>
          ) : null}
          {cancelling ? (
            <CancelOnBehalfDialog
              booking={data.booking}
              onClose={() => setCancelling(false)}
              onDone={refresh}
            />
          ) : null}
          {refunding ? (
            <RefundDialog detail={data} onClose={() => setRefunding(false)} onDone={refresh} />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
