/**
 * The mentor's lesson earnings (one line per paid lesson of a month) and the monthly statement's query
 * (issue 17 item 8). Money is integer euro cents; instants are ISO 8601 UTC; `timezone` names the mentor's
 * zone, which decides the month and in which the page shows dates.
 */
import { z } from 'zod';
import { EARNING_STATUSES, earningsMessages, MONTH_PATTERN } from './earnings-messages.ts';

export const monthSchema = z.string().regex(MONTH_PATTERN, earningsMessages.monthInvalid);

/** Without a month: the current month in the mentor's zone. */
export const earningsQuerySchema = z.object({ month: monthSchema.optional() });
export type EarningsQuery = z.infer<typeof earningsQuerySchema>;

export const statementQuerySchema = z.object({ month: monthSchema });
export type StatementQuery = z.infer<typeof statementQuerySchema>;

export const earningLineSchema = z
  .object({
    booking_id: z.number().int(),
    /** LES-{id}, as the payments history and lesson mails show it. */
    reference: z.string(),
    lesson_start: z.string(),
    lesson_end: z.string(),
    student_name: z.string(),
    /** The lesson's price before any promo code. */
    price_cents: z.number().int(),
    /** The promo discount the student had; the platform bears it (B8), so it does not lower net. */
    promo_discount_cents: z.number().int(),
    /** The platform's application fee (B2). */
    platform_fee_cents: z.number().int(),
    /** What refunds took back of the mentor's share. */
    refunded_cents: z.number().int(),
    /** price - fee - refunded: the mentor's earning, from the ledger. */
    net_cents: z.number().int(),
    currency: z.string(),
    status: z.enum(EARNING_STATUSES),
    /** When a pending earning unlocks (the lesson's end + 7 days, B10); null once it has. */
    available_on: z.string().nullable(),
  })
  .meta({ id: 'EarningLine' });
export type EarningLine = z.infer<typeof earningLineSchema>;

export const earningsTotalsSchema = z
  .object({
    price_cents: z.number().int(),
    promo_discount_cents: z.number().int(),
    platform_fee_cents: z.number().int(),
    refunded_cents: z.number().int(),
    net_cents: z.number().int(),
  })
  .meta({ id: 'EarningsTotals' });

export const earningsSchema = z
  .object({
    month: z.string(),
    timezone: z.string(),
    lines: z.array(earningLineSchema),
    totals: earningsTotalsSchema,
  })
  .meta({ id: 'Earnings' });
export type Earnings = z.infer<typeof earningsSchema>;

/** The statement is CSV text (text/csv; charset=utf-8) with STATEMENT_COLUMNS as its header. */
export const statementCsvSchema = z.string().meta({ id: 'EarningsStatementCsv' });
