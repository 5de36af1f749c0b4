/**
 * Hides a review with a reason, or shows it again (issue 21 item 5, ADR 72). The reason is required and
 * counted after trimming as the server counts it; the server's refusals land on the field or the form
 * through the shared R1 mapper.
 */
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { auditMessages, STAFF_REASON_MAX, type StaffReview } from '@app/contract';
import { FORM_OPTIONS } from '../../../shared/forms/form-options.ts';
import { applyServerErrors } from '../../../shared/forms/server-errors.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { decideReview } from '../api/content.ts';

export function ReviewDecisionDialog({
  review,
  onClose,
  onDone,
}: {
  review: StaffReview;
  onClose: () => void;
  onDone: (message: string) => void | Promise<void>;
}) {
  const hide = review.hidden_at === null;
  const fieldId = useId();
  const { control, register, handleSubmit, setError, formState } = useForm({
    ...FORM_OPTIONS,
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control, name: 'reason' });
  const reasonError = formState.errors.reason?.message;
  const rootError = formState.errors.root?.server?.message;
  const submit = handleSubmit(async (values) => {
    try {
      const answer = await decideReview(review.id, hide, values.reason);
      await onDone(answer.message);
      onClose();
    } catch (error) {
      applyServerErrors(error, setError, {
        fields: { reason: 'reason' },
        fallback: 'The review could not be changed. Please try again.',
      });
    }
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !formState.isSubmitting && onClose()}
      title={hide ? 'Hide this review' : 'Show this review again'}
      description={
        hide
          ? `${review.author_name}'s review of ${review.mentor_name} leaves the mentor's profile, averages and rating at once.`
          : `${review.author_name}'s review of ${review.mentor_name} counts on the mentor's profile again.`
      }
    >
      <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
        <div className="flex flex-col gap-1">
          <label htmlFor={fieldId} className="text-sm font-semibold">
            {hide ? 'Why is it hidden?' : 'Why is it shown again?'}
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
        {rootError ? <Alert tone="error">{rootError}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" size="sm" onClick={onClose} disabled={formState.isSubmitting}>
            Go back
          </Button>
          <Button type="submit" size="sm" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Working...' : hide ? 'Hide review' : 'Show review'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
