/** Recurring time off (issue 22 item 1, ADR 77): GET/POST /api/mentors/recurring-time-off/, DELETE .../{id}/. */
import { z } from 'zod';
import { isoDateSchema } from './dates.ts';
import { RECURRING_TIME_PATTERN, recurringTimeOffMessages as m } from './recurring-time-off-messages.ts';

const clock = z.string({ error: m.badTime }).regex(RECURRING_TIME_PATTERN, m.badTime);

/** Every week on `weekday` (0 = Monday) from start_time to end_time of the mentor's zone, until a date. */
export const recurringTimeOffRequestSchema = z
  .object({
    weekday: z.number({ error: m.badWeekday }).int(m.badWeekday).min(0, m.badWeekday).max(6, m.badWeekday),
    start_time: clock,
    end_time: clock,
    until: isoDateSchema.nullable().optional(),
  })
  .meta({ id: 'RecurringTimeOffRequest' });
export type RecurringTimeOffRequest = z.input<typeof recurringTimeOffRequestSchema>;

export const recurringTimeOffSchema = z
  .object({
    id: z.number().int(),
    weekday: z.number().int(),
    start_time: z.string(),
    end_time: z.string(),
    until: z.string().nullable(),
  })
  .meta({ id: 'RecurringTimeOff' });
export type RecurringTimeOff = z.infer<typeof recurringTimeOffSchema>;
/** The list with the mentor's zone, in which every time of it is read. */
export const recurringTimeOffListSchema = z
  .object({ timezone: z.string(), items: z.array(recurringTimeOffSchema) })
  .meta({ id: 'RecurringTimeOffList' });
export type RecurringTimeOffList = z.infer<typeof recurringTimeOffListSchema>;
