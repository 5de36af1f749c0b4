/** PUT /api/users/time-zone/ (ADR 49): a chosen zone, or follow the device (sent with its detected zone). */
import type { TimeZoneUpdate } from '@app/contract';
import { call } from '../../../shared/api/call.ts';

export function updateTimeZone(body: TimeZoneUpdate) {
  return call('settings.timeZone', { body });
}
