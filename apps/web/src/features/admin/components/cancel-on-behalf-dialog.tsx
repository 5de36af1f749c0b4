/**
 * Cancel a lesson on behalf of the student or the mentor (issue 21 item 3, ADR 74): staff choose the side,
 * whose refund policy applies (B6), and give a reason kept in the audit log. react-hook-form with the
 * shared R1 mapper: the server's field errors land on the side and the reason, anything else above the
 * buttons.
 */
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  auditMessages,
  cancelOnBehalfMessages as m,
  STAFF_REASON_MAX,
  type AdminBooking,
  type OnBehalfSide,
} from '@app/contract';
import { serverMessage } from '../../../shared/api/client.ts';
import { FORM_OPTIONS } from '../../../shared/forms/form-options.ts';
import { applyServerErrors } from '../../../shared/forms/server-errors.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { cancelOnBehalf } from '../api/operations.ts';
import { formatDate } from '../model/format.ts';
import { formatMoney } from '../model/money.ts';

interface Values {
  on_behalf_of: OnBehalfSide | '';
  reason: string;
}

export function CancelOnBehalfDialog({
  booking,
  onClose,
  onDone,
}: {
  booking: AdminBooking;
  onClose: () => void;
  onDone: (message: string) => Promise<void>;
}) {
  const id = useId();
  const { control, register, handleSubmit, setError, formState } = useForm<Values>({
    ...FORM_OPTIONS,
    defaultValues: { on_behalf_of: '', reason: '' },
  });
  const reason = useWatch({ control, name: 'reason' });
  const errors = formState.errors;
  const paid = booking.free_trial ? 0 : booking.amount_cents - booking.refunded_amount_cents;
  const cancel = useMutation({
    mutationFn: (values: Values) =>
      cancelOnBehalf(booking.id, {
        on_behalf_of: values.on_behalf_of as OnBehalfSide,
        reason: values.reason.trim(),
      }),
    onSuccess: async (answer) => {
      await onDone(answer.message);
      onClose();
    },
    onError: (err) =>
      applyServerErrors(err, setError, {
        fields: { on_behalf_of: 'on_behalf_of', reason: 'reason' },
        root: () => serverMessage(err) ?? m.cancelFailed,
      }),
  });
  const sideError = errors.on_behalf_of?.message;
  const reasonError = errors.reason?.message;
  const rootError = errors.root?.server?.message;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !cancel.isPending && onClose()}
      title={`Cancel ${booking.reference}?`}
      description={`${booking.student_name} with ${booking.mentor_name}, ${formatDate(booking.start)}`}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={handleSubmit((values) => cancel.mutate(values))}
      >
        <p>
          The lesson is cancelled as if that side cancelled it: both are told by e-mail and it leaves their
          calendars.
        </p>
        <fieldset
          className="flex flex-col gap-2"
          aria-invalid={sideError ? true : undefined}
          aria-describedby={sideError ? `${id}-side-error` : undefined}
        >
          <legend className="text-sm font-semibold">On behalf of (required)</legend>
          <label className="flex items-start gap-2">
            <input
              type="radio"
              value="mentor"
              className="mt-1 size-5"
              {...register('on_behalf_of', { required: m.sideInvalid })}
            />
            <span>
              The mentor: {booking.mentor_name}. Refunds all that was paid
              {paid > 0 ? ` (${formatMoney(paid, booking.currency)})` : ''}.
            </span>
          </label>
          <label className="flex items-start gap-2">
            <input
              type="radio"
              value="student"
              className="mt-1 size-5"
              {...register('on_behalf_of', { required: m.sideInvalid })}
            />
            <span>
              The student: {booking.student_name}. Refunds in full 48 hours or more before the start, half
              later.
            </span>
          </label>
          {sideError ? (
            <p id={`${id}-side-error`} className="text-sm font-semibold text-red-700">
              {sideError}
            </p>
          ) : null}
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-reason`} className="text-sm font-semibold">
            Reason (required)
          </label>
          <textarea
            id={`${id}-reason`}
            maxLength={STAFF_REASON_MAX}
            rows={3}
            required
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={`${id}-help${reasonError ? ` ${id}-reason-error` : ''}`}
            {...register('reason', {
              validate: (text: string) => {
                const trimmed = text.trim();
                if (trimmed.length === 0) return auditMessages.reasonRequired;
                return trimmed.length <= STAFF_REASON_MAX || auditMessages.reasonTooLong;
              },
            })}
            className="w-full rounded-xl border-2 border-neutral-300 bg-white p-3 text-base focus:border-ink"
          />
          <p id={`${id}-help`} className="text-sm text-neutral-700">
            Kept in the audit log. {reason.trim().length}/{STAFF_REASON_MAX} characters
          </p>
          {reasonError ? (
            <p id={`${id}-reason-error`} className="text-sm font-semibold text-red-700">
              {reasonError}
            </p>
          ) : null}
        </div>
        {rootError ? <Alert tone="error">{rootError}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" size="sm" onClick={onClose} disabled={cancel.isPending}>
            Go back
          </Button>
          <Button type="submit" size="sm" disabled={cancel.isPending}>
            {cancel.isPending ? 'Working...' : 'Cancel the lesson'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
