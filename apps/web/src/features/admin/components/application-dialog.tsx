/**
 * Confirms a staff decision on a mentor application (M1) and makes it. Reject needs a reason (1-1000
 * characters after trimming) that the applicant is mailed; a refusal from the server stays in the dialog.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { APPLICATION_REJECTION_REASON_MAX, applicationMessages, type AdminApplication } from '@app/contract';
import { serverMessage } from '../../../shared/api/client.ts';
import { FORM_OPTIONS } from '../../../shared/forms/form-options.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { applicationsKey, approveApplication, rejectApplication } from '../api/admin.ts';

export type ApplicationDecisionKind = 'approve' | 'reject';

export function ApplicationDialog({
  application,
  decision,
  onClose,
  onDone,
}: {
  application: AdminApplication;
  decision: ApplicationDecisionKind;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const client = useQueryClient();
  const fieldId = useId();
  const { control, register, handleSubmit, formState } = useForm({
    ...FORM_OPTIONS,
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control, name: 'reason' });
  const reasonError = formState.errors.reason?.message;
  const reject = decision === 'reject';
  const decide = useMutation({
    mutationFn: (reason: string) =>
      reject ? rejectApplication(application.mentor_id, reason) : approveApplication(application.mentor_id),
    onSuccess: async (answer) => {
      onDone(answer.message);
      onClose();
      await client.invalidateQueries({ queryKey: applicationsKey });
    },
  });
  const error = decide.isError ? (serverMessage(decide.error) ?? applicationMessages.decisionFailed) : null;
  // The length counts after trimming, as the server counts it.
  const reasonRules = {
    validate: (text: string) => {
      const trimmed = text.trim();
      if (trimmed.length === 0) return applicationMessages.reasonRequired;
      return trimmed.length <= APPLICATION_REJECTION_REASON_MAX || applicationMessages.reasonTooLong;
    },
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !decide.isPending && onClose()}
      title={reject ? `Reject ${application.full_name}?` : `Approve ${application.full_name}?`}
      description={application.headline}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={handleSubmit((values) => decide.mutate(values.reason))}
      >
        {reject ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={fieldId} className="text-sm font-semibold">
              Reason for the applicant (required)
            </label>
            <textarea
              id={fieldId}
              maxLength={APPLICATION_REJECTION_REASON_MAX}
              rows={5}
              required
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={`${fieldId}-help${reasonError ? ` ${fieldId}-error` : ''}`}
              {...register('reason', reasonRules)}
              className="w-full rounded-xl border-2 border-neutral-300 bg-white p-3 text-base focus:border-ink"
            />
            <p id={`${fieldId}-help`} className="text-sm text-neutral-700">
              The applicant receives this text by e-mail. {reason.trim().length}/
              {APPLICATION_REJECTION_REASON_MAX} characters
            </p>
            {reasonError ? (
              <p id={`${fieldId}-error`} className="text-sm font-semibold text-red-700">
                {reasonError}
              </p>
            ) : null}
          </div>
        ) : (
          <p>
            The profile becomes visible to students in search at once, and {application.full_name} is told by
            e-mail.
          </p>
        )}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" size="sm" onClick={onClose} disabled={decide.isPending}>
            Go back
          </Button>
          <Button type="submit" size="sm" disabled={decide.isPending}>
            {decide.isPending ? 'Working...' : reject ? 'Reject application' : 'Approve and list'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
