/** Issue 22 item 4: the mentor's own booking rules, read and replaced on the Availability tab. */
import type { BookingRulesBody } from '@app/contract';
import { call } from '../../../shared/api/call.ts';
import { callQuery } from '../../../shared/api/query-keys.ts';

export const bookingRulesQuery = callQuery('settings.bookingRules', {});

export function updateBookingRules(body: BookingRulesBody) {
  return call('settings.updateBookingRules', { body });
}
