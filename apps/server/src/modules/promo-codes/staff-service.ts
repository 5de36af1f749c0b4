/**
 * Staff change, deactivate and reactivate a promo code, and read its usage (issue 21 item 5, ADR 72). Each
 * change locks the code's row and writes its audit row in the same transaction. A booking keeps the
 * discount it was priced with (bookings.discount_cents): a change applies to checkouts from then on.
 */
import {
  bookingReference,
  promoStaffMessages as m,
  PROMO_REDEMPTIONS_SHOWN,
  type PromoCode,
  type PromoCodeChange,
  type PromoCodeDetail,
  type PromoCodeResult,
} from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { recordStaffAction } from '../audit/index.ts';
import type { SignedInUser } from '../auth/index.ts';
import { bookingsWithPromo } from '../bookings/index.ts';
import { presentPromo } from './presenter.ts';
import { promoById, type PromoRow } from './repository.ts';
import { lockPromo, updatePromo, type PromoChange } from './staff-repository.ts';

async function detailOf(db: Db, row: PromoRow): Promise<PromoCodeDetail> {
  const bookings = await bookingsWithPromo(db, row.id, PROMO_REDEMPTIONS_SHOWN);
  return {
    promo: presentPromo(row),
    remaining: row.maxRedemptions === null ? null : Math.max(row.maxRedemptions - row.timesRedeemed, 0),
    redemptions: bookings.map((b) => ({
      booking_id: Number(b.id),
      reference: bookingReference(Number(b.id)),
      student_name: b.first_name === null ? 'Deleted user' : `${b.first_name} ${b.last_name ?? ''}`.trim(),
      status: b.status,
      discount_cents: Number(b.discount_cents),
      created_at: new Date(b.created_at).toISOString(),
    })),
  };
}

export async function promoCodeDetail(db: Db, id: number): Promise<PromoCodeDetail> {
  const row = await promoById(db, id);
  if (!row) throw notFound(m.notFound);
  return detailOf(db, row);
}

/** The fields staff edit, as the audit row shows them before and after. */
function editable(promo: PromoCode) {
  return {
    description: promo.description,
    percent_off: promo.percent_off,
    amount_off_cents: promo.amount_off_cents,
    expires_at: promo.expires_at,
    max_redemptions: promo.max_redemptions,
    active: promo.deactivated_at === null,
  };
}

function changeOf(input: PromoCodeChange, row: PromoRow): PromoChange {
  const change: PromoChange = {};
  if (input.description !== undefined) change.description = input.description.trim();
  if (input.percent_off !== undefined)
    Object.assign(change, { percentOff: input.percent_off, amountOffCents: null });
  if (input.amount_off_cents !== undefined) {
    Object.assign(change, { amountOffCents: input.amount_off_cents, percentOff: null });
  }
  if (input.expires_at !== undefined) change.expiresAt = input.expires_at ? new Date(input.expires_at) : null;
  if (input.max_redemptions !== undefined) {
    // Decided (ADR 72): a limit below the uses so far is refused; equal to them closes the code to new uses.
    if (input.max_redemptions !== null && input.max_redemptions < row.timesRedeemed) {
      const message = m.limitBelowUses(row.timesRedeemed);
      throw badRequest(message, { max_redemptions: [message] });
    }
    change.maxRedemptions = input.max_redemptions;
  }
  return change;
}

type Action = 'promo_code.change' | 'promo_code.deactivate' | 'promo_code.reactivate';

async function changePromo(
  db: Db,
  staff: SignedInUser,
  id: number,
  now: Date,
  action: Action,
  decide: (row: PromoRow) => PromoChange,
): Promise<PromoRow> {
  return db.transaction(async (tx: Tx) => {
    const row = await lockPromo(tx, id);
    if (!row) throw notFound(m.notFound);
    const changed = await updatePromo(tx, id, decide(row));
    await recordStaffAction(tx, {
      actor: staff,
      action,
      record: { type: 'promo_code', id },
      before: editable(presentPromo(row)),
      after: editable(presentPromo(changed)),
      at: now,
    });
    return changed;
  });
}

export async function changePromoCode(
  db: Db,
  staff: SignedInUser,
  id: number,
  input: PromoCodeChange,
  now: Date,
): Promise<PromoCodeResult> {
  const row = await changePromo(db, staff, id, now, 'promo_code.change', (current) =>
    changeOf(input, current),
  );
  return { message: m.changed, detail: await detailOf(db, row) };
}

export async function setPromoActive(
  db: Db,
  staff: SignedInUser,
  id: number,
  active: boolean,
  now: Date,
): Promise<PromoCodeResult> {
  const action = active ? 'promo_code.reactivate' : 'promo_code.deactivate';
  const row = await changePromo(db, staff, id, now, action, (current) => {
    if (active && !current.deactivatedAt) throw badRequest(m.alreadyActive);
    if (!active && current.deactivatedAt) throw badRequest(m.alreadyInactive);
    return { deactivatedAt: active ? null : now };
  });
  return { message: active ? m.reactivated : m.deactivated, detail: await detailOf(db, row) };
}
