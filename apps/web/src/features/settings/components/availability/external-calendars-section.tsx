/**
 * The mentor's other calendars (issue 22 item 3) on the Availability tab: each address with when it was
 * last read or why the last read failed, a form to add one (read at once by the server) and removal. The
 * server checks the address; its R1 refusals land on the field through the shared mapper.
 */
import { externalCalendarMessages as m, type ExternalCalendar } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FORM_OPTIONS } from '../../../../shared/forms/form-options.ts';
import { applyServerErrors } from '../../../../shared/forms/server-errors.ts';
import { formatShortDateTime } from '../../../../shared/time/viewer-zone.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import {
  addExternalCalendar,
  externalCalendarsQuery,
  removeExternalCalendar,
} from '../../api/external-calendars.ts';
import { FormOutcome, SettingsSection } from '../section.tsx';

function CalendarRow({
  calendar,
  onRemoved,
}: {
  calendar: ExternalCalendar;
  onRemoved: (ok: boolean) => void;
}) {
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => removeExternalCalendar(calendar.id),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: externalCalendarsQuery.queryKey });
      onRemoved(true);
    },
    onError: () => onRemoved(false),
  });
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-neutral-300 p-3 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-all">{calendar.url}</p>
        <p className="text-sm text-neutral-700">
          {calendar.last_synced_at
            ? m.lastSynced(formatShortDateTime(calendar.last_synced_at))
            : m.neverSynced}
        </p>
        {calendar.last_error ? (
          <p className="text-sm text-red-800">{m.syncError(calendar.last_error)}</p>
        ) : null}
      </div>
      <Button
        type="button"
        variant="secondary"
        className="self-start"
        aria-label={m.removeLabel(calendar.url)}
        disabled={remove.isPending}
        onClick={() => remove.mutate()}
      >
        {m.remove}
      </Button>
    </li>
  );
}

function AddCalendarForm({ onAdded }: { onAdded: () => void }) {
  const id = useId();
  const client = useQueryClient();
  const { register, handleSubmit, setError, reset, formState } = useForm<{ url: string }>({
    ...FORM_OPTIONS,
    defaultValues: { url: '' },
  });
  const add = useMutation({
    mutationFn: (draft: { url: string }) => addExternalCalendar({ url: draft.url.trim() }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: externalCalendarsQuery.queryKey });
      reset({ url: '' });
      onAdded();
    },
    onError: (error) => applyServerErrors(error, setError, { fields: { url: 'url' }, fallback: m.addFailed }),
  });
  const error = formState.errors.url?.message;
  return (
    <form
      noValidate
      aria-label={m.add}
      className="flex flex-col gap-2"
      onSubmit={(event) => void handleSubmit((draft) => add.mutate(draft))(event)}
    >
      <label htmlFor={id} className="font-medium">
        {m.urlLabel}
      </label>
      <input
        id={id}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        className="w-full rounded-xl border border-neutral-400 p-2"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register('url', { validate: (text) => /^https?:\/\/\S+$/i.test(text.trim()) || m.notAnAddress })}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <FormOutcome error={formState.errors.root?.server?.message} />
      <Button type="submit" className="self-start" disabled={add.isPending}>
        {add.isPending ? m.adding : m.add}
      </Button>
    </form>
  );
}

export function ExternalCalendarsSection() {
  const calendars = useQuery(externalCalendarsQuery);
  const [outcome, setOutcome] = useState<{ error: string | null; success: string | null }>({
    error: null,
    success: null,
  });
  return (
    <SettingsSection title={m.heading} description={m.description}>
      {calendars.data ? (
        calendars.data.length === 0 ? (
          <p className="text-neutral-700">{m.none}</p>
        ) : (
          <ul aria-label={m.heading} className="flex flex-col gap-2">
            {calendars.data.map((calendar) => (
              <CalendarRow
                key={calendar.id}
                calendar={calendar}
                onRemoved={(ok) =>
                  setOutcome(
                    ok ? { error: null, success: m.removed } : { error: m.removeFailed, success: null },
                  )
                }
              />
            ))}
          </ul>
        )
      ) : null}
      <FormOutcome error={calendars.isError ? m.loadFailed : outcome.error} success={outcome.success} />
      <AddCalendarForm onAdded={() => setOutcome({ error: null, success: m.added })} />
    </SettingsSection>
  );
}
