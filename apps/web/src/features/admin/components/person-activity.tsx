/**
 * The staff user's page's lists (issue 21 item 2, ADR 75): recent sign-ins, payments and refunds, support
 * tickets (each opens its thread) and reviews written and received, each newest first and capped.
 */
import { Link } from 'react-router';
import { PERSON_ACTIVITY_LIMIT, type AdminPersonActivity } from '@app/contract';
import { formatDate } from '../model/format.ts';
import { formatMoney } from '../model/money.ts';
import { AdminTable } from './admin-table.tsx';

const PAYMENT_KIND = { payment: 'Lesson payment', refund: 'Refund', package: 'Package' } as const;

function Heading({ children, count }: { children: string; count: number }) {
  return (
    <h3 className="text-xl font-bold">
      {children}
      {count >= PERSON_ACTIVITY_LIMIT ? (
        <span className="ml-2 text-base font-normal">(the newest {PERSON_ACTIVITY_LIMIT})</span>
      ) : null}
    </h3>
  );
}

function Reviews({
  title,
  rows,
  other,
}: {
  title: string;
  rows: AdminPersonActivity['reviews_written'];
  other: string;
}) {
  return (
    <>
      <Heading count={rows.length}>{title}</Heading>
      {rows.length === 0 ? <p>None.</p> : null}
      {rows.length > 0 ? (
        <AdminTable widthClass="min-w-[40rem]" columns={[other, 'Rating', 'Review', 'Written']}>
          {rows.map((review) => (
            <tr key={review.id} className="border-b border-ink/10">
              <th scope="row" className="p-2 font-normal">
                {review.other_user_id === null ? (
                  review.other_name
                ) : (
                  <Link to={`/admin/people/${review.other_user_id}`} className="underline">
                    {review.other_name}
                  </Link>
                )}
              </th>
              <td className="p-2">{review.rating} of 5</td>
              <td className="p-2 break-words">{review.message || '(no text)'}</td>
              <td className="p-2">{formatDate(review.created_at)}</td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
    </>
  );
}

export function PersonActivity({ activity }: { activity: AdminPersonActivity }) {
  const { sign_ins: signIns, payments, tickets } = activity;
  return (
    <>
      <Heading count={signIns.length}>Sign-ins</Heading>
      {signIns.length === 0 ? <p>No sign-ins yet.</p> : null}
      {signIns.length > 0 ? (
        <AdminTable
          widthClass="min-w-[40rem]"
          columns={['Signed in', 'Last used', 'Ended', 'Kept signed in']}
        >
          {signIns.map((signIn) => (
            <tr key={signIn.at} className="border-b border-ink/10">
              <th scope="row" className="p-2 font-normal">
                {formatDate(signIn.at)}
              </th>
              <td className="p-2">{formatDate(signIn.last_used_at)}</td>
              <td className="p-2">
                {signIn.ended_at
                  ? `${formatDate(signIn.ended_at)}${signIn.ended_reason ? ` (${signIn.ended_reason})` : ''}`
                  : 'Still signed in'}
              </td>
              <td className="p-2">{signIn.remember_me ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </AdminTable>
      ) : null}

      <Heading count={payments.length}>Payments and refunds</Heading>
      {payments.length === 0 ? <p>No payments yet.</p> : null}
      {payments.length > 0 ? (
        <AdminTable widthClass="min-w-[36rem]" columns={['When', 'What', 'Amount', 'Lesson']}>
          {payments.map((payment, index) => (
            <tr key={`${payment.at}-${index}`} className="border-b border-ink/10">
              <th scope="row" className="p-2 font-normal">
                {formatDate(payment.at)}
              </th>
              <td className="p-2">{PAYMENT_KIND[payment.kind]}</td>
              <td className="p-2">{formatMoney(payment.amount_cents, payment.currency)}</td>
              <td className="p-2">
                {payment.booking_id === null ? (
                  '—'
                ) : (
                  <Link to={`/admin/bookings/${payment.booking_id}`} className="font-mono underline">
                    {payment.booking_reference}
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}

      <Heading count={tickets.length}>Support tickets</Heading>
      {tickets.length === 0 ? <p>No tickets.</p> : null}
      {tickets.length > 0 ? (
        <AdminTable widthClass="min-w-[36rem]" columns={['Ticket', 'Status', 'Sent', 'Message']}>
          {tickets.map((ticket) => (
            <tr key={ticket.id} className="border-b border-ink/10">
              <th scope="row" className="p-2 font-normal">
                <Link to={`/admin/support-tickets/${ticket.id}`} className="underline">
                  Ticket {ticket.id}
                </Link>
              </th>
              <td className="p-2">{ticket.status}</td>
              <td className="p-2">{formatDate(ticket.created_at)}</td>
              <td className="p-2 break-words">{ticket.excerpt}</td>
            </tr>
          ))}
        </AdminTable>
      ) : null}

      <Reviews title="Reviews written" rows={activity.reviews_written} other="Mentor" />
      {activity.mentor ? (
        <Reviews title="Reviews received" rows={activity.reviews_received} other="Student" />
      ) : null}
    </>
  );
}
