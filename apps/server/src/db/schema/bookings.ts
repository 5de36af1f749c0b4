/** Bookings and payments: the tables of migration 0004_bookings.sql (rules S1-S3, B1-B4, B8, B10, B11). */
import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ExtraInfo } from '@app/contract';
import { users } from './accounts.ts';
import { mentorSessions, mentors, skills } from './catalogue.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Dated exceptions to the weekly availability (S1, S3): extra time adds to it, time off takes away. */
function datedAvailability(name: string) {
  return pgTable(name, {
    id: serial('id').primaryKey(),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    createdAt: at('created_at').notNull(),
  });
}

export const mentorTimeOff = datedAvailability('mentor_time_off');
export const mentorExtraTime = datedAvailability('mentor_extra_time');

export const promoCodes = pgTable('promo_codes', {
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
});

/** The exclusion constraint bookings_no_double_booking lives in the SQL migration (drizzle cannot say it). */
export const bookings = pgTable('bookings', {
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
});

export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
  receivedAt: at('received_at').notNull(),
});

export const testCheckouts = pgTable('test_checkouts', {
  id: text('id').primaryKey(),
  bookingId: integer('booking_id').notNull(),
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
});

export const testRefunds = pgTable('test_refunds', {
  id: text('id').primaryKey(),
  paymentIntentId: text('payment_intent_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: at('created_at').notNull(),
});

export type LedgerAccount = 'provider_clearing' | 'platform_revenue' | 'promo_discounts' | 'mentor_payable';

export const ledgerTransactions = pgTable('ledger_transactions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').$type<'payment' | 'refund' | 'payout'>().notNull(),
  bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
  reference: text('reference'),
  createdAt: at('created_at').notNull(),
});

export const ledgerEntries = pgTable('ledger_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  transactionId: bigint('transaction_id', { mode: 'number' })
    .notNull()
    .references(() => ledgerTransactions.id, { onDelete: 'cascade' }),
  account: text('account').$type<LedgerAccount>().notNull(),
  mentorId: integer('mentor_id').references(() => mentors.id, { onDelete: 'set null' }),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  createdAt: at('created_at').notNull(),
});
