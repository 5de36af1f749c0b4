/**
 * The mentor's own booking rules (issue 22 item 4): minimum notice, horizon, buffer around lessons and the
 * most lessons a day, on the Availability tab. Checked here with the contract's ranges and again by the
 * server, whose R1 refusals land on the same fields (shared R1 mapper).
 */
import {
  BOOKING_RULE_LIMITS,
  bookingRuleMessages as m,
  type BookingRuleName,
  type BookingRulesBody,
} from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { FORM_OPTIONS } from '../../../../shared/forms/form-options.ts';
import { applyServerErrors } from '../../../../shared/forms/server-errors.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import { bookingRulesQuery, updateBookingRules } from '../../api/booking-rules.ts';
import { FormOutcome, SettingsSection } from '../section.tsx';

type Draft = Record<BookingRuleName, string>;
const FIELDS: { name: BookingRuleName; label: string; hint?: string }[] = [
  { name: 'min_notice_hours', label: m.minNoticeLabel },
  { name: 'horizon_days', label: m.horizonLabel },
  { name: 'buffer_minutes', label: m.bufferLabel },
  { name: 'max_lessons_per_day', label: m.maxPerDayLabel, hint: m.maxPerDayHint },
];

const toDraft = (rules: BookingRulesBody): Draft => ({
  min_notice_hours: String(rules.min_notice_hours),
  horizon_days: String(rules.horizon_days),
  buffer_minutes: String(rules.buffer_minutes),
  max_lessons_per_day: rules.max_lessons_per_day === null ? '' : String(rules.max_lessons_per_day),
});

const toBody = (draft: Draft): BookingRulesBody => ({
  min_notice_hours: Number(draft.min_notice_hours),
  horizon_days: Number(draft.horizon_days),
  buffer_minutes: Number(draft.buffer_minutes),
  max_lessons_per_day: draft.max_lessons_per_day.trim() === '' ? null : Number(draft.max_lessons_per_day),
});

/** A whole number within the rule's range; the day limit may also be left empty. */
function ruleProblem(name: BookingRuleName, text: string): string | true {
  const { min, max } = BOOKING_RULE_LIMITS[name];
  if (name === 'max_lessons_per_day' && text.trim() === '') return true;
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max
    ? true
    : m.range(min, max);
}

function RuleField({
  field,
  register,
  error,
}: {
  field: (typeof FIELDS)[number];
  register: UseFormRegister<Draft>;
  error: string | undefined;
}) {
  const id = useId();
  const { min, max } = BOOKING_RULE_LIMITS[field.name];
  const described = [field.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {field.label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        className="w-full max-w-40 rounded-xl border border-neutral-400 p-2"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...register(field.name, { validate: (text) => ruleProblem(field.name, text) })}
      />
      {field.hint ? (
        <p id={`${id}-hint`} className="text-sm text-neutral-700">
          {field.hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function RulesForm({ stored }: { stored: BookingRulesBody }) {
  const client = useQueryClient();
  const [saved, setSaved] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Draft>({
    ...FORM_OPTIONS,
    defaultValues: toDraft(stored),
  });
  const save = useMutation({
    mutationFn: (draft: Draft) => updateBookingRules(toBody(draft)),
    onSuccess: (answer) => {
      client.setQueryData(bookingRulesQuery.queryKey, answer);
      setSaved(m.saved);
    },
    onError: (error) =>
      applyServerErrors(error, setError, {
        fields: Object.fromEntries(FIELDS.map((f) => [f.name, f.name])),
        fallback: m.failed,
      }),
  });

  return (
    <form
      noValidate
      aria-label={m.heading}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        setSaved(null);
        void handleSubmit((draft) => save.mutate(draft))(event);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <RuleField
            key={field.name}
            field={field}
            register={register}
            error={formState.errors[field.name]?.message}
          />
        ))}
      </div>
      <FormOutcome error={formState.errors.root?.server?.message} success={saved} />
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : m.save}
      </Button>
    </form>
  );
}

export function BookingRulesSection() {
  const rules = useQuery(bookingRulesQuery);
  return (
    <SettingsSection title={m.heading} description={m.description}>
      {rules.data ? (
        <RulesForm stored={rules.data} />
      ) : (
        <FormOutcome error={rules.isError ? m.loadFailed : null} />
      )}
    </SettingsSection>
  );
}
