/** SQL of the staff's payouts list and retry (issue 21 item 3, ADR 74), and of a payout the provider refused. */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { payouts, type PayoutRow } from '../../db/schema/index.ts';

export interface PayoutSearchRow extends Record<string, unknown> {
  id: number;
  mentor_id: number | null;
  mentor_name: string | null;
  mentor_email: string | null;
  amount_cents: number;
  currency: string;
  status: 'pending' | 'paid' | 'failed';
  provider: string;
  destination: string;
  provider_reference: string | null;
  created_at: Date | string;
  failed_at: Date | string | null;
  failure_reason: string | null;
}

export interface PayoutFilter {
  status?: string;
  payoutId?: number;
  /** A fragment of the mentor's name or e-mail. */
  text?: string;
}

/** The staff list, newest first, `limit` rows. */
export function searchPayouts(db: Db, filter: PayoutFilter, limit: number): Promise<PayoutSearchRow[]> {
  const where: SQL[] = [sql`TRUE`];
  if (filter.status) where.push(sql`p.status = ${filter.status}`);
  if (filter.payoutId !== undefined) where.push(sql`p.id = ${filter.payoutId}`);
  else if (filter.text) {
    const like = `%${filter.text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`lower(u.first_name || ' ' || u.last_name || ' ' || u.email) LIKE ${like}`);
  }
  return queryRows<PayoutSearchRow>(
    db,
    sql`SELECT p.id, p.mentor_id, u.first_name || ' ' || u.last_name AS mentor_name, u.email AS mentor_email,
        p.amount_cents, p.currency, p.status, p.provider, p.destination, p.provider_reference, p.created_at,
        p.failed_at, p.failure_reason
      FROM payouts p
      LEFT JOIN mentors m ON m.id = p.mentor_id
      LEFT JOIN users u ON u.id = m.user_id
      WHERE ${sql.join(where, sql` AND `)}
      ORDER BY p.id DESC
      LIMIT ${limit}`,
  );
}

/** The payout's row, locked until the transaction ends: of two retries at once, the second waits here. */
export async function lockPayout(tx: Tx, id: number): Promise<PayoutRow | undefined> {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
  return row;
}

/** A failed payout back to pending for a retry, answered. */
export async function setPayoutPending(tx: Tx, id: number): Promise<PayoutRow> {
  const [row] = await tx
    .update(payouts)
    .set({ status: 'pending', failedAt: null, failureReason: null })
    .where(eq(payouts.id, id))
    .returning();
  return row!;
}

/** The provider refused a pending payout: failed, with when and why; its money stays reserved. */
export async function markPayoutFailed(
  db: Db,
  id: number,
  reason: string,
  now: Date,
): Promise<PayoutRow | undefined> {
  const [row] = await db
    .update(payouts)
    .set({ status: 'failed', failedAt: now, failureReason: reason.slice(0, 500) })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'pending')))
    .returning();
  return row;
}
