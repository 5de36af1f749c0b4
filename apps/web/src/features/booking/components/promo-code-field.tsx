/** BOOK-14, B8: a promo code checked with the server; an applied code is sent with the booking. */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '../../../shared/api/client.ts';
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
  const [code, setCode] = useState(applied?.code ?? '');
  const [error, setError] = useState<string | null>(null);
  const validate = useMutation({
    mutationFn: (value: string) =>
      validatePromoCode({ code: value, mentor_id: mentorId, session_id: sessionId }),
    onSuccess: (promo) => {
      setError(null);
      onApplied(promo);
    },
    onError: (err) => {
      onApplied(null);
      setError(serverMessage(err) ?? PROMO_FAILED);
    },
  });
  const trimmed = code.trim();
  return (
    <form
      className="flex items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed) validate.mutate(trimmed);
      }}
    >
      <TextField
        label="Promo code"
        className="flex-1"
        value={code}
        maxLength={40}
        autoComplete="off"
        onChange={(event) => {
          setCode(event.target.value);
          setError(null);
          if (applied) onApplied(null);
        }}
        error={error ?? undefined}
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
