/**
 * Recurring time off (issue 22 item 1, ADR 77) in the mentor's calendar sidebar: the weekly time off with
 * Remove, and a form "every <weekday> from HH:MM to HH:MM until <date>" in the mentor's own zone (named).
 * The server checks it too; its R1 refusals land on the fields through the shared mapper. After a change
 * the calendar refreshes, where each occurrence shows as time off.
 */
import {
  RECURRING_TIME_PATTERN,
  RECURRING_WEEKDAY_NAMES,
  recurringTimeOffMessages as m,
  type RecurringTimeOff,
} from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FORM_OPTIONS } from '../../../shared/forms/form-options.ts';
import { applyServerErrors } from '../../../shared/forms/server-errors.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { calendarKey } from '../api/calendar.ts';
import {
  addRecurringTimeOff,
  recurringTimeOffQuery,
  removeRecurringTimeOff,
} from '../api/recurring-time-off.ts';

interface Values {
  weekday: string;
  startTime: string;
  endTime: string;
  until: string;
}
const EMPTY: Values = { weekday: '0', startTime: '', endTime: '', until: '' };
const inputClass = 'h-10 w-full rounded-lg border border-neutral-500 px-2';

/** A time input cannot say 24:00: an end of 00:00 after a later start means midnight, the end of the day. */
const endOf = (start: string, end: string) => (end === '00:00' && start > '00:00' ? '24:00' : end);

function untilText(until: string): string {
  return new Date(`${until}T00:00:00Z`).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

function describe(row: RecurringTimeOff): string {
  const day = RECURRING_WEEKDAY_NAMES[row.weekday] ?? '';
  const until = row.until ? `, until ${untilText(row.until)}` : '';
  return `Every ${day}, ${row.start_time} to ${row.end_time}${until}`;
}

export function RecurringTimeOffForm() {
  const id = useId();
  const client = useQueryClient();
  const list = useQuery(recurringTimeOffQuery);
  const [outcome, setOutcome] = useState<{ error: string | null; success: string | null }>({
    error: null,
    success: null,
  });
  const refresh = async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: recurringTimeOffQuery.queryKey }),
      client.invalidateQueries({ queryKey: calendarKey }),
    ]);
  };
  const { register, handleSubmit, reset, setError, formState } = useForm<Values>({
    ...FORM_OPTIONS,
    defaultValues: EMPTY,
  });
  const add = useMutation({
    mutationFn: (v: Values) =>
      addRecurringTimeOff({
        weekday: Number(v.weekday),
        start_time: v.startTime,
        end_time: endOf(v.startTime, v.endTime),
        until: v.until === '' ? null : v.until,
      }),
    onSuccess: async () => {
      reset(EMPTY);
      setOutcome({ error: null, success: m.added });
      await refresh();
    },
    onError: (error) =>
      applyServerErrors(error, setError, {
        fields: { weekday: 'weekday', start_time: 'startTime', end_time: 'endTime', until: 'until' },
        fallback: m.addFailed,
      }),
  });
  const remove = useMutation({
    mutationFn: (rowId: number) => removeRecurringTimeOff(rowId),
    onSuccess: async () => {
      setOutcome({ error: null, success: null });
      await refresh();
    },
    onError: () => setOutcome({ error: m.removeFailed, success: null }),
  });

  const time = { validate: (text: string) => RECURRING_TIME_PATTERN.test(text) || m.badTime };
  const endAfterStart = {
    validate: (text: string, v: Values) =>
      !RECURRING_TIME_PATTERN.test(text)
        ? m.badTime
        : endOf(v.startTime, text) > v.startTime || m.endNotAfterStart,
  };
  const errorOf = (name: keyof Values) => formState.errors[name]?.message;
  const field = (name: keyof Values, label: string, control: ReactNode, hint?: string) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      {control}
      {hint ? (
        <p id={`${id}-${name}-hint`} className="text-xs text-neutral-700">
          {hint}
        </p>
      ) : null}
      {errorOf(name) ? (
        <p id={`${id}-${name}-error`} className="text-sm text-red-800">
          {errorOf(name)}
        </p>
      ) : null}
    </div>
  );
  const a11y = (name: keyof Values, hint = false) => ({
    id: `${id}-${name}`,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby':
      [hint ? `${id}-${name}-hint` : '', errorOf(name) ? `${id}-${name}-error` : '']
        .filter(Boolean)
        .join(' ') || undefined,
  });

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        {m.heading}
      </h2>
      <p className="text-sm text-neutral-700">
        {m.description} {list.data ? m.inYourZone(list.data.timezone) : null}
      </p>
      {list.data ? (
        list.data.items.length === 0 ? (
          <p className="text-sm text-neutral-700">{m.none}</p>
        ) : (
          <ul aria-label={m.heading} className="flex flex-col gap-2">
            {list.data.items.map((row) => (
              <li key={row.id} className="flex items-center gap-2 rounded-lg border border-neutral-300 p-2">
                <span className="min-w-0 flex-1 text-sm">{describe(row)}</span>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={`${m.remove}: ${describe(row)}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(row.id)}
                >
                  {m.remove}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {list.isError ? <Alert tone="error">{m.loadFailed}</Alert> : null}
      {outcome.error ? <Alert tone="error">{outcome.error}</Alert> : null}
      <form
        noValidate
        aria-label={m.add}
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          setOutcome({ error: null, success: null });
          void handleSubmit((v) => add.mutate(v))(event);
        }}
      >
        {field(
          'weekday',
          m.weekdayLabel,
          <select className={inputClass} {...a11y('weekday')} {...register('weekday')}>
            {RECURRING_WEEKDAY_NAMES.map((name, index) => (
              <option key={name} value={String(index)}>
                {name}
              </option>
            ))}
          </select>,
        )}
        <div className="grid grid-cols-2 gap-2">
          {field(
            'startTime',
            m.startLabel,
            <input
              type="time"
              className={inputClass}
              {...a11y('startTime')}
              {...register('startTime', time)}
            />,
          )}
          {field(
            'endTime',
            m.endLabel,
            <input
              type="time"
              className={inputClass}
              {...a11y('endTime')}
              {...register('endTime', endAfterStart)}
            />,
          )}
        </div>
        {field(
          'until',
          m.untilLabel,
          <input type="date" className={inputClass} {...a11y('until', true)} {...register('until')} />,
          m.untilHint,
        )}
        {formState.errors.root?.server?.message ? (
          <Alert tone="error">{formState.errors.root.server.message}</Alert>
        ) : null}
        {outcome.success ? <Alert tone="success">{outcome.success}</Alert> : null}
        <Button type="submit" variant="primary" size="sm" disabled={add.isPending}>
          {m.add}
        </Button>
      </form>
    </section>
  );
}
