/** The promo_codes table: the module's only SQL. Codes are matched without regard to case. */
import { desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { promoCodes } from '../../db/schema/index.ts';

export type PromoRow = typeof promoCodes.$inferSelect;
export type NewPromoRow = typeof promoCodes.$inferInsert;

export async function promoByCode(db: Db | Tx, code: string): Promise<PromoRow | undefined> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(sql`lower(${promoCodes.code}) = lower(${code})`);
  return row;
}

export async function promoById(db: Db | Tx, id: number): Promise<PromoRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
  return row;
}

export function allPromos(db: Db): Promise<PromoRow[]> {
  return db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
}

export async function insertPromo(db: Db | Tx, values: NewPromoRow): Promise<PromoRow> {
  const [row] = await db.insert(promoCodes).values(values).returning();
  return row!;
}

/**
 * Takes one use of the code; false when the last one went to a concurrent booking or staff deactivated it
 * meanwhile (the UPDATE waits for a staff change holding the row, then reads the row as it committed).
 */
export async function redeemPromo(tx: Tx, promoId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE promo_codes SET times_redeemed = times_redeemed + 1
        WHERE id = ${promoId} AND deactivated_at IS NULL
          AND (max_redemptions IS NULL OR times_redeemed < max_redemptions)
        RETURNING id`,
  );
  return rows.length === 1;
}

/** Gives a use back (a cancelled unpaid booking). */
export async function releasePromo(tx: Tx, promoId: number | null): Promise<void> {
  if (promoId === null) return;
  await tx.execute(
    sql`UPDATE promo_codes SET times_redeemed = greatest(times_redeemed - 1, 0) WHERE id = ${promoId}`,
  );
}
