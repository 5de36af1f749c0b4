/**
 * SQL of the payouts module: mentors' payment accounts (payment_accounts), their payouts (payouts) and the
 * built-in test provider's connected accounts, completed through this module's onboarding page.
 */
import { and, count, eq, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  paymentAccounts,
  payouts,
  testConnectedAccounts,
  type PaymentAccountRow,
  type PayoutRow,
  type TestConnectedAccountRow,
} from '../../db/schema/index.ts';

/** The advisory-lock class of a mentor's payouts (the second key is the mentor's id). */
const MENTOR_PAYOUT_LOCK = 727_009;

/** A mentor's stored payment account, or undefined. */
export async function findPaymentAccount(
  db: Db | Tx,
  mentorId: number,
): Promise<PaymentAccountRow | undefined> {
  const [row] = await db.select().from(paymentAccounts).where(eq(paymentAccounts.mentorId, mentorId));
  return row;
}

export interface PaymentAccountFields {
  provider: PaymentAccountRow['provider'];
  providerAccountId: string;
  country: string | null;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  updatedAt: Date;
}

/** Stores a mentor's account at a provider, replacing the one of another provider. */
export async function upsertPaymentAccount(
  db: Db,
  mentorId: number,
  fresh: PaymentAccountFields,
  now: Date,
): Promise<void> {
  // Two concurrent first clicks create one account (same idempotency key) and one row (mentor_id unique).
  await db
    .insert(paymentAccounts)
    .values({ mentorId, createdAt: now, ...fresh })
    .onConflictDoUpdate({ target: paymentAccounts.mentorId, set: fresh });
}

/** Mirrors the provider's view of an account onto its row; an account that is not ours changes nothing. */
export async function updatePaymentAccountStatus(
  tx: Tx,
  providerAccountId: string,
  status: { country: string | null; payoutsEnabled: boolean; detailsSubmitted: boolean },
  now: Date,
): Promise<void> {
  await tx
    .update(paymentAccounts)
    .set({
      country: status.country,
      payoutsEnabled: status.payoutsEnabled,
      detailsSubmitted: status.detailsSubmitted,
      updatedAt: now,
    })
    .where(eq(paymentAccounts.providerAccountId, providerAccountId));
}

/** The mentor whose payment account a provider account is, or undefined when it is nobody's. */
export async function paymentAccountOwner(
  db: Db,
  providerAccountId: string,
): Promise<{ mentorId: number } | undefined> {
  const [link] = await db
    .select({ mentorId: paymentAccounts.mentorId })
    .from(paymentAccounts)
    .where(eq(paymentAccounts.providerAccountId, providerAccountId));
  return link;
}

/** Stores the test provider's onboarding form on its connected account, now able to take payouts. */
export async function completeTestConnectedAccount(
  tx: Tx,
  accountId: string,
  details: { country: string; accountHolderName: string; iban: string },
  now: Date,
): Promise<TestConnectedAccountRow | undefined> {
  const [after] = await tx
    .update(testConnectedAccounts)
    .set({
      country: details.country,
      accountHolderName: details.accountHolderName,
      iban: details.iban,
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
      updatedAt: now,
    })
    .where(eq(testConnectedAccounts.id, accountId))
    .returning();
  return after;
}

/** Takes the mentor's payout lock until the transaction ends: one payout request of a mentor at a time. */
export async function lockMentorPayouts(tx: Tx, mentorId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${MENTOR_PAYOUT_LOCK}::int, ${mentorId}::int)`);
}

/** How many payouts the mentor has (any status). */
export async function countPayouts(tx: Tx, mentorId: number): Promise<number | undefined> {
  const [done] = await tx.select({ n: count() }).from(payouts).where(eq(payouts.mentorId, mentorId));
  return done?.n;
}

/** Writes a payout row and answers it. */
export async function insertPayout(tx: Tx, payout: typeof payouts.$inferInsert): Promise<PayoutRow> {
  const [row] = await tx.insert(payouts).values(payout).returning();
  return row!;
}

/** Deletes a payout while it is still pending; answers whether it did. */
export async function deletePendingPayout(tx: Tx, payoutId: number): Promise<boolean> {
  const removed = await tx
    .delete(payouts)
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'pending')))
    .returning({ id: payouts.id });
  return removed.length > 0;
}

/** Marks a payout paid with the provider's transfer id and answers it. */
export async function markPayoutPaid(tx: Tx, payoutId: number, transferId: string): Promise<PayoutRow> {
  const [row] = await tx
    .update(payouts)
    .set({ status: 'paid', providerReference: transferId })
    .where(eq(payouts.id, payoutId))
    .returning();
  return row!;
}

/** Up to `limit` payouts still pending that were created at or before `createdBy`. */
export async function stalePendingPayouts(tx: Tx, createdBy: Date, limit: number): Promise<PayoutRow[]> {
  return tx
    .select()
    .from(payouts)
    .where(and(eq(payouts.status, 'pending'), lte(payouts.createdAt, createdBy)))
    .limit(limit);
}
