/**
 * Staff area: support tickets (K4), newest first (the newest 200). Read-only: staff answer by e-mail to the
 * address on the ticket; the same ticket also reached the support mailbox.
 */
import { useQuery } from '@tanstack/react-query';
import { supportMessages as m, supportReasonLabel } from '@app/contract';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { fetchSupportTickets, supportTicketsKey } from '../../support/api/support.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { formatDate } from '../model/format.ts';

export function SupportTicketsPage() {
  const tickets = useQuery({
    queryKey: supportTicketsKey,
    queryFn: ({ signal }) => fetchSupportTickets(signal),
  });
  return (
    <section aria-labelledby="support-tickets-heading" className="flex flex-col gap-4">
      <h2 id="support-tickets-heading" className="text-2xl font-bold">
        {m.staffTitle}
      </h2>
      {tickets.isPending ? <Spinner label="Loading support tickets..." /> : null}
      {tickets.isError ? <Alert tone="error">{m.staffFailed}</Alert> : null}
      {tickets.data && tickets.data.length === 0 ? <p>{m.staffEmpty}</p> : null}
      {tickets.data && tickets.data.length > 0 ? (
        <AdminTable
          widthClass="min-w-[56rem]"
          columns={['Ticket', 'Reason', 'From', 'Lesson', 'Message', 'Status']}
        >
          {tickets.data.map((ticket) => (
            <tr key={ticket.id} className="border-b border-ink/10 align-top">
              <th scope="row" className="p-2 font-normal">
                <span className="block font-mono font-semibold">{ticket.reference_number}</span>
                <span className="text-sm">{formatDate(ticket.created_at)}</span>
              </th>
              <td className="p-2">{supportReasonLabel(ticket.type)}</td>
              <td className="p-2">
                <a className="break-all underline" href={`mailto:${ticket.email}`}>
                  {ticket.email}
                </a>
                <span className="block text-sm text-neutral-700">{ticket.user_name ?? 'Visitor'}</span>
              </td>
              <td className="p-2 font-mono">{ticket.booking_reference ?? '—'}</td>
              <td className="max-w-md whitespace-pre-line break-words p-2">{ticket.message}</td>
              <td className="p-2">{ticket.status === 'open' ? 'Open' : 'Closed'}</td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
    </section>
  );
}
