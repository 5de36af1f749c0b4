/**
 * The referral-code popup over /listings (REFERRAL-01..05, REFERRAL-08, CONST-26). Submitting, skipping
 * or closing marks it dismissed; an empty code counts as a skip; after success it closes 1.5 s later.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../shared/api/client.ts';
import { FORM_OPTIONS } from '../../../shared/forms/form-options.ts';
import { applyServerErrors } from '../../../shared/forms/server-errors.ts';
import { authCheckKey } from '../../../shared/session/auth-check.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { addReferral } from '../api/add-referral.ts';
import { dismissReferralPopup } from '../model/popup-rule.ts';

export const CLOSE_AFTER_SUCCESS_MS = 1500;

/** REFERRAL-08: the server's message or error, else the popup's own fallback. */
export function referralError(error: unknown): string {
  const body = error instanceof ApiError ? error.body : null;
  for (const key of ['message', 'error', 'detail'] as const) {
    const value = body?.[key];
    if (typeof value === 'string' && value) return value;
  }
  return 'Something went wrong';
}

export function ReferralPopup() {
  const [open, setOpen] = useState(true);
  const { register, handleSubmit, setError, formState } = useForm({
    ...FORM_OPTIONS,
    defaultValues: { code: '' },
  });
  const [success, setSuccess] = useState<string | null>(null);
  const error = formState.errors.root?.server?.message;
  const client = useQueryClient();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const close = () => {
    dismissReferralPopup();
    setOpen(false);
  };

  const mutation = useMutation({
    mutationFn: addReferral,
    onSuccess: (answer) => {
      setSuccess(answer?.message || 'Referral code added.');
      timer.current = window.setTimeout(() => {
        setOpen(false);
        // The account can no longer add a code: ask the server again.
        void client.invalidateQueries({ queryKey: authCheckKey });
      }, CLOSE_AFTER_SUCCESS_MS);
    },
    onError: (err) => applyServerErrors(err, setError, { fields: {}, root: () => referralError(err) }),
  });

  const submit = handleSubmit(({ code }) => {
    const trimmed = code.trim();
    dismissReferralPopup();
    // An empty code counts as a skip.
    if (!trimmed) setOpen(false);
    else mutation.mutate(trimmed);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      title="Were you referred by a mentor?"
      description="Enter their referral code to link your account. A code can be added within 24 hours of signing up."
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <TextField
          label="Referral code"
          {...register('code')}
          autoComplete="off"
          maxLength={64}
          disabled={!!success}
        />
        {error ? <Alert tone="error">{error}</Alert> : null}
        {success ? <Alert tone="success">{success}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={close} disabled={mutation.isPending}>
            Skip
          </Button>
          <Button type="submit" disabled={mutation.isPending || !!success}>
            {mutation.isPending ? 'Submitting...' : 'Submit'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
