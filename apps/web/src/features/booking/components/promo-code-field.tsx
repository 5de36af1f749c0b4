/** BOOK-14, B8: a promo code checked with the server; an applied code is sent with the booking. */
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { serverMessage } from '../../../shared/api/client.ts';
import { FORM_OPTIONS } from '../../../shared/forms/form-options.ts';
import { applyServerErrors } from '../../../shared/forms/server-errors.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { validatePromoCode } from '../api/checkout.ts';
import type { PromoValidateResponse } from '../model/types.ts';

interface PromoCodeFieldProps {
  mentorId: number;
  sessionId: number;
  applied: PromoValidateResponse | null;
  onApplied: (promo: PromoValidateResponse | null) => void;
}

export const PROMO_FAILED = 'This promo code could not be applied. Please try again.';

export function PromoCodeField({ mentorId, sessionId, applied, onApplied }: PromoCodeFieldProps) {
  const { control, register, handleSubmit, setError, clearErrors, formState } = useForm({
    ...FORM_OPTIONS,
    defaultValues: { code: applied?.code ?? '' },
  });
  const validate = useMutation({
    mutationFn: (value: string) =>
      validatePromoCode({ code: value, mentor_id: mentorId, session_id: sessionId }),
    onSuccess: (promo) => onApplied(promo),
    onError: (err) => {
      onApplied(null);
      // The refusal is about the one code typed: its sentence shows under the field.
      applyServerErrors(err, setError, { fields: {}, root: () => serverMessage(err) ?? PROMO_FAILED });
    },
  });
  const trimmed = useWatch({ control, name: 'code' }).trim();
  return (
    <form
      className="flex items-start gap-2"
      onSubmit={handleSubmit(({ code }) => {
        if (code.trim()) validate.mutate(code.trim());
      })}
    >
      <TextField
        label="Promo code"
        className="flex-1"
        maxLength={40}
        autoComplete="off"
        {...register('code', {
          onChange: () => {
            clearErrors('root');
            if (applied) onApplied(null);
          },
        })}
        error={formState.errors.root?.server?.message}
        hint={applied ? `Applied: ${applied.description || applied.code}` : undefined}
      />
      <Button
        type="submit"
        variant="outline"
        className="mt-[28px]"
        disabled={!trimmed || validate.isPending}
        aria-busy={validate.isPending || undefined}
      >
        Apply
      </Button>
    </form>
  );
}
