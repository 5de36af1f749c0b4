/**
 * The mentor's sidebar forms (CAL-03, CAL-09..11, CAL-13): time off or extra availability from two dates
 * and two times in the viewer's zone; a reversed range is swapped before sending, and the calendar
 * refreshes after the change.
 */
import { calendarMessages } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { serverMessage } from '../../../shared/api/client.ts';
import { FORM_OPTIONS } from '../../../shared/forms/form-options.ts';
import { applyServerErrors } from '../../../shared/forms/server-errors.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { addRange, calendarKey, type RangeKind } from '../api/calendar.ts';
import { rangeFromInputs } from '../model/dates.ts';

const TEXTS: Record<RangeKind, { heading: string; submit: string; failed: string; done: string }> = {
  'time-off': {
    heading: 'Add time off',
    submit: 'Add time off',
    failed: calendarMessages.addTimeOffFailed,
    done: 'Time off added.',
  },
  'extra-time': {
    heading: 'Add extra availability',
    submit: 'Add extra availability',
    failed: calendarMessages.addExtraTimeFailed,
    done: 'Extra availability added.',
  },
};

interface RangeValues {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

const EMPTY: RangeValues = { startDate: '', startTime: '', endDate: '', endTime: '' };

const inputClass = 'h-10 w-full rounded-lg border border-neutral-500 px-2';

export function RangeForm({ kind }: { kind: RangeKind }) {
  const texts = TEXTS[kind];
  const id = useId();
  const client = useQueryClient();
  const { register, handleSubmit, reset, setError, formState } = useForm({
    ...FORM_OPTIONS,
    defaultValues: EMPTY,
  });
  const [done, setDone] = useState(false);
  const add = useMutation({
    mutationFn: (range: { start: string; end: string }) => addRange(kind, range),
    onSuccess: async () => {
      reset(EMPTY);
      setDone(true);
      await client.invalidateQueries({ queryKey: calendarKey });
    },
    // The server's sentence says what is wrong (a lesson in the way, the past); else the fixed text.
    onError: (error) =>
      applyServerErrors(error, setError, {
        fields: {},
        root: () => {
          const detail = serverMessage(error);
          return detail ? `${texts.failed} ${detail}` : texts.failed;
        },
      }),
  });

  const submit = handleSubmit((v) => {
    const range = rangeFromInputs(v.startDate, v.startTime, v.endDate, v.endTime);
    if (range) add.mutate(range);
  });
  // The four inputs make one range: one check, one message (CAL-10).
  const wholeRange = {
    validate: (_value: string, v: RangeValues) =>
      rangeFromInputs(v.startDate, v.startTime, v.endDate, v.endTime) !== null ||
      calendarMessages.bothDatesAndTimes,
  };
  const problem = formState.errors.endTime?.message ?? formState.errors.root?.server?.message;

  const field = (name: keyof RangeValues, label: string, type: 'date' | 'time') => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type={type}
        step={type === 'time' ? 1800 : undefined}
        className={inputClass}
        {...register(name, name === 'endTime' ? wholeRange : undefined)}
      />
    </div>
  );

  return (
    <form
      onSubmit={(event) => {
        setDone(false);
        void submit(event);
      }}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-3"
    >
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        {texts.heading}
      </h2>
      <div className="grid grid-cols-2 gap-2">
        {field('startDate', 'Start date', 'date')}
        {field('startTime', 'Start time', 'time')}
        {field('endDate', 'End date', 'date')}
        {field('endTime', 'End time', 'time')}
      </div>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {done ? <Alert tone="success">{texts.done}</Alert> : null}
      <Button type="submit" variant="primary" size="sm" disabled={add.isPending}>
        {texts.submit}
      </Button>
    </form>
  );
}
