/**
 * Changes a promo code (issue 21 item 5, ADR 72): description, discount (a percentage or an amount in
 * euros), expiry (a UTC day, the code works until its end) and the limit of uses. react-hook-form with the
 * shared R1 mapper: the server's refusals (a limit below the uses so far) land on their fields.
 */
import { useForm, useWatch } from 'react-hook-form';
import type { PromoCode, PromoCodeChange } from '@app/contract';
import { FORM_OPTIONS } from '../../../shared/forms/form-options.ts';
import { applyServerErrors } from '../../../shared/forms/server-errors.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { changePromoCode } from '../api/content.ts';

interface Values {
  description: string;
  kind: 'percent' | 'amount';
  value: string;
  expires: string;
  limit: string;
}

const valuesOf = (promo: PromoCode): Values => ({
  description: promo.description,
  kind: promo.percent_off !== null ? 'percent' : 'amount',
  value:
    promo.percent_off !== null ? String(promo.percent_off) : ((promo.amount_off_cents ?? 0) / 100).toFixed(2),
  expires: promo.expires_at ? promo.expires_at.slice(0, 10) : '',
  limit: promo.max_redemptions === null ? '' : String(promo.max_redemptions),
});

function bodyOf(values: Values): PromoCodeChange {
  const value = Number(values.value);
  return {
    description: values.description.trim(),
    ...(values.kind === 'percent'
      ? { percent_off: Math.round(value) }
      : { amount_off_cents: Math.round(value * 100) }),
    expires_at: values.expires ? `${values.expires}T23:59:59Z` : null,
    max_redemptions: values.limit.trim() ? Math.round(Number(values.limit)) : null,
  };
}

export function PromoChangeForm({
  promo,
  onDone,
}: {
  promo: PromoCode;
  onDone: (message: string) => void | Promise<void>;
}) {
  const { control, register, handleSubmit, setError, formState } = useForm<Values>({
    ...FORM_OPTIONS,
    defaultValues: valuesOf(promo),
  });
  const kind = useWatch({ control, name: 'kind' });
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    try {
      const answer = await changePromoCode(promo.id, bodyOf(values));
      await onDone(answer.message);
    } catch (error) {
      applyServerErrors(error, setError, {
        fields: {
          description: 'description',
          percent_off: 'value',
          amount_off_cents: 'value',
          expires_at: 'expires',
          max_redemptions: 'limit',
        },
        fallback: 'The promo code could not be changed. Please try again.',
      });
    }
  });
  return (
    <form
      noValidate
      aria-labelledby="promo-change-heading"
      className="flex max-w-xl flex-col gap-4"
      onSubmit={submit}
    >
      <h3 id="promo-change-heading" className="text-xl font-bold">
        Change the code
      </h3>
      <p className="text-sm text-neutral-700">Bookings already made keep the price they were given.</p>
      <TextField
        label="Description"
        maxLength={200}
        error={errors.description?.message}
        {...register('description')}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">Discount</legend>
        <div className="flex flex-wrap gap-4">
          <label className="flex items-center gap-2">
            <input type="radio" value="percent" {...register('kind')} /> Percentage
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="amount" {...register('kind')} /> Fixed amount (EUR)
          </label>
        </div>
        <TextField
          label={kind === 'percent' ? 'Percent off (1 to 100)' : 'Amount off in EUR'}
          inputMode="decimal"
          error={errors.value?.message}
          {...register('value', {
            validate: (text) => {
              const value = Number(text);
              if (!text.trim() || !Number.isFinite(value) || value <= 0)
                return 'Please give a discount above 0.';
              if (kind === 'percent' && (value > 100 || !Number.isInteger(value))) {
                return 'Please give a whole percentage from 1 to 100.';
              }
              return true;
            },
          })}
        />
      </fieldset>
      <TextField
        label="Last day it works (UTC, empty for no end)"
        type="date"
        error={errors.expires?.message}
        {...register('expires')}
      />
      <TextField
        label="Limit of uses (empty for no limit)"
        inputMode="numeric"
        error={errors.limit?.message}
        {...register('limit', {
          validate: (text) =>
            !text.trim() ||
            (/^\d+$/.test(text.trim()) && Number(text) >= 1) ||
            'Please give a whole number of 1 or more.',
        })}
      />
      {errors.root?.server?.message ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      <div>
        <Button type="submit" size="sm" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
