/**
 * The test provider's onboarding form (B11): country (every country; the payout countries first and
 * marked), account holder and IBAN. Errors are announced and linked to their field; Submit sends the
 * details, the server answers where the browser goes next.
 */
import { testOnboardingTexts as texts } from '@app/contract';
import { memo, useId, useState, type FormEvent } from 'react';
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
  /** Errors the server found, by field. */
  serverErrors: Partial<Record<keyof OnboardingValues, string>>;
  onSubmit: (values: OnboardingValues) => void;
}

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

export function OnboardingForm({ initial, busy, serverErrors, onSubmit }: OnboardingFormProps) {
  const [values, setValues] = useState<OnboardingValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof OnboardingValues, string>>>({});
  const countryId = useId();
  const shown = { ...serverErrors, ...errors };
  const set = (field: keyof OnboardingValues) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = onboardingErrors(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Payout account details">
      <div className="flex flex-col gap-1">
        <label htmlFor={countryId} className="text-sm font-semibold">
          {texts.countryLabel}
        </label>
        <select
          id={countryId}
          name="country"
          autoComplete="country"
          value={values.country}
          onChange={set('country')}
          aria-invalid={shown.country ? true : undefined}
          aria-describedby={shown.country ? `${countryId}-error` : undefined}
          className={`min-h-[58px] w-full rounded-xl border-2 bg-white px-3 text-base ${
            shown.country ? 'border-red-700' : 'border-neutral-300 focus:border-ink'
          }`}
        >
          <CountryOptions />
        </select>
        {shown.country ? (
          <p id={`${countryId}-error`} className="text-sm font-medium text-red-700">
            {shown.country}
          </p>
        ) : null}
      </div>
      <TextField
        label={texts.holderLabel}
        name="name"
        autoComplete="name"
        value={values.holder}
        onChange={set('holder')}
        error={shown.holder}
      />
      <TextField
        label={texts.ibanLabel}
        name="iban"
        autoComplete="off"
        spellCheck={false}
        value={values.iban}
        onChange={set('iban')}
        error={shown.iban}
        hint="Test IBAN: DE89 3704 0044 0532 0130 00. Spaces are fine."
      />
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? texts.submitting : texts.submit}
      </Button>
    </form>
  );
}
