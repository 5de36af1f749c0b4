/**
 * Staff area: the audit log (issue 21 item 6, ADR 69): every staff action, newest first, with who did it,
 * which record, the values before and after and the reason. The filter (action, staff member) lives in the
 * URL so a search can be shared; "Show older entries" fetches the next 50.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { AUDIT_ACTIONS, auditActionLabels, auditMessages as m, type AuditAction } from '@app/contract';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { auditQuery } from '../api/admin.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { AuditValues } from '../components/audit-values.tsx';
import { formatDate } from '../model/format.ts';
import { formText } from '../model/form-text.ts';

function readAction(value: string | null): AuditAction | undefined {
  return (AUDIT_ACTIONS as readonly string[]).includes(value ?? '') ? (value as AuditAction) : undefined;
}

export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const action = readAction(params.get('action'));
  const actor = params.get('actor')?.trim() || undefined;
  // One record's history (an account's page links here with its type and id).
  const recordType = params.get('record_type')?.trim() || undefined;
  const recordId = params.get('record_id')?.trim() || undefined;
  const record = recordType && recordId ? { record_type: recordType, record_id: recordId } : {};
  const audit = useInfiniteQuery(
    auditQuery({ ...(action ? { action } : {}), ...(actor ? { actor } : {}), ...record }),
  );
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];

  const search = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const next = new URLSearchParams();
    const chosen = formText(data, 'action');
    const who = formText(data, 'actor');
    if (chosen) next.set('action', chosen);
    if (who) next.set('actor', who);
    if (recordType && recordId) {
      next.set('record_type', recordType);
      next.set('record_id', recordId);
    }
    setParams(next);
  };

  return (
    <section aria-labelledby="audit-heading" className="flex flex-col gap-4">
      <h2 id="audit-heading" className="text-2xl font-bold">
        Audit log
      </h2>
      <form
        role="search"
        aria-label="Search the audit log"
        className="flex flex-col gap-3 md:flex-row md:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          search(event.currentTarget);
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor="audit-action" className="text-sm font-semibold">
            Action
          </label>
          <select
            id="audit-action"
            name="action"
            defaultValue={action ?? ''}
            key={action ?? ''}
            className="min-h-[58px] rounded-xl border-2 border-neutral-300 bg-white px-4"
          >
            <option value="">Every action</option>
            {AUDIT_ACTIONS.map((option) => (
              <option key={option} value={option}>
                {auditActionLabels[option]}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="Staff member (e-mail or id)"
          name="actor"
          defaultValue={actor ?? ''}
          key={actor ?? ''}
          maxLength={254}
          className="md:w-80"
        />
        <Button type="submit" size="tall">
          Search
        </Button>
      </form>
      {recordType && recordId ? (
        <p>
          Showing the actions on {recordType} {recordId} only.{' '}
          <Link to="/admin/audit" className="underline">
            Show every record
          </Link>
        </p>
      ) : null}
      {audit.isPending ? <Spinner label="Loading the audit log..." /> : null}
      {audit.isError ? <Alert tone="error">{m.loadFailed}</Alert> : null}
      {audit.isSuccess && entries.length === 0 ? <p>No staff action matches this search.</p> : null}
      {entries.length > 0 ? (
        <AdminTable
          widthClass="min-w-[64rem]"
          columns={['When', 'Staff', 'Action', 'Record', 'Change', 'Reason']}
        >
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b border-ink/10 align-top">
              <th scope="row" className="whitespace-nowrap p-2 font-normal">
                {formatDate(entry.at)}
              </th>
              <td className="break-all p-2">{entry.actor_email}</td>
              <td className="p-2">{auditActionLabels[entry.action] ?? entry.action}</td>
              <td className="whitespace-nowrap p-2 font-mono text-sm">
                {entry.record_type} {entry.record_id}
              </td>
              <td className="p-2">
                <AuditValues before={entry.before} after={entry.after} />
              </td>
              <td className="max-w-xs whitespace-pre-line break-words p-2">{entry.reason || '—'}</td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      {audit.hasNextPage ? (
        <Button
          variant="outline"
          className="self-start"
          disabled={audit.isFetchingNextPage}
          onClick={() => void audit.fetchNextPage()}
        >
          {audit.isFetchingNextPage ? 'Loading…' : 'Show older entries'}
        </Button>
      ) : null}
    </section>
  );
}
