/**
 * Staff area: payouts (issue 21 item 3, ADR 74). Filter by status and search by a payout's number or the
 * mentor's name or e-mail (the filter lives in the URL; the dashboard's payouts figure links here). Each row
 * shows the mentor, the amount, the status, the provider's ids and, for a failed one, why and a Retry
 * button (with its own idempotency key, through the provider).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  PAYOUT_STATUSES,
  staffPayoutMessages as m,
  type AdminPayout,
  type PayoutsQuery,
} from '@app/contract';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { auditKey } from '../api/admin.ts';
import { payoutsKey, payoutsQuery, retryPayout } from '../api/operations.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { StaffActionDialog } from '../components/staff-action-dialog.tsx';
import { formatDate } from '../model/format.ts';
import { formText } from '../model/form-text.ts';
import { formatMoney } from '../model/money.ts';

function readQuery(params: URLSearchParams): PayoutsQuery {
  const query: PayoutsQuery = {};
  const search = params.get('search')?.trim();
  const status = params.get('status') ?? '';
  if (search) query.search = search;
  if ((PAYOUT_STATUSES as readonly string[]).includes(status)) {
    query.status = status as (typeof PAYOUT_STATUSES)[number];
  }
  return query;
}

function PayoutRow({ payout, onRetry }: { payout: AdminPayout; onRetry: () => void }) {
  return (
    <tr className="border-b border-ink/10 align-top">
      <th scope="row" className="p-2 font-mono font-semibold">
        #{payout.id}
      </th>
      <td className="p-2">
        {payout.mentor_name}
        {payout.mentor_email ? <span className="block text-sm">{payout.mentor_email}</span> : null}
      </td>
      <td className="p-2">{formatMoney(payout.amount_cents, payout.currency)}</td>
      <td className="p-2">{payout.status}</td>
      <td className="p-2">{formatDate(payout.created_at)}</td>
      <td className="p-2 font-mono text-sm break-all">
        {payout.provider}: {payout.destination}
        {payout.provider_reference ? <span className="block">{payout.provider_reference}</span> : null}
      </td>
      <td className="p-2">
        {payout.failure_reason ? (
          <>
            {payout.failure_reason}
            {payout.failed_at ? <span className="block text-sm">{formatDate(payout.failed_at)}</span> : null}
          </>
        ) : null}
      </td>
      <td className="p-2">
        {payout.status === 'failed' ? (
          <Button size="sm" onClick={onRetry} aria-label={`Retry payout #${payout.id}`}>
            Retry
          </Button>
        ) : null}
      </td>
    </tr>
  );
}

export function PayoutsPage() {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const payouts = useQuery(payoutsQuery(query));
  const client = useQueryClient();
  const [retrying, setRetrying] = useState<AdminPayout | null>(null);
  const [notice, setNotice] = useState('');
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: payoutsKey }),
      client.invalidateQueries({ queryKey: auditKey }),
    ]);
  return (
    <section aria-labelledby="payouts-heading" className="flex flex-col gap-4">
      <h2 id="payouts-heading" className="text-2xl font-bold">
        Payouts
      </h2>
      <form
        key={JSON.stringify(query)}
        role="search"
        aria-label="Search payouts"
        className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          const next = new URLSearchParams();
          for (const name of ['search', 'status'] as const) {
            const value = formText(data, name);
            if (value) next.set(name, value);
          }
          setParams(next);
        }}
      >
        <TextField
          label="Payout number, mentor name or e-mail"
          name="search"
          type="search"
          defaultValue={query.search ?? ''}
          maxLength={254}
          className="md:w-80"
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="payouts-status" className="text-sm font-semibold">
            Status
          </label>
          <select
            id="payouts-status"
            name="status"
            defaultValue={query.status ?? ''}
            className="min-h-[58px] rounded-xl border-2 border-neutral-300 bg-white px-4"
          >
            <option value="">Any status</option>
            {PAYOUT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="tall">
          Search
        </Button>
      </form>
      <div role="status" aria-live="polite">
        {notice ? <p className="rounded-xl border-l-4 border-green-700 bg-green-50 p-4">{notice}</p> : null}
      </div>
      {payouts.isPending ? <Spinner label="Loading payouts..." /> : null}
      {payouts.isError ? <Alert tone="error">{m.payoutsFailed}</Alert> : null}
      {payouts.data && payouts.data.payouts.length === 0 ? <p>No payout matches this search.</p> : null}
      {payouts.data && payouts.data.payouts.length > 0 ? (
        <AdminTable
          widthClass="min-w-[64rem]"
          columns={[
            'Payout',
            'Mentor',
            'Amount',
            'Status',
            'Created',
            'Provider ids',
            'Failure',
            <span key="actions" className="sr-only">
              Actions
            </span>,
          ]}
        >
          {payouts.data.payouts.map((payout) => (
            <PayoutRow key={payout.id} payout={payout} onRetry={() => setRetrying(payout)} />
          ))}
        </AdminTable>
      ) : null}
      {retrying ? (
        <StaffActionDialog
          title={`Retry payout #${retrying.id}?`}
          description={`${formatMoney(retrying.amount_cents, retrying.currency)} to ${retrying.mentor_name}`}
          confirmLabel="Retry payout"
          failedMessage={m.retryFailed}
          act={async () => {
            try {
              return await retryPayout(retrying.id);
            } finally {
              await refresh();
            }
          }}
          onClose={() => setRetrying(null)}
          onDone={setNotice}
        >
          <p>
            The payment provider is asked again with this payout&apos;s own key, so money already sent is
            never sent twice. Last failure: {retrying.failure_reason ?? 'unknown'}.
          </p>
        </StaffActionDialog>
      ) : null}
    </section>
  );
}
