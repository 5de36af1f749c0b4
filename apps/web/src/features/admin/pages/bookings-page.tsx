/**
 * Staff area: bookings (issue 21 item 3). Search by reference or a person's name or e-mail, filter by status
 * and UTC days; the filter lives in the URL (the dashboard's figures link here). Each reference opens the
 * booking's page (timeline, ledger, refund).
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { BOOKING_STATUSES, moneyMessages as m, type BookingsQuery, type BookingStatus } from '@app/contract';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { bookingsQuery } from '../api/admin.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { formatDate } from '../model/format.ts';
import { formText } from '../model/form-text.ts';
import { formatMoney } from '../model/money.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function readQuery(params: URLSearchParams): BookingsQuery {
  const query: BookingsQuery = {};
  const search = params.get('search')?.trim();
  const status = params.get('status') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (search) query.search = search;
  if ((BOOKING_STATUSES as readonly string[]).includes(status)) query.status = status as BookingStatus;
  if (DAY.test(from)) query.from = from;
  if (DAY.test(to)) query.to = to;
  if (params.get('refunded') === '1') query.refunded = '1';
  return query;
}

export function BookingsPage() {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const bookings = useQuery(bookingsQuery(query));
  const formKey = JSON.stringify(query);
  return (
    <section aria-labelledby="bookings-heading" className="flex flex-col gap-4">
      <h2 id="bookings-heading" className="text-2xl font-bold">
        Bookings
      </h2>
      <form
        key={formKey}
        role="search"
        aria-label="Search bookings"
        className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          const next = new URLSearchParams();
          for (const name of ['search', 'status', 'from', 'to'] as const) {
            const value = formText(data, name);
            if (value) next.set(name, value);
          }
          if (data.get('refunded')) next.set('refunded', '1');
          setParams(next);
        }}
      >
        <TextField
          label="Reference, name or e-mail"
          name="search"
          type="search"
          defaultValue={query.search ?? ''}
          maxLength={254}
          className="md:w-72"
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="bookings-status" className="text-sm font-semibold">
            Status
          </label>
          <select
            id="bookings-status"
            name="status"
            defaultValue={query.status ?? ''}
            className="min-h-[58px] rounded-xl border-2 border-neutral-300 bg-white px-4"
          >
            <option value="">Any status</option>
            {BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
        <TextField label="From (UTC day)" name="from" type="date" defaultValue={query.from ?? ''} />
        <TextField label="To (UTC day)" name="to" type="date" defaultValue={query.to ?? ''} />
        <label className="flex min-h-[58px] items-center gap-2 font-semibold">
          <input type="checkbox" name="refunded" defaultChecked={query.refunded === '1'} className="size-5" />
          Refunded only
        </label>
        <Button type="submit" size="tall">
          Search
        </Button>
      </form>
      {bookings.isPending ? <Spinner label="Loading bookings..." /> : null}
      {bookings.isError ? <Alert tone="error">{m.bookingsFailed}</Alert> : null}
      {bookings.data && bookings.data.bookings.length === 0 ? <p>No booking matches this search.</p> : null}
      {bookings.data && bookings.data.bookings.length > 0 ? (
        <AdminTable
          widthClass="min-w-[56rem]"
          columns={['Booking', 'Start', 'Student', 'Mentor', 'Status', 'Paid', 'Refunded']}
        >
          {bookings.data.bookings.map((booking) => (
            <tr key={booking.id} className="border-b border-ink/10 align-top">
              <th scope="row" className="p-2 font-normal">
                <Link to={`/admin/bookings/${booking.id}`} className="font-mono font-semibold underline">
                  {booking.reference}
                </Link>
              </th>
              <td className="p-2">{formatDate(booking.start)}</td>
              <td className="p-2">{booking.student_name}</td>
              <td className="p-2">{booking.mentor_name}</td>
              <td className="p-2">
                {booking.free_trial ? `${booking.status} (free trial)` : booking.status}
              </td>
              <td className="p-2">{formatMoney(booking.amount_cents, booking.currency)}</td>
              <td className="p-2">{formatMoney(booking.refunded_amount_cents, booking.currency)}</td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
    </section>
  );
}
