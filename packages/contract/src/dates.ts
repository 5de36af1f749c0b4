/** Calendar dates as the API takes them in query strings (the caller's own days, rule R2's zone). */
import { z } from 'zod';

const DATE_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A real calendar day as yyyy-MM-dd, from 1900 on. The format alone lets 0000-00-00 or 2026-02-30 through,
 * and the zone arithmetic behind available times then fails on an invalid Date (a 500); JavaScript's
 * Date.UTC reads years below 100 as 19xx, hence the lower bound.
 */
export const isoDateSchema = z
  .string()
  .regex(DATE_FORMAT, 'Use the format yyyy-MM-dd.')
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return (
      !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1900 && date.toISOString().startsWith(text)
    );
  }, 'Enter a valid date.');
