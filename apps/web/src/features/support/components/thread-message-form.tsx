/**
 * One message into a support thread (issue 21 item 4): a staff reply, an internal note or the user's answer.
 * Required and at most SUPPORT_MESSAGE_MAX characters after trimming, as the server counts; the server's
 * refusal (a closed ticket, a field error) shows under the form through the shared R1 mapper.
 */
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SUPPORT_MESSAGE_MAX, supportMessages as m } from '@app/contract';
import { applyServerErrors } from '../../../shared/forms/server-errors.ts';
import { FORM_OPTIONS } from '../../../shared/forms/form-options.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';

export function ThreadMessageForm({
  label,
  hint,
  submitLabel,
  doneMessage,
  send,
}: {
  label: string;
  hint?: string;
  submitLabel: string;
  /** Said in a status region once the message is in. */
  doneMessage: string;
  send: (message: string) => Promise<unknown>;
}) {
  const fieldId = useId();
  const [done, setDone] = useState(false);
  const { register, handleSubmit, formState, setError, reset } = useForm({
    ...FORM_OPTIONS,
    defaultValues: { message: '' },
  });
  const fieldError = formState.errors.message?.message;
  const formError = formState.errors.root?.server?.message;
  const describedBy = [hint ? `${fieldId}-hint` : '', fieldError ? `${fieldId}-error` : '']
    .filter(Boolean)
    .join(' ');
  const submit = handleSubmit(async ({ message }) => {
    setDone(false);
    try {
      await send(message.trim());
      reset();
      setDone(true);
    } catch (error) {
      applyServerErrors(error, setError, { fields: { message: 'message' }, fallback: m.unexpected });
    }
  });
  return (
    <form noValidate className="flex flex-col gap-2" onSubmit={submit}>
      <label htmlFor={fieldId} className="font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${fieldId}-hint`} className="text-sm text-neutral-700">
          {hint}
        </p>
      ) : null}
      <textarea
        id={fieldId}
        rows={4}
        maxLength={SUPPORT_MESSAGE_MAX}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="w-full rounded-xl border-2 border-neutral-300 bg-white p-3 text-base focus:border-ink"
        {...register('message', {
          validate: (text: string) => {
            const trimmed = text.trim();
            if (trimmed.length === 0) return m.threadRequired;
            return trimmed.length <= SUPPORT_MESSAGE_MAX || m.messageTooLong;
          },
        })}
      />
      {fieldError ? (
        <p id={`${fieldId}-error`} className="text-sm font-semibold text-red-700">
          {fieldError}
        </p>
      ) : null}
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div role="status" aria-live="polite">
        {done ? <p className="text-sm font-semibold text-green-800">{doneMessage}</p> : null}
      </div>
      <div>
        <Button type="submit" size="sm" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Sending...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
