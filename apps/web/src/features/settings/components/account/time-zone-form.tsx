/**
 * The Account tab's time zone (ADR 49): "Use this device's zone (detected: X)", the default, or any zone the
 * browser knows. Saved on the server, so mails and invitations follow it too; afterwards the auth check is
 * read again and every cached answer holding times is refetched; the zone shown changes at once.
 */
import { settingsMessages as m, type SettingsResponse, type TimeZoneSetting } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import {
  deviceTimeZone,
  knownTimeZones,
  setChosenTimeZone,
  viewerZoneName,
} from '../../../../shared/time/viewer-zone.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import { settingsQuery } from '../../api/settings.ts';
import { updateTimeZone } from '../../api/update-time-zone.ts';
import { FormOutcome, SettingsSection } from '../section.tsx';

/** The select's value for "follow the device": not a zone name, so it can never collide with one. */
export const DEVICE_ZONE = '';

export function TimeZoneForm({ setting }: { setting: TimeZoneSetting }) {
  const id = useId();
  const client = useQueryClient();
  const device = deviceTimeZone();
  const stored = setting.follow_device ? DEVICE_ZONE : setting.timezone;
  const [value, setValue] = useState(stored);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({});
  const zones = useMemo(() => knownTimeZones(device, setting.timezone), [device, setting.timezone]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setOutcome({});
    try {
      const saved = await updateTimeZone(
        value === DEVICE_ZONE
          ? { timezone: device, follow_device: true }
          : { timezone: value, follow_device: false },
      );
      client.setQueryData<SettingsResponse>(settingsQuery.queryKey, (old) =>
        old ? { ...old, time_zone: saved } : old,
      );
      setChosenTimeZone(saved.follow_device ? null : saved.timezone);
      // The auth check carries the zone; lesson lists, available times and the calendar were read in the old one.
      void client.invalidateQueries();
      setOutcome({ success: m.timeZoneSaved });
    } catch {
      setOutcome({ error: m.timeZoneFailed });
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsSection title={m.timeZoneHeading} description={m.timeZoneHint}>
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-semibold">
            {m.timeZoneLabel}
          </label>
          <select
            id={id}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            className="min-h-[50px] w-full rounded-xl border-2 border-neutral-300 bg-white px-3 focus:border-ink sm:max-w-md"
          >
            <option value={DEVICE_ZONE}>
              {m.timeZoneDevice(`${device}, ${viewerZoneName(null, device)}`)}
            </option>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')} ({viewerZoneName(null, zone)})
              </option>
            ))}
          </select>
        </div>
        <FormOutcome error={outcome.error ?? null} success={outcome.success ?? null} />
        <Button type="submit" className="self-start" disabled={saving}>
          {m.timeZoneSave}
        </Button>
      </form>
    </SettingsSection>
  );
}
