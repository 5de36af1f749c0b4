/**
 * Staff area: no-show reports (B9), open ones first. Each open report offers "Refund in full" (what is
 * left of the payment goes back through the provider) and "Dismiss", both confirmed in a dialog; the
 * result is announced above the table and the list is read again.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { NO_SHOW_STATUS_LABELS, type AdminNoShowReport } from '@app/contract';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { AdminTable } from '../components/admin-table.tsx';
import { noShowReportsQuery } from '../api/admin.ts';
import { DecisionDialog, type Decision } from '../components/decision-dialog.tsx';
import { formatDate, formatEuro } from '../model/format.ts';

export function NoShowReportsPage() {
  const reports = useQuery({
    ...noShowReportsQuery,
  });
  const [pending, setPending] = useState<{ report: AdminNoShowReport; decision: Decision } | null>(null);
  const [notice, setNotice] = useState('');
  return (
    <section aria-labelledby="no-show-heading" className="flex flex-col gap-4">
      <h2 id="no-show-heading" className="text-2xl font-bold">
        No-show reports
      </h2>
      <div role="status" aria-live="polite">
        {notice ? <p className="rounded-xl border-l-4 border-green-700 bg-green-50 p-4">{notice}</p> : null}
      </div>
      {reports.isPending ? <Spinner label="Loading no-show reports..." /> : null}
      {reports.isError ? (
        <Alert tone="error">Failed to load the no-show reports. Please try again.</Alert>
      ) : null}
      {reports.data && reports.data.length === 0 ? <p>There are no no-show reports.</p> : null}
      {reports.data && reports.data.length > 0 ? (
        <AdminTable
          widthClass="min-w-[56rem]"
          columns={[
            'Lesson',
            'Student',
            'Mentor',
            'Paid',
            'Refunded',
            'Details',
            'Status',
            <span key="actions" className="sr-only">
              Actions
            </span>,
          ]}
        >
          {reports.data.map((report) => (
            <tr key={report.id} className="border-b border-ink/10 align-top">
              <th scope="row" className="p-2 font-normal">
                <span className="block font-mono font-semibold">{report.reference}</span>
                <span className="text-sm">{formatDate(report.lesson_start)}</span>
                <span className="block text-sm text-neutral-700">
                  Reported {formatDate(report.created_at)}
                </span>
              </th>
              <td className="p-2">{report.student_name}</td>
              <td className="p-2">{report.mentor_name}</td>
              <td className="p-2">{formatEuro(report.amount_paid_cents)}</td>
              <td className="p-2">{formatEuro(report.refunded_amount_cents)}</td>
              <td className="max-w-xs whitespace-pre-line break-words p-2">{report.details || '—'}</td>
              <td className="p-2">{NO_SHOW_STATUS_LABELS[report.status]}</td>
              <td className="p-2">
                {report.status === 'open' ? (
                  <div className="flex flex-col gap-2">
                    <Button size="sm" onClick={() => setPending({ report, decision: 'refund' })}>
                      Refund in full<span className="sr-only"> {report.reference}</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setPending({ report, decision: 'dismiss' })}
                    >
                      Dismiss<span className="sr-only"> {report.reference}</span>
                    </Button>
                  </div>
                ) : null}
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      {pending ? (
        <DecisionDialog
          report={pending.report}
          decision={pending.decision}
          onClose={() => setPending(null)}
          onDone={setNotice}
        />
      ) : null}
    </section>
  );
}
