/** The calendar calls (CAL-08, CAL-09, CAL-12; API table rows for /api/lessons/calendar/, time-off, extra-time). */
import { z } from 'zod';
import { isoDateSchema } from './dates.ts';
import { idParamSchema } from './ids.ts';
import { BOOKING_STATUSES } from './booking-constants.ts';
import { CALENDAR_ITEM_TYPES } from './calendar-messages.ts';
import { EXTERNAL_CALENDAR_URL_MAX, externalCalendarMessages } from './external-calendar-messages.ts';

const isoInstant = z.iso.datetime({ offset: true });

export const calendarQuerySchema = z.object({ start_date: isoDateSchema, end_date: isoDateSchema });
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

export const calendarPersonSchema = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    profile_picture: z.string().nullable(),
  })
  .meta({ id: 'CalendarPerson' });
export type CalendarPerson = z.infer<typeof calendarPersonSchema>;

/**
 * One thing on the calendar. id is the record's id (booking, time off, extra time) and null for a weekly
 * availability window, which is not a record. start and end are ISO 8601 UTC with Z. The booking-only
 * fields are null or false on the other types.
 */
export const calendarItemSchema = z
  .object({
    id: z.number().int().nullable(),
    type: z.enum(CALENDAR_ITEM_TYPES),
    start: z.string(),
    end: z.string(),
    status: z.enum(BOOKING_STATUSES).nullable(),
    skill: z.string().nullable(),
    other_user: calendarPersonSchema.nullable(),
    /** Whether the caller is the lesson's mentor (else its student). */
    as_mentor: z.boolean(),
    /** M6: the first booking between this student and mentor (cancelled ones do not count). */
    first_lesson: z.boolean(),
    free_trial: z.boolean(),
    /** What the student pays (after any promo code), integer cents; L4: the real price. */
    amount_cents: z.number().int().nullable(),
    /**
     * For the lesson's mentor only (null otherwise): what they earn, integer cents. Once paid, the ledger's
     * figure after refunds; before, the lesson's price minus the platform fee (B2; promo discounts are the
     * platform's, B8); 0 for a free trial or a lesson cancelled before payment.
     */
    mentor_earnings_cents: z.number().int().nullable(),
    currency: z.string().nullable(),
  })
  .meta({ id: 'CalendarItem' });
export type CalendarItem = z.infer<typeof calendarItemSchema>;

export const calendarResponseSchema = z
  .object({ items: z.array(calendarItemSchema), timezone: z.string() })
  .meta({ id: 'Calendar' });
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;

/** CAL-09: time off and extra time. An end before its start is swapped (CAL-11, S3). */
export const calendarRangeRequestSchema = z
  .object({ start: isoInstant, end: isoInstant })
  .meta({ id: 'CalendarRangeRequest' });
export type CalendarRangeRequest = z.infer<typeof calendarRangeRequestSchema>;

export const calendarRangeSchema = z
  .object({ id: z.number().int(), start: z.string(), end: z.string() })
  .meta({ id: 'CalendarRange' });
export type CalendarRange = z.infer<typeof calendarRangeSchema>;

export const calendarRangeIdParamsSchema = z.object({ id: idParamSchema('id') });

/** Issue 22 item 2: the caller's private iCalendar subscription address. */
export const calendarFeedSchema = z.object({ url: z.string() }).meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
/** The feed's token as it appears in the path (before ".ics"); anything else is simply not found. */
export const calendarFeedParamsSchema = z.object({ token: z.string().max(200) });
export const calendarFeedIcsSchema = z.string().meta({ id: 'CalendarFeedIcs' });

/** Issue 22 item 3: one of a mentor's other calendars, read for busy times. */
export const externalCalendarSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    last_synced_at: z.string().nullable(),
    last_error: z.string().nullable(),
  })
  .meta({ id: 'ExternalCalendar' });
export type ExternalCalendar = z.infer<typeof externalCalendarSchema>;
export const externalCalendarListSchema = z.array(externalCalendarSchema);
export const externalCalendarRequestSchema = z.object({
  url: z
    .string({ error: externalCalendarMessages.notAnAddress })
    .trim()
    .min(1, externalCalendarMessages.notAnAddress)
    .max(EXTERNAL_CALENDAR_URL_MAX, externalCalendarMessages.tooLong),
});
export type ExternalCalendarRequest = z.input<typeof externalCalendarRequestSchema>;
