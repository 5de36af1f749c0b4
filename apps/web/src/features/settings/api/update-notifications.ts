/** API-41 PUT /api/notifications/settings/ (SETTINGS-18): any of the three switches. */
import type { NotificationSettings, NotificationSettingsUpdate } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export function updateNotifications(body: NotificationSettingsUpdate) {
  return apiRequest<NotificationSettings>('/api/notifications/settings/', { method: 'PUT', body });
}
