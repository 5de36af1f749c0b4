/** Confirms a staff decision on a no-show report (B9) and makes it; a refusal stays in the dialog. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noShowMessages, type AdminNoShowReport } from '@app/contract';
import { serverMessage } from '../../../shared/api/client.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { decideNoShowReport, noShowReportsKey } from '../api/admin.ts';
import { formatEuro } from '../model/format.ts';

export type Decision = 'refund' | 'dismiss';

export function DecisionDialog({
  report,
  decision,
  onClose,
  onDone,
}: {
  report: AdminNoShowReport;
  decision: Decision;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const client = useQueryClient();
  const decide = useMutation({
    mutationFn: () => decideNoShowReport(report.id, decision),
    onSuccess: async (answer) => {
      onDone(answer.message);
      onClose();
      await client.invalidateQueries({ queryKey: noShowReportsKey });
    },
  });
  const left = report.amount_paid_cents - report.refunded_amount_cents;
  const error = decide.isError ? (serverMessage(decide.error) ?? noShowMessages.decisionFailed) : null;
  const refund = decision === 'refund';
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !decide.isPending && onClose()}
      title={refund ? 'Refund in full?' : 'Dismiss this report?'}
      description={`${report.reference}: ${report.student_name} reports that ${report.mentor_name} did not show up.`}
    >
      <div className="flex flex-col gap-4">
        <p>
          {refund
            ? `${formatEuro(left)} goes back to the student through the payment provider, and the student is told by e-mail.`
            : 'No refund is made. The student is told by e-mail that the report was dismissed.'}
        </p>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" size="sm" onClick={onClose} disabled={decide.isPending}>
            Go back
          </Button>
          <Button size="sm" onClick={() => decide.mutate()} disabled={decide.isPending}>
            {decide.isPending ? 'Working...' : refund ? 'Refund in full' : 'Dismiss report'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
