/**
 * Staff area: one support ticket as a thread (issue 21 item 4, ADR 69 "Support threads"), at
 * /admin/support-tickets/{id}. Staff read the whole thread (internal notes marked), reply to the user (mailed,
 * the ticket then waits for the user), add an internal note, assign the ticket to a staff member or to nobody,
 * and close or reopen it. Times in UTC, the staff area's one zone.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  SUPPORT_TICKET_STATUS_LABELS,
  supportMessages as m,
  supportReasonLabel,
  type AdminSupportThread,
} from '@app/contract';
import { serverMessage } from '../../../shared/api/client.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import {
  assignSupportTicket,
  setSupportTicketStatus,
  supportThreadQuery,
  supportTicketsKey,
  ThreadMessageForm,
  ThreadView,
  writeToThread,
} from '../../support/index.ts';
import { formatDate } from '../model/format.ts';

export function SupportTicketPage() {
  const rawId = useParams().id ?? '';
  const id = Number(rawId);
  const valid = Number.isInteger(id) && id > 0;
  const client = useQueryClient();
  const assigneeId = useId();
  const [picked, setAssignee] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const query = supportThreadQuery(id);
  const thread = useQuery({ ...query, enabled: valid });
  // A reply or note says so under its own form; the other actions in the page's status line.
  const show = async (answer: AdminSupportThread, message?: string) => {
    client.setQueryData(query.queryKey, answer);
    setNotice(message ?? '');
    await client.invalidateQueries({ queryKey: supportTicketsKey });
  };
  const change = useMutation({
    // A staff member's id (or null for nobody) assigns; 'close' and 'reopen' change the status.
    mutationFn: async (action: number | null | 'close' | 'reopen') => {
      setNotice('');
      if (action !== 'close' && action !== 'reopen') {
        await show(await assignSupportTicket(id, action), m.staffAssigned);
        return;
      }
      const answer = await setSupportTicketStatus(id, action);
      await client.invalidateQueries({ queryKey: query.queryKey });
      setNotice(
        action === 'close'
          ? m.staffClosed(answer.reference_number)
          : m.staffReopened(answer.reference_number),
      );
      await client.invalidateQueries({ queryKey: supportTicketsKey });
    },
  });
  const ticket = thread.data;
  // The select shows the saved assignee until staff pick another one.
  const assignee = picked ?? (ticket?.assignee_id == null ? '' : String(ticket.assignee_id));
  return (
    <section aria-labelledby="support-ticket-heading" className="flex flex-col gap-4">
      <Link to="/admin/support-tickets" className="self-start underline">
        {m.staffBack}
      </Link>
      <h2 id="support-ticket-heading" className="text-2xl font-bold">
        {m.staffThreadTitle(ticket?.reference_number ?? `#${rawId}`)}
      </h2>
      {!valid || thread.isError ? (
        <Alert tone="error">{serverMessage(thread.error) ?? m.ticketNotFound}</Alert>
      ) : null}
      {valid && thread.isPending ? <Spinner label="Loading the ticket..." /> : null}
      <div role="status" aria-live="polite">
        {notice ? <p className="rounded-xl border-l-4 border-green-700 bg-green-50 p-4">{notice}</p> : null}
      </div>
      {change.isError ? (
        <Alert tone="error">{serverMessage(change.error) ?? m.staffActionFailed}</Alert>
      ) : null}
      {ticket ? (
        <>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold">Reason</dt>
            <dd>{supportReasonLabel(ticket.type)}</dd>
            <dt className="font-semibold">From</dt>
            <dd className="break-all">
              {ticket.user_name ?? 'Visitor'}, {ticket.email}
            </dd>
            <dt className="font-semibold">Lesson</dt>
            <dd className="font-mono">{ticket.booking_reference ?? '—'}</dd>
            <dt className="font-semibold">Status</dt>
            <dd>{SUPPORT_TICKET_STATUS_LABELS[ticket.status]}</dd>
          </dl>
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              change.mutate(assignee === '' ? null : Number(assignee));
            }}
          >
            <div className="flex flex-col gap-1">
              <label htmlFor={assigneeId} className="text-sm font-semibold">
                {m.staffAssignedTo}
              </label>
              <select
                id={assigneeId}
                value={assignee}
                onChange={(event) => setAssignee(event.target.value)}
                className="h-10 max-w-full rounded-lg border-2 border-neutral-300 bg-white px-2"
              >
                <option value="">{m.staffUnassigned}</option>
                {ticket.staff_members.map((member) => (
                  <option key={member.id} value={String(member.id)}>
                    {member.email}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" size="sm" variant="outline" disabled={change.isPending}>
              {m.staffAssign}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={change.isPending}
              onClick={() => change.mutate(ticket.status === 'closed' ? 'reopen' : 'close')}
            >
              {ticket.status === 'closed' ? m.staffReopen : m.staffClose}
            </Button>
          </form>
          <ThreadView
            viewer="staff"
            first={{
              body: ticket.message,
              at: ticket.created_at,
              author: ticket.user_name ?? m.threadFromUser,
            }}
            messages={ticket.messages}
            formatTime={formatDate}
          />
          {ticket.status === 'closed' ? null : (
            <ThreadMessageForm
              label={m.staffReplyLabel}
              hint={m.staffReplyHint}
              submitLabel={m.staffReplySend}
              doneMessage={m.staffReplySent}
              send={async (message) => show(await writeToThread(id, 'reply', message))}
            />
          )}
          <ThreadMessageForm
            label={m.staffNoteLabel}
            hint={m.staffNoteHint}
            submitLabel={m.staffNoteSave}
            doneMessage={m.staffNoteSaved}
            send={async (message) => show(await writeToThread(id, 'note', message))}
          />
        </>
      ) : null}
    </section>
  );
}
