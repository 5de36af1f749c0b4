/**
 * Promo codes (B8): staff create them; the checkout's Apply checks one against the lesson; booking
 * recomputes the discount and takes one use atomically (a cancelled unpaid booking gives it back).
 */
import {
  bookingMessages,
  promoStaffMessages,
  type PromoCode,
  type PromoCodeCreate,
  type PromoValidateResponse,
} from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { recordStaffAction } from '../audit/index.ts';
import { lessonPriceCents, promoDiscountCents, bookableMentor, mentorSession } from '../bookings/index.ts';
import { presentPromo } from './presenter.ts';
import { allPromos, insertPromo, promoByCode, promoById, type PromoRow } from './repository.ts';

const refuse = (message: string) => badRequest(message, { code: [message] });

/** The usable code named `code` (any case), or the reason it cannot be used. */
export async function usablePromo(db: Db | Tx, code: string, now: Date): Promise<PromoRow> {
  const promo = await promoByCode(db, code.trim());
  if (!promo) throw refuse(bookingMessages.promoUnknown);
  if (promo.deactivatedAt) throw refuse(promoStaffMessages.inactive);
  if (promo.expiresAt && promo.expiresAt <= now) throw refuse(bookingMessages.promoExpired);
  if (promo.maxRedemptions !== null && promo.timesRedeemed >= promo.maxRedemptions) {
    throw refuse(bookingMessages.promoUsedUp);
  }
  return promo;
}

/** Why a code that could not be taken at booking is refused now (deactivated, expired or used up). */
export async function promoRefusal(db: Db | Tx, promoId: number, now: Date): Promise<string> {
  const promo = await promoById(db, promoId);
  if (promo?.deactivatedAt) return promoStaffMessages.inactive;
  if (promo?.expiresAt && promo.expiresAt <= now) return bookingMessages.promoExpired;
  return bookingMessages.promoUsedUp;
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

export async function listPromoCodes(db: Db): Promise<PromoCode[]> {
  return (await allPromos(db)).map(presentPromo);
}

export async function createPromoCode(
  db: Db,
  input: Required<PromoCodeCreate>,
  staff: { id: number; email: string },
  now: Date,
): Promise<PromoCode> {
  if ((input.percent_off === null) === (input.amount_off_cents === null)) {
    const message = 'Give either a percentage or a fixed amount off.';
    throw badRequest(message, { percent_off: [message] });
  }
  if (await promoByCode(db, input.code)) throw conflict('A promo code with this name already exists.');
  return db.transaction(async (tx) => {
    const created = presentPromo(
      await insertPromo(tx, {
        code: input.code,
        description: input.description,
        percentOff: input.percent_off,
        amountOffCents: input.amount_off_cents,
        expiresAt: input.expires_at ? new Date(input.expires_at) : null,
        maxRedemptions: input.max_redemptions,
        createdBy: staff.id,
        createdAt: now,
      }),
    );
    await recordStaffAction(tx, {
      actor: staff,
      action: 'promo_code.create',
      record: { type: 'promo_code', id: created.id },
      before: null,
      after: created,
      at: now,
    });
    return created;
  });
}
