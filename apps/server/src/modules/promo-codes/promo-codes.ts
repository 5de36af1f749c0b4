/**
 * Promo codes (B8): staff create them; the checkout's Apply checks one against the lesson; booking
 * recomputes the discount and takes one use atomically (a cancelled unpaid booking gives it back).
 */
import {
  bookingMessages,
  type PromoCode,
  type PromoCodeCreate,
  type PromoValidateResponse,
} from '@app/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { promoCodes } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { lessonPriceCents, promoDiscountCents, bookableMentor, mentorSession } from '../bookings/index.ts';

type PromoRow = typeof promoCodes.$inferSelect;

const refuse = (message: string) => badRequest(message, { code: [message] });

/** The usable code named `code` (any case), or the reason it cannot be used. */
export async function usablePromo(db: Db | Tx, code: string, now: Date): Promise<PromoRow> {
  const [promo] = await db
    .select()
    .from(promoCodes)
    .where(sql`lower(${promoCodes.code}) = lower(${code.trim()})`);
  if (!promo) throw refuse(bookingMessages.promoUnknown);
  if (promo.expiresAt && promo.expiresAt <= now) throw refuse(bookingMessages.promoExpired);
  if (promo.maxRedemptions !== null && promo.timesRedeemed >= promo.maxRedemptions) {
    throw refuse(bookingMessages.promoUsedUp);
  }
  return promo;
}

export async function validatePromo(
  db: Db,
  input: { code: string; mentor_id: number; session_id: number },
  now: Date,
): Promise<PromoValidateResponse> {
  const promo = await usablePromo(db, input.code, now);
  const mentor = await bookableMentor(db, input.mentor_id);
  const session = mentor?.isVerified
    ? await mentorSession(db, mentor.id, { id: input.session_id })
    : undefined;
  if (!mentor || !session) throw badRequest(bookingMessages.sessionNotFound);
  const price = lessonPriceCents(mentor.amountCents, session.sessionTime, false);
  const discount = promoDiscountCents(price, promo);
  return {
    code: promo.code,
    description: promo.description,
    amount_cents: price,
    discount_cents: discount,
    total_amount_cents: price - discount,
  };
}

/** Takes one use of the code; false when the last one went to a concurrent booking. */
export async function redeemPromo(tx: Tx, promoId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE promo_codes SET times_redeemed = times_redeemed + 1
        WHERE id = ${promoId} AND (max_redemptions IS NULL OR times_redeemed < max_redemptions)
        RETURNING id`,
  );
  return rows.length === 1;
}

export async function releasePromo(tx: Tx, promoId: number | null): Promise<void> {
  if (promoId === null) return;
  await tx.execute(
    sql`UPDATE promo_codes SET times_redeemed = greatest(times_redeemed - 1, 0) WHERE id = ${promoId}`,
  );
}

function presentPromo(row: PromoRow): PromoCode {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    percent_off: row.percentOff,
    amount_off_cents: row.amountOffCents,
    expires_at: row.expiresAt ? row.expiresAt.toISOString() : null,
    max_redemptions: row.maxRedemptions,
    times_redeemed: row.timesRedeemed,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listPromoCodes(db: Db): Promise<PromoCode[]> {
  const rows = await db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
  return rows.map(presentPromo);
}

export async function createPromoCode(
  db: Db,
  input: Required<PromoCodeCreate>,
  staffUserId: number,
  now: Date,
): Promise<PromoCode> {
  if ((input.percent_off === null) === (input.amount_off_cents === null)) {
    const message = 'Give either a percentage or a fixed amount off.';
    throw badRequest(message, { percent_off: [message] });
  }
  const [existing] = await db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(sql`lower(${promoCodes.code}) = lower(${input.code})`);
  if (existing) throw conflict('A promo code with this name already exists.');
  const [row] = await db
    .insert(promoCodes)
    .values({
      code: input.code,
      description: input.description,
      percentOff: input.percent_off,
      amountOffCents: input.amount_off_cents,
      expiresAt: input.expires_at ? new Date(input.expires_at) : null,
      maxRedemptions: input.max_redemptions,
      createdBy: staffUserId,
      createdAt: now,
    })
    .returning();
  return presentPromo(row!);
}

export async function promoById(db: Db | Tx, id: number): Promise<PromoRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
  return row;
}
