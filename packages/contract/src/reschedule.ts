/**
 * Rescheduling (B7, RESCHED-05, API-28): the student's request for a new time, and the open request as a
 * booking shows it (start, end, when it lapses, when it was made).
 */
import { z } from 'zod';

const isoInstant = z.iso.datetime({ offset: true });

/** API-28: PUT /api/lessons/bookings/{id}/reschedule/. */
export const rescheduleRequestBodySchema = z
  .object({ start_utc: isoInstant, end_utc: isoInstant })
  .meta({ id: 'RescheduleRequestBody' });
export type RescheduleRequestBody = z.infer<typeof rescheduleRequestBodySchema>;

/** The open request on a booking (only an open one is shown; it lapses at lapses_at). */
export const rescheduleRequestInfoSchema = z
  .object({
    start_utc: z.string(),
    end_utc: z.string(),
    lapses_at: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'RescheduleRequest' });
export type RescheduleRequestInfo = z.infer<typeof rescheduleRequestInfoSchema>;
