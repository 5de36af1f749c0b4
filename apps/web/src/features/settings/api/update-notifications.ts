/** API-41 PUT /api/notifications/settings/ (SETTINGS-18): any of the three switches. */
import type { NotificationSettingsUpdate } from '@app/contract';
import { call } from '../../../shared/api/call.ts';

export function updateNotifications(body: NotificationSettingsUpdate) {
  return call('settings.notifications', { body });
}
