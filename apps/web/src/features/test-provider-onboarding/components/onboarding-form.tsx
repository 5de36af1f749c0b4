/**
 * The test provider's onboarding form (B11): country (every country; the payout countries first and
 * marked), account holder and IBAN. Errors are announced and linked to their field; Submit sends the
 * details, the server answers where the browser goes next.
 */
import { testOnboardingTexts as texts } from '@app/contract';
import { memo, useId } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { serverMessage } from '../../../shared/api/client.ts';
import { FORM_OPTIONS } from '../../../shared/forms/form-options.ts';
import { applyServerErrors } from '../../../shared/forms/server-errors.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { countryGroups, onboardingErrors } from '../model/countries.ts';

export interface OnboardingValues {
  country: string;
  holder: string;
  iban: string;
}

interface OnboardingFormProps {
  initial: OnboardingValues;
  busy: boolean;
  /** Sends the details; a refusal comes back as the rejection, shown by field where it can be. */
  onSubmit: (values: OnboardingValues) => Promise<unknown>;
}

/** The form's fields under the inputs' names (the browser's autofill reads `name` for the holder). */
interface FormValues {
  country: string;
  name: string;
  iban: string;
}

const toValues = ({ country, name, iban }: FormValues): OnboardingValues => ({ country, holder: name, iban });

/** The server's field names (R1) and the form's. */
const SERVER_FIELDS = { country: 'country', account_holder_name: 'name', iban: 'iban' } as const;

/** About 250 options: built once, and not re-rendered on every keystroke in the other fields. */
const CountryOptions = memo(function CountryOptions() {
  const groups = countryGroups();
  return (
    <>
      <option value="">Choose a country</option>
      <optgroup label="Payout countries">
        {groups.payout.map((c) => (
          <option key={c.code} value={c.code}>
            {c.label}
          </option>
        ))}
      </optgroup>
      <optgroup label="Other countries">
        {groups.other.map((c) => (
          <option key={c.code} value={c.code}>
            {c.label}
          </option>
        ))}
      </optgroup>
    </>
  );
});

export function OnboardingForm({ initial, busy, onSubmit }: OnboardingFormProps) {
  const { control, register, handleSubmit, setError, clearErrors, formState } = useForm<FormValues>({
    ...FORM_OPTIONS,
    defaultValues: { country: initial.country, name: initial.holder, iban: initial.iban },
  });
  const { errors } = formState;
  const countryId = useId();
  // Each field's check (one pure function for the three); a field's message goes as soon as it is edited.
  const rules = (name: FieldPath<FormValues>, check: keyof OnboardingValues) => ({
    validate: (_value: string, values: FormValues) => onboardingErrors(toValues(values))[check] ?? true,
    onChange: () => clearErrors(name),
  });
  const submit = handleSubmit((values) =>
    onSubmit(toValues(values)).catch((error: unknown) =>
      applyServerErrors(error, setError, {
        fields: SERVER_FIELDS,
        root: ({ fieldsTaken }) => (fieldsTaken ? null : (serverMessage(error) ?? texts.failed)),
      }),
    ),
  );
  return (
    <>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Payout account details">
        <div className="flex flex-col gap-1">
          <label htmlFor={countryId} className="text-sm font-semibold">
            {texts.countryLabel}
          </label>
          {/* Controlled, as before: the chosen option is found inside its group on the first render. */}
          <Controller
            control={control}
            name="country"
            rules={rules('country', 'country')}
            render={({ field }) => (
              <select
                id={countryId}
                autoComplete="country"
                aria-invalid={errors.country ? true : undefined}
                aria-describedby={errors.country ? `${countryId}-error` : undefined}
                className={`min-h-[58px] w-full rounded-xl border-2 bg-white px-3 text-base ${
                  errors.country ? 'border-red-700' : 'border-neutral-300 focus:border-ink'
                }`}
                {...field}
              >
                <CountryOptions />
              </select>
            )}
          />
          {errors.country ? (
            <p id={`${countryId}-error`} className="text-sm font-medium text-red-700">
              {errors.country.message}
            </p>
          ) : null}
        </div>
        <TextField
          label={texts.holderLabel}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name', rules('name', 'holder'))}
        />
        <TextField
          label={texts.ibanLabel}
          autoComplete="off"
          spellCheck={false}
          error={errors.iban?.message}
          {...register('iban', rules('iban', 'iban'))}
          hint="Test IBAN: DE89 3704 0044 0532 0130 00. Spaces are fine."
        />
        <Button type="submit" disabled={busy} className="self-start">
          {busy ? texts.submitting : texts.submit}
        </Button>
      </form>
      {errors.root?.server ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
    </>
  );
}
