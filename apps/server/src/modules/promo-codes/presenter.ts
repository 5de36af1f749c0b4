/** A promo code as staff see it (the admin list and the create answer). */
import type { PromoCode } from '@app/contract';
import type { PromoRow } from './repository.ts';

export function presentPromo(row: PromoRow): PromoCode {
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
    deactivated_at: row.deactivatedAt ? row.deactivatedAt.toISOString() : null,
  };
}
