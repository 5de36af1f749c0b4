/** Payment accounts and payouts: the tables of migration 0009_payment_accounts.sql (rules M3, B10, B11). */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { ledgerTransactions } from './bookings.ts';
import { mentors } from './catalogue.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const paymentAccounts = pgTable(
  'payment_accounts',
  {
    id: serial('id').primaryKey(),
    mentorId: integer('mentor_id')
      .notNull()
      .unique()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'test' | 'stripe'>().notNull(),
    providerAccountId: text('provider_account_id').notNull().unique(),
    country: text('country'),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [check('payment_accounts_provider_check', sql`${t.provider} IN ('test', 'stripe')`)],
);
export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;

export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    mentorId: integer('mentor_id').references(() => mentors.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    destination: text('destination').notNull(),
    status: text('status').$type<'pending' | 'paid' | 'failed'>().notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
      { onDelete: 'set null' },
    ),
    createdAt: at('created_at').notNull(),
    // ADR 74: when and why the provider refused it (the settling job's attempt or a staff retry).
    failedAt: at('failed_at'),
    failureReason: text('failure_reason'),
  },
  (t) => [
    check('payouts_amount_cents_check', sql`${t.amountCents} > 0`),
    check('payouts_failure_reason_check', sql`length(${t.failureReason}) <= 500`),
    index('payouts_status_idx').on(t.status, t.id.desc().nullsFirst()),
    check('payouts_status_check', sql`${t.status} IN ('pending', 'paid', 'failed')`),
    index('payouts_mentor_idx').on(t.mentorId, t.createdAt),
    // The settling job looks for payouts a stopped process left pending.
    index('payouts_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
export type PayoutRow = typeof payouts.$inferSelect;

export const testConnectedAccounts = pgTable('test_connected_accounts', {
  id: text('id').primaryKey(),
  country: text('country'),
  accountHolderName: text('account_holder_name'),
  iban: text('iban'),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});
export type TestConnectedAccountRow = typeof testConnectedAccounts.$inferSelect;

export const testTransfers = pgTable(
  'test_transfers',
  {
    id: text('id').primaryKey(),
    destination: text('destination').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [check('test_transfers_amount_cents_check', sql`${t.amountCents} > 0`)],
);
