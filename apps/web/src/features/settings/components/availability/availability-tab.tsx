/**
 * The Availability tab (SETTINGS-19..22): the time zone and weekly hours, and the session lengths with
 * their breaks, and the mentor's booking rules (issue 22), each saved on its own. The editors are the onboarding wizard's (one set of rules); here the
 * slot check runs 100 ms after an edit. A mentor without weekly hours starts from Monday to Friday
 * 09:00-17:00 with the weekend off.
 */
import {
  settingsMessages,
  type AvailabilitySettings,
  type SettingsResponse,
  type SessionSetting,
} from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { AvailabilityEditor, type AvailabilityValue } from '../../../mentor-availability/index.ts';
import { SessionLengthsEditor } from '../../../mentor-availability/index.ts';
import {
  fromSessionSettings,
  hasEnabledSession,
  toSessionPayload,
} from '../../../mentor-availability/index.ts';
import {
  defaultWeek,
  fromAvailableTimes,
  hasSlotErrors,
  slotCount,
  toAvailableTimes,
  validateWeek,
} from '../../../mentor-availability/index.ts';
import { browserTimeZone } from '../../../mentor-availability/index.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import { settingsQuery } from '../../api/settings.ts';
import { updateAvailability } from '../../api/update-availability.ts';
import { updateSessions } from '../../api/update-sessions.ts';
import { readSettingsError } from '../../model/server-error.ts';
import { FormOutcome, SettingsSection } from '../section.tsx';
import { BookingRulesSection } from './booking-rules-section.tsx';
import { ExternalCalendarsSection } from './external-calendars-section.tsx';

/** SETTINGS-20: the week to edit, with the weekday default when nothing is stored yet. */
export function initialAvailability(stored: AvailabilitySettings | null): AvailabilityValue {
  const week = stored ? fromAvailableTimes(stored.available_times) : [];
  return {
    timezone: stored?.timezone || browserTimeZone(),
    week: slotCount(week) > 0 ? week : defaultWeek(),
  };
}

export const SETTINGS_VALIDATION_DELAY_MS = 100;

function WeeklyHours({ stored }: { stored: AvailabilitySettings | null }) {
  const client = useQueryClient();
  const [value, setValue] = useState(() => initialAvailability(stored));
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: updateAvailability,
    onSuccess: (answer) => {
      client.setQueryData<SettingsResponse>(settingsQuery.queryKey, (old) =>
        old ? { ...old, availability: answer } : old,
      );
      toast.success(settingsMessages.availabilityUpdated);
    },
    onError: (err) => setError(readSettingsError(err, settingsMessages.availabilityFailed)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (hasSlotErrors(value.week)) {
      // Show every slot's error now rather than after the delay.
      setValue((v) => ({ ...v, week: validateWeek(v.week) }));
      setError('Please fix the highlighted time slots first.');
      return;
    }
    save.mutate({ timezone: value.timezone, available_times: toAvailableTimes(value.week) });
  };

  return (
    <SettingsSection title="Weekly availability" description="When students can book lessons with you.">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Weekly availability">
        <AvailabilityEditor
          value={value}
          onChange={setValue}
          validationDelayMs={SETTINGS_VALIDATION_DELAY_MS}
        />
        <FormOutcome error={error} />
        <Button type="submit" className="self-start" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save availability'}
        </Button>
      </form>
    </SettingsSection>
  );
}

function SessionLengths({ stored }: { stored: SessionSetting[] }) {
  const client = useQueryClient();
  const [lengths, setLengths] = useState(() => fromSessionSettings(stored));
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: updateSessions,
    onSuccess: (_answer, body) => {
      const saved = body.sessions.map((s) => ({
        session_minutes: s.session_time,
        timeout_minutes: s.timeout_time,
      }));
      client.setQueryData<SettingsResponse>(settingsQuery.queryKey, (old) =>
        old ? { ...old, session_settings: saved } : old,
      );
      toast.success(settingsMessages.sessionsUpdated);
    },
    onError: (err) => setError(readSettingsError(err, settingsMessages.sessionsFailed)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    // The editor itself says that at least one length is needed.
    if (!hasEnabledSession(lengths)) return;
    save.mutate({ sessions: toSessionPayload(lengths) });
  };

  return (
    <SettingsSection
      title="Lesson lengths"
      description="The lesson lengths students can book, and your breaks."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Lesson lengths">
        <SessionLengthsEditor value={lengths} onChange={setLengths} />
        <FormOutcome error={error} />
        <Button type="submit" className="self-start" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save lesson lengths'}
        </Button>
      </form>
    </SettingsSection>
  );
}

export function AvailabilityTab({
  availability,
  sessions,
}: {
  availability: AvailabilitySettings | null;
  sessions: SessionSetting[];
}) {
  return (
    <>
      <WeeklyHours stored={availability} />
      <SessionLengths stored={sessions} />
      <BookingRulesSection />
      <ExternalCalendarsSection />
    </>
  );
}
