/**
 * The double-entry ledger (B10): every movement of money is one transaction of entries that sum to zero
 * (debits positive, credits negative; a deferred trigger refuses an unbalanced one at commit). Balances
 * are sums of entries, never stored figures.
 */
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import {
  ledgerEntries,
  ledgerTransactions,
  type LedgerAccount,
  type LedgerKind,
} from '../../db/schema/index.ts';
import type { BookingRow } from '../bookings/index.ts';

interface Entry {
  account: LedgerAccount;
  amountCents: number;
  mentorId?: number | null;
}

export async function post(
  tx: Tx,
  kind: LedgerKind,
  bookingId: number | null,
  reference: string | null,
  entries: Entry[],
  now: Date,
): Promise<number> {
  const sum = entries.reduce((total, e) => total + e.amountCents, 0);
  if (sum !== 0) throw new Error(`unbalanced ledger transaction (${kind}, booking ${bookingId}): ${sum}`);
  const [transaction] = await tx
    .insert(ledgerTransactions)
    .values({ kind, bookingId, reference, createdAt: now })
    .returning({ id: ledgerTransactions.id });
  const moving = entries.filter((e) => e.amountCents !== 0);
  // A transaction of nothing but zeros (a credit worth a cent cancelled late) keeps no entries.
  if (moving.length === 0) return transaction!.id;
  await tx.insert(ledgerEntries).values(
    moving.map((e) => ({
      transactionId: transaction!.id,
      account: e.account,
      mentorId: e.mentorId ?? null,
      amountCents: e.amountCents,
      createdAt: now,
    })),
  );
  return transaction!.id;
}

type Money = Pick<
  BookingRow,
  'id' | 'mentorId' | 'amountCents' | 'discountCents' | 'taxAmountCents' | 'mentorEarningsCents'
>;

/**
 * A student's payment: the provider holds what they paid, the platform gives away the discount (B8: the
 * mentor earns on the undiscounted price), earns its fee and owes the mentor the rest.
 */
export async function recordPayment(
  tx: Tx,
  booking: Money,
  reference: string | null,
  now: Date,
): Promise<void> {
  await post(
    tx,
    'payment',
    booking.id,
    reference,
    [
      { account: 'provider_clearing', amountCents: booking.amountCents },
      { account: 'promo_discounts', amountCents: booking.discountCents },
      { account: 'platform_revenue', amountCents: -booking.taxAmountCents },
      { account: 'mentor_payable', amountCents: -booking.mentorEarningsCents, mentorId: booking.mentorId },
    ],
    now,
  );
}

/**
 * A refund of `refundCents` of what the student paid reverses the payment in that proportion: the mentor's
 * earning and the discount shrink by the same share (rounded to the cent) and the platform's revenue
 * takes the rounding, so the transaction still balances exactly.
 */
export async function recordRefund(
  tx: Tx,
  booking: Money,
  refundCents: number,
  reference: string | null,
  now: Date,
): Promise<void> {
  const paid = booking.amountCents;
  const share = (cents: number) => (paid === 0 ? 0 : Math.round((cents * refundCents) / paid));
  const mentorBack = share(booking.mentorEarningsCents);
  const discountBack = share(booking.discountCents);
  await post(
    tx,
    'refund',
    booking.id,
    reference,
    [
      { account: 'provider_clearing', amountCents: -refundCents },
      { account: 'promo_discounts', amountCents: -discountBack },
      { account: 'mentor_payable', amountCents: mentorBack, mentorId: booking.mentorId },
      { account: 'platform_revenue', amountCents: refundCents + discountBack - mentorBack },
    ],
    now,
  );
}

/**
 * A payout: the mentor is owed less (mentor_payable debited) and the money leaves the provider balance.
 * Answers the transaction's id, which the payout row keeps.
 */
export function recordPayout(tx: Tx, mentorId: number, amountCents: number, now: Date): Promise<number> {
  return post(
    tx,
    'payout',
    null,
    null,
    [
      { account: 'mentor_payable', amountCents, mentorId },
      { account: 'provider_clearing', amountCents: -amountCents },
    ],
    now,
  );
}

/** Names a payout's transaction after the provider's transfer once it exists. */
export async function nameTransaction(tx: Tx, transactionId: number, reference: string): Promise<void> {
  await tx.update(ledgerTransactions).set({ reference }).where(eq(ledgerTransactions.id, transactionId));
}

/** Takes back a payout's transaction when the provider refused the transfer (its entries go with it). */
export async function removeTransaction(tx: Tx, transactionId: number): Promise<void> {
  await tx.delete(ledgerTransactions).where(eq(ledgerTransactions.id, transactionId));
}

/** The balance of one account (for mentor_payable, of one mentor), debit positive. */
export async function accountBalance(
  db: Db | Tx,
  account: LedgerAccount,
  mentorId?: number,
): Promise<number> {
  const [row] = await queryRows<{ balance: string | number }>(
    db,
    sql`SELECT coalesce(sum(amount_cents), 0) AS balance FROM ledger_entries
        WHERE account = ${account} ${mentorId === undefined ? sql`` : sql`AND mentor_id = ${mentorId}`}`,
  );
  return Number(row?.balance ?? 0);
}

export interface LedgerTransactionView {
  kind: LedgerKind;
  reference: string | null;
  entries: { account: LedgerAccount; amount_cents: number }[];
}

/** A booking's ledger transactions with their entries, oldest first (the development ledger view). */
export async function bookingLedger(db: Db | Tx, bookingId: number): Promise<LedgerTransactionView[]> {
  const rows = await queryRows<{
    id: string | number;
    kind: LedgerTransactionView['kind'];
    reference: string | null;
    account: LedgerAccount;
    amount_cents: string | number;
  }>(
    db,
    sql`SELECT t.id, t.kind, t.reference, e.account, e.amount_cents
        FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
        WHERE t.booking_id = ${bookingId} ORDER BY t.id, e.id`,
  );
  const byId = new Map<string, LedgerTransactionView>();
  for (const row of rows) {
    const key = String(row.id);
    const transaction = byId.get(key) ?? { kind: row.kind, reference: row.reference, entries: [] };
    transaction.entries.push({ account: row.account, amount_cents: Number(row.amount_cents) });
    byId.set(key, transaction);
  }
  return [...byId.values()];
}
