/**
 * Confirms a back-office action (issue 21) and makes it: suspend, reinstate, refund. A reason, when asked
 * for, is required and counted after trimming as the server counts it; a refusal stays in the dialog, and
 * the server's field errors land on the form's fields (the shared R1 mapper).
 */
import { useMutation } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { auditMessages, STAFF_REASON_MAX } from '@app/contract';
import { serverMessage } from '../../../shared/api/client.ts';
import { FORM_OPTIONS } from '../../../shared/forms/form-options.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';

/** A problem with the dialog's own fields found before the call (shown in the dialog as it is). */
export class DialogInputError extends Error {}

export function StaffActionDialog({
  title,
  description,
  children,
  reasonLabel,
  confirmLabel,
  failedMessage,
  act,
  onClose,
  onDone,
}: {
  title: string;
  description: string;
  /** What the action will do, said before it is done (and any further fields). */
  children?: ReactNode;
  /** Asks for a reason when given. */
  reasonLabel?: string;
  confirmLabel: string;
  failedMessage: string;
  act: (reason: string) => Promise<{ message: string }>;
  onClose: () => void;
  onDone: (message: string) => void | Promise<void>;
}) {
  const fieldId = useId();
  const { control, register, handleSubmit, formState } = useForm({
    ...FORM_OPTIONS,
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control, name: 'reason' });
  const reasonError = formState.errors.reason?.message;
  const action = useMutation({
    mutationFn: (text: string) => act(text.trim()),
    onSuccess: async (answer) => {
      await onDone(answer.message);
      onClose();
    },
  });
  const error = action.isError
    ? action.error instanceof DialogInputError
      ? action.error.message
      : (serverMessage(action.error) ?? failedMessage)
    : null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !action.isPending && onClose()}
      title={title}
      description={description}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={handleSubmit((values) => action.mutate(values.reason))}
      >
        {children}
        {reasonLabel ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={fieldId} className="text-sm font-semibold">
              {reasonLabel}
            </label>
            <textarea
              id={fieldId}
              maxLength={STAFF_REASON_MAX}
              rows={4}
              required
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={`${fieldId}-help${reasonError ? ` ${fieldId}-error` : ''}`}
              {...register('reason', {
                validate: (text: string) => {
                  const trimmed = text.trim();
                  if (trimmed.length === 0) return auditMessages.reasonRequired;
                  return trimmed.length <= STAFF_REASON_MAX || auditMessages.reasonTooLong;
                },
              })}
              className="w-full rounded-xl border-2 border-neutral-300 bg-white p-3 text-base focus:border-ink"
            />
            <p id={`${fieldId}-help`} className="text-sm text-neutral-700">
              Kept in the audit log. {reason.trim().length}/{STAFF_REASON_MAX} characters
            </p>
            {reasonError ? (
              <p id={`${fieldId}-error`} className="text-sm font-semibold text-red-700">
                {reasonError}
              </p>
            ) : null}
          </div>
        ) : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" size="sm" onClick={onClose} disabled={action.isPending}>
            Go back
          </Button>
          <Button type="submit" size="sm" disabled={action.isPending}>
            {action.isPending ? 'Working...' : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
