/**
 * Ids as the API takes them. Every id column is a PostgreSQL integer (int4, `serial`), so an id is a whole
 * number from 1 to INT4_MAX: a larger one names no row, and sent to the database as a parameter it fails
 * the cast ("value out of range for type integer"), which would be a 500 for a client's mistake. Every
 * request schema takes its ids from here, so the bound lives in one place.
 */
import { z } from 'zod';

/** The largest value of PostgreSQL's `integer` (int4). */
export const INT4_MAX = 2_147_483_647;

const idMessages = (field: string, message?: string) => ({
  type: message ?? `${field} must be a whole number.`,
  tooSmall: message ?? `${field} must be 1 or more.`,
  tooLarge: message ?? `${field} is too large.`,
});

/** An id in a JSON body: a number, not its text. `message` replaces the field's default sentences. */
export function idSchema(field: string, message?: string) {
  const m = idMessages(field, message);
  return z.number({ error: m.type }).int(m.type).min(1, m.tooSmall).max(INT4_MAX, m.tooLarge);
}

/** An id in the path or the query string: its text read as a number, with the same bounds. */
export function idParamSchema(field: string) {
  const m = idMessages(field);
  return z.coerce.number({ error: m.type }).int(m.type).min(1, m.tooSmall).max(INT4_MAX, m.tooLarge);
}
