/** SQL of the staff promo code changes (issue 21 item 5, ADR 72): the row locked, changed, (de)activated. */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { promoCodes } from '../../db/schema/index.ts';
import type { PromoRow } from './repository.ts';

/**
 * The code's row, locked until the transaction ends: a booking taking a use (redeemPromo's UPDATE) waits
 * for the change and then sees it, so a lowered limit or a deactivation is never overtaken.
 */
export async function lockPromo(tx: Tx, id: number): Promise<PromoRow | undefined> {
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
  return row;
}

export type PromoChange = Partial<
  Pick<
    PromoRow,
    'description' | 'percentOff' | 'amountOffCents' | 'expiresAt' | 'maxRedemptions' | 'deactivatedAt'
  >
>;

export async function updatePromo(tx: Tx, id: number, change: PromoChange): Promise<PromoRow> {
  const [row] = await tx.update(promoCodes).set(change).where(eq(promoCodes.id, id)).returning();
  return row!;
}
