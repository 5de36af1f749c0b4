/**
 * Staff area: support tickets (K4), newest first (the newest 200 of the chosen status). Each reference opens
 * the ticket's thread (issue 21 item 4), where staff reply, add notes and assign; here they close a ticket
 * or reopen a closed one. The status filter lives in the URL (?status=), open tickets by default:
 * they are the work still to do. Closing is reversible, so it needs no confirmation dialog.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  SUPPORT_TICKET_FILTERS,
  SUPPORT_TICKET_STATUS_LABELS,
  supportMessages as m,
  supportReasonLabel,
  type AdminSupportTicket,
  type SupportTicketFilter,
} from '@app/contract';
import { serverMessage } from '../../../shared/api/client.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { setSupportTicketStatus, supportTicketsKey, supportTicketsQuery } from '../../support/index.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { formatDate } from '../model/format.ts';

const FILTER_LABELS: Record<SupportTicketFilter, string> = {
  open: 'Open',
  waiting: 'Waiting',
  closed: 'Closed',
  all: 'All',
};
const EMPTY: Record<SupportTicketFilter, string> = {
  open: m.staffEmptyOpen,
  waiting: m.staffEmptyWaiting,
  closed: m.staffEmptyClosed,
  all: m.staffEmpty,
};

function readFilter(value: string | null): SupportTicketFilter {
  return (SUPPORT_TICKET_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as SupportTicketFilter)
    : 'open';
}

export function SupportTicketsPage() {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params.get('status'));
  // ADR 75: ?mine=1 keeps the tickets assigned to the signed-in staff member.
  const mine = params.get('mine') === '1';
  const client = useQueryClient();
  const [notice, setNotice] = useState('');
  const tickets = useQuery({
    ...supportTicketsQuery(filter, mine),
  });
  const change = useMutation({
    mutationFn: (ticket: AdminSupportTicket) =>
      setSupportTicketStatus(ticket.id, ticket.status === 'closed' ? 'reopen' : 'close'),
    onMutate: () => setNotice(''),
    onSuccess: async (answer) => {
      setNotice(
        answer.status === 'closed'
          ? m.staffClosed(answer.reference_number)
          : m.staffReopened(answer.reference_number),
      );
      await client.invalidateQueries({ queryKey: supportTicketsKey });
    },
  });
  return (
    <section aria-labelledby="support-tickets-heading" className="flex flex-col gap-4">
      <h2 id="support-tickets-heading" className="text-2xl font-bold">
        {m.staffTitle}
      </h2>
      <nav aria-label={m.staffFilterLabel}>
        <ul className="flex flex-wrap gap-2">
          {SUPPORT_TICKET_FILTERS.map((option) => (
            <li key={option}>
              <Link
                to={`?status=${option}${mine ? '&mine=1' : ''}`}
                aria-current={option === filter ? 'page' : undefined}
                className={`inline-flex h-10 items-center rounded-lg border-2 border-ink px-4 text-sm font-semibold ${
                  option === filter ? 'bg-ink text-white' : 'bg-white hover:bg-brand-soft'
                }`}
              >
                {FILTER_LABELS[option]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <label className="flex min-h-11 items-center gap-2 self-start">
        <input
          type="checkbox"
          className="h-4 w-4 accent-black"
          checked={mine}
          onChange={(event) => {
            const next = new URLSearchParams(params);
            if (event.target.checked) next.set('mine', '1');
            else next.delete('mine');
            setParams(next);
          }}
        />
        {m.assignedToMe}
      </label>
      <div role="status" aria-live="polite">
        {notice ? <p className="rounded-xl border-l-4 border-green-700 bg-green-50 p-4">{notice}</p> : null}
      </div>
      {change.isError ? (
        <Alert tone="error">{serverMessage(change.error) ?? m.staffActionFailed}</Alert>
      ) : null}
      {tickets.isPending ? <Spinner label="Loading support tickets..." /> : null}
      {tickets.isError ? <Alert tone="error">{m.staffFailed}</Alert> : null}
      {tickets.data && tickets.data.length === 0 ? <p>{EMPTY[filter]}</p> : null}
      {tickets.data && tickets.data.length > 0 ? (
        <AdminTable
          widthClass="min-w-[60rem]"
          columns={[
            'Ticket',
            'Reason',
            'From',
            'Lesson',
            'Message',
            'Status',
            <span key="actions" className="sr-only">
              Actions
            </span>,
          ]}
        >
          {tickets.data.map((ticket) => (
            <tr key={ticket.id} className="border-b border-ink/10 align-top">
              <th scope="row" className="p-2 font-normal">
                <Link
                  to={`/admin/support-tickets/${ticket.id}`}
                  className="block font-mono font-semibold underline"
                >
                  {ticket.reference_number}
                </Link>
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
              <td className="p-2">{SUPPORT_TICKET_STATUS_LABELS[ticket.status]}</td>
              <td className="p-2">
                <Button
                  size="sm"
                  variant={ticket.status === 'closed' ? 'outline' : 'primary'}
                  disabled={change.isPending}
                  onClick={() => change.mutate(ticket)}
                >
                  {ticket.status === 'closed' ? m.staffReopen : m.staffClose}
                  <span className="sr-only"> {ticket.reference_number}</span>
                </Button>
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
    </section>
  );
}
