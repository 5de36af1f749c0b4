/**
 * The Notifications tab (SETTINGS-17, SETTINGS-18, issue 22 item 5): five switches that change at once and are saved one
 * by one; a failed save puts that switch back and says why.
 */
import type { NotificationSettings, SettingsResponse } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Switch } from '../../../../shared/ui/switch.tsx';
import { settingsQuery } from '../../api/settings.ts';
import { updateNotifications } from '../../api/update-notifications.ts';
import {
  NOTIFICATION_KEYS,
  NOTIFICATION_LABELS,
  notificationError,
  revertToggle,
  withToggle,
  type NotificationKey,
} from '../../model/notifications.ts';
import { FormOutcome, SettingsSection } from '../section.tsx';

export function NotificationsTab({ values: stored }: { values: NotificationSettings }) {
  const client = useQueryClient();
  const [values, setValues] = useState(stored);
  // A switch whose save is under way ignores further presses (it stays focusable for keyboard users).
  const saving = useRef(new Set<NotificationKey>());
  const [error, setError] = useState<string | null>(null);

  const toggle = async (key: NotificationKey, on: boolean) => {
    if (saving.current.has(key)) return;
    const before = values[key];
    setError(null);
    setValues((v) => withToggle(v, key, on));
    saving.current.add(key);
    try {
      const saved = await updateNotifications({ [key]: on });
      client.setQueryData<SettingsResponse>(settingsQuery.queryKey, (old) =>
        old
          ? { ...old, notification_settings: { ...old.notification_settings, [key]: saved?.[key] ?? on } }
          : old,
      );
    } catch (err) {
      setValues((v) => revertToggle(v, key, before));
      setError(notificationError(err));
    } finally {
      saving.current.delete(key);
    }
  };

  return (
    <SettingsSection title="Email notifications" description="Choose which emails Music Mentors sends you.">
      <ul className="flex flex-col gap-5">
        {NOTIFICATION_KEYS.map((key) => (
          <li key={key}>
            <Switch
              label={NOTIFICATION_LABELS[key].label}
              description={NOTIFICATION_LABELS[key].description}
              checked={values[key]}
              onCheckedChange={(on) => void toggle(key, on)}
            />
          </li>
        ))}
      </ul>
      <FormOutcome error={error} />
    </SettingsSection>
  );
}
