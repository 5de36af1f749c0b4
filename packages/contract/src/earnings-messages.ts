/**
 * The mentor's lesson earnings and monthly statements (issue 17 item 8; rules B2, B8, B10): texts, the
 * statement's columns and the month arithmetic both sides share. Zod-free: the insights chunk imports it.
 */

/** What a lesson's earning is now: not yet unlocked (B10), withdrawable, or wholly given back. */
export const EARNING_STATUSES = ['pending', 'available', 'refunded'] as const;
export type EarningStatus = (typeof EARNING_STATUSES)[number];

/**
 * A ledger movement's status in the statement: a payment's earning is pending until it unlocks, then
 * available; a refund is refunded; a payout is payout_pending until the provider's transfer exists, then
 * paid_out.
 */
export const STATEMENT_STATUSES = ['pending', 'available', 'refunded', 'payout_pending', 'paid_out'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

/**
 * The statement's columns, in order. Money is decimal (42.50, -21.25) in the currency of the `currency`
 * column, so a spreadsheet sums it as it is; dates are ISO 8601 in the mentor's zone with its offset.
 */
export const STATEMENT_COLUMNS = [
  'date',
  'type',
  'reference',
  'lesson_date',
  'student',
  'gross',
  'promo_discount',
  'fee',
  'net',
  'currency',
  'status',
] as const;

/** A month as the picker and the calls write it: 2026-11. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month after (or `by` months after) a yyyy-mm month. */
export function addMonths(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The statement file's name: earnings-statement-2026-11.csv. */
export const statementFilename = (month: string) => `earnings-statement-${month}.csv`;

export const earningsMessages = {
  monthInvalid: 'Choose a month as YYYY-MM, e.g. 2026-11.',
  heading: 'Lesson earnings',
  intro:
    'One line per paid lesson, dated by the lesson. The platform fee is taken from the lesson price; promo discounts are paid by the platform, not by you.',
  monthLabel: 'Month',
  noLessons: 'No paid lessons in this month.',
  loadFailed: 'Your lesson earnings could not be loaded. Please try again later.',
  downloadCsv: 'Download CSV',
  statementNote:
    'The statement lists every movement of your earnings account in this month (payments, refunds and payouts), dated by when the money moved.',
  availableOn: (date: string) => `Available on ${date}`,
  youEarn: (amount: string) => `You earn ${amount}`,
  youEarnNote: 'After the platform fee. Promo discounts are paid by the platform; refunds lower it.',
} as const;
