/** Bookings and payments: the tables of migration 0004_bookings.sql (rules S1-S3, B1-B4, B8, B10, B11). */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ExtraInfo } from '@app/contract';
import { users } from './accounts.ts';
import { mentorSessions, mentors, skills } from './catalogue.ts';
import { desc } from './helpers.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Dated exceptions to the weekly availability (S1, S3): extra time adds to it, time off takes away. */
function datedAvailability<Name extends string>(name: Name) {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      mentorId: integer('mentor_id')
        .notNull()
        .references(() => mentors.id, { onDelete: 'cascade' }),
      startAt: at('start_at').notNull(),
      endAt: at('end_at').notNull(),
      createdAt: at('created_at').notNull(),
    },
    (t) => [
      check(`${name}_check`, sql`${t.startAt} < ${t.endAt}`),
      index(`${name}_mentor_idx`).on(t.mentorId, t.endAt),
    ],
  );
}

export const mentorTimeOff = datedAvailability('mentor_time_off');
export const mentorExtraTime = datedAvailability('mentor_extra_time');

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    expiresAt: at('expires_at'),
    maxRedemptions: integer('max_redemptions'),
    timesRedeemed: integer('times_redeemed').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    /** Deactivated by staff (migration 0041, ADR 72): refused at checkout until reactivated. */
    deactivatedAt: at('deactivated_at'),
  },
  (t) => [
    check('promo_codes_percent_off_check', sql`${t.percentOff} BETWEEN 1 AND 100`),
    check('promo_codes_amount_off_cents_check', sql`${t.amountOffCents} > 0`),
    check('promo_codes_max_redemptions_check', sql`${t.maxRedemptions} > 0`),
    check('promo_codes_check', sql`${t.maxRedemptions} IS NULL OR ${t.timesRedeemed} <= ${t.maxRedemptions}`),
    // A percentage or a fixed amount, never both.
    check('promo_codes_check1', sql`(${t.percentOff} IS NULL) <> (${t.amountOffCents} IS NULL)`),
    uniqueIndex('promo_codes_code_key').on(sql`lower(${t.code})`),
  ],
);

/** Weekly lessons (migration 0024, ADR 56): the occurrences of a series are bookings that name it. */
export const bookingSeries = pgTable('booking_series', {
  id: serial('id').primaryKey(),
  studentId: integer('student_id').references(() => users.id, { onDelete: 'set null' }),
  mentorId: integer('mentor_id').references(() => mentors.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull(),
});

/**
 * The exclusion constraint bookings_no_double_booking lives in the SQL migration (drizzle cannot say it).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id').references(() => users.id, { onDelete: 'set null' }),
    mentorId: integer('mentor_id').references(() => mentors.id, { onDelete: 'set null' }),
    sessionId: integer('session_id').references(() => mentorSessions.id, { onDelete: 'set null' }),
    skillId: integer('skill_id').references(() => skills.id, { onDelete: 'set null' }),
    skillName: text('skill_name').notNull(),
    sessionMinutes: integer('session_minutes').notNull(),
    breakMinutes: integer('break_minutes').notNull(),
    freeTrial: boolean('free_trial').notNull().default(false),
    status: text('status')
      .$type<'pending' | 'paid' | 'free_trial' | 'in_progress' | 'completed' | 'canceled'>()
      .notNull(),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    holdUntil: at('hold_until').notNull(),
    priceCents: integer('price_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    amountCents: integer('amount_cents').notNull(),
    taxRate: numeric('tax_rate', { precision: 6, scale: 4, mode: 'number' }).notNull(),
    taxAmountCents: integer('tax_amount_cents').notNull(),
    mentorEarningsCents: integer('mentor_earnings_cents').notNull(),
    refundedAmountCents: integer('refunded_amount_cents').notNull().default(0),
    currency: text('currency').notNull().default('eur'),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    provider: text('provider'),
    checkoutId: text('checkout_id'),
    checkoutUrl: text('checkout_url'),
    checkoutExpiresAt: at('checkout_expires_at'),
    paymentIntentId: text('payment_intent_id'),
    paidAt: at('paid_at'),
    canceledAt: at('canceled_at'),
    canceledBy: text('canceled_by').$type<'student' | 'mentor' | 'staff' | 'system'>(),
    cancelReason: text('cancel_reason'),
    reminded24hAt: at('reminded_24h_at'),
    reminded1hAt: at('reminded_1h_at'),
    /** L2: the student's lesson preparation answers (migration 0005), validated by the contract's extraInfoSchema. */
    extraInfo: jsonb('extra_info').$type<ExtraInfo>(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    /** Weekly lessons (migration 0024, ADR 56): the series of the occurrence and its place in it, from 1. */
    seriesId: integer('series_id').references(() => bookingSeries.id, { onDelete: 'set null' }),
    seriesPosition: smallint('series_position').notNull().default(1),
  },
  (t) => [
    check('bookings_session_minutes_check', sql`${t.sessionMinutes} > 0`),
    check('bookings_break_minutes_check', sql`${t.breakMinutes} >= 0`),
    check(
      'bookings_status_check',
      sql`${t.status} IN ('pending', 'paid', 'free_trial', 'in_progress', 'completed', 'canceled')`,
    ),
    check('bookings_price_cents_check', sql`${t.priceCents} >= 0`),
    check('bookings_check', sql`${t.discountCents} >= 0 AND ${t.discountCents} <= ${t.priceCents}`),
    check('bookings_check1', sql`${t.amountCents} = ${t.priceCents} - ${t.discountCents}`),
    check('bookings_tax_amount_cents_check', sql`${t.taxAmountCents} >= 0`),
    check('bookings_check2', sql`${t.mentorEarningsCents} = ${t.priceCents} - ${t.taxAmountCents}`),
    check('bookings_check3', sql`${t.refundedAmountCents} BETWEEN 0 AND ${t.amountCents}`),
    check('bookings_canceled_by_check', sql`${t.canceledBy} IN ('student', 'mentor', 'staff', 'system')`),
    check('bookings_check4', sql`${t.startAt} < ${t.endAt} AND ${t.endAt} <= ${t.holdUntil}`),
    check('bookings_check5', sql`NOT ${t.freeTrial} OR ${t.priceCents} = 0`),
    index('bookings_student_idx').on(t.studentId, desc(t.startAt)),
    index('bookings_mentor_idx').on(t.mentorId, desc(t.startAt)),
    // Migration 0044: the staff booking search, newest first.
    index('bookings_staff_newest_idx').on(desc(t.startAt), desc(t.id)),
    // The reminder and lapse jobs' queue: lessons that still hold their slot.
    index('bookings_due_idx')
      .on(t.status, t.startAt)
      .where(sql`${t.status} IN ('pending', 'paid', 'free_trial', 'in_progress')`),
    check('bookings_series_position_check', sql`${t.seriesPosition} BETWEEN 1 AND 12`),
    index('bookings_series_idx')
      .on(t.seriesId, t.seriesPosition)
      .where(sql`${t.seriesId} IS NOT NULL`),
    // One checkout pays for every occurrence of a series (ADR 56): unique per place in the series.
    uniqueIndex('bookings_checkout_key')
      .on(t.checkoutId, t.seriesPosition)
      .where(sql`${t.checkoutId} IS NOT NULL`),
    // B1: one free trial per student and mentor (a cancelled one does not count).
    uniqueIndex('bookings_one_trial_key')
      .on(t.studentId, t.mentorId)
      .where(sql`${t.freeTrial} AND ${t.status} <> 'canceled'`),
    // M6: the calendar's "first lesson" flag looks up a pair's earliest live booking.
    index('bookings_pair_first_idx')
      .on(t.studentId, t.mentorId, t.startAt, t.id)
      .where(sql`${t.status} <> 'canceled'`),
    // A promo code's usage for staff (ADR 72): its bookings, newest first.
    index('bookings_promo_code_idx')
      .on(t.promoCodeId, desc(t.id))
      .where(sql`${t.promoCodeId} IS NOT NULL`),
  ],
);

