/** SQL of the test provider's hosted checkout (B11): paying a checkout. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { testCheckouts } from '../../db/schema/index.ts';
import type { TestCheckoutRow } from '../../platform/payments/test-provider.ts';

/**
 * Marks a payable checkout complete with its payment reference, in one statement; answers nothing when it
 * is not payable (already paid, or expired unless `allowExpired`).
 */
export async function markTestCheckoutPaid(
  tx: Tx,
  checkoutId: string,
  paymentIntentId: string,
  now: Date,
  allowExpired: boolean | undefined,
): Promise<TestCheckoutRow | undefined> {
  const payable = allowExpired
    ? inArray(testCheckouts.status, ['open', 'expired'])
    : and(eq(testCheckouts.status, 'open'), sql`${testCheckouts.expiresAt} > ${now.toISOString()}`);
  const [paid] = await tx
    .update(testCheckouts)
    .set({ status: 'complete', paymentIntentId })
    .where(and(eq(testCheckouts.id, checkoutId), payable))
    .returning();
  return paid;
}
