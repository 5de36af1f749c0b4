/** Issue 22 item 1 (ADR 77): the mentor's recurring time off, weekly in their zone. */
import type { RecurringTimeOffRequest } from '@app/contract';
import { call } from '../../../shared/api/call.ts';
import { callQuery } from '../../../shared/api/query-keys.ts';

export const recurringTimeOffQuery = callQuery('calendar.recurringTimeOff', {});

export function addRecurringTimeOff(body: RecurringTimeOffRequest) {
  return call('calendar.addRecurringTimeOff', { body });
}

export function removeRecurringTimeOff(id: number) {
  return call('calendar.removeRecurringTimeOff', { params: { id } });
}