export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
  receivedAt: at('received_at').notNull(),
});

export const testCheckouts = pgTable(
  'test_checkouts',
  {
    id: text('id').primaryKey(),
    bookingId: integer('booking_id'),
    packagePurchaseId: integer('package_purchase_id'),
    amountTotalCents: integer('amount_total_cents').notNull(),
    applicationFeeCents: integer('application_fee_cents').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    status: text('status').$type<'open' | 'complete' | 'expired'>().notNull(),
    paymentIntentId: text('payment_intent_id'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [check('test_checkouts_status_check', sql`${t.status} IN ('open', 'complete', 'expired')`)],
);

export const testRefunds = pgTable(
  'test_refunds',
  {
    id: text('id').primaryKey(),
    paymentIntentId: text('payment_intent_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [check('test_refunds_amount_cents_check', sql`${t.amountCents} > 0`)],
);

export type LedgerAccount =
  'provider_clearing' | 'platform_revenue' | 'promo_discounts' | 'mentor_payable' | 'student_credits';
export type LedgerKind =
  'payment' | 'refund' | 'payout' | 'credit_purchase' | 'credit_refund' | 'credit_expiry';

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    reference: text('reference'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check(
      'ledger_transactions_kind_check',
      sql`${t.kind} IN ('payment', 'refund', 'payout', 'credit_purchase', 'credit_refund', 'credit_expiry')`,
    ),
    index('ledger_transactions_booking_idx').on(t.bookingId),
    // Migration 0044: the dashboard's sums over a window.
    index('ledger_transactions_created_idx').on(t.createdAt),
  ],
);

/** The constraint trigger ledger_entries_balance (a transaction's entries sum to zero) lives in SQL. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'cascade' }),
    account: text('account').$type<LedgerAccount>().notNull(),
    mentorId: integer('mentor_id').references(() => mentors.id, { onDelete: 'set null' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check(
      'ledger_entries_account_check',
      sql`${t.account} IN ('provider_clearing', 'platform_revenue', 'promo_discounts', 'mentor_payable', 'student_credits')`,
    ),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_mentor_idx')
      .on(t.mentorId, t.account)
      .where(sql`${t.mentorId} IS NOT NULL`),
    // Insights (M5) sum one mentor's earnings per booking.
    index('ledger_entries_mentor_tx_idx')
      .on(t.mentorId, t.transactionId, t.amountCents)
      .where(sql`${t.account} = 'mentor_payable'`),
  ],
);
