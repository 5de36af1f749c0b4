/** A promo code's usage for staff (issue 21 item 5, ADR 72): the newest bookings that used it. */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

export interface PromoBookingRow {
  id: number;
  status: string;
  discount_cents: number;
  created_at: Date | string;
  first_name: string | null;
  last_name: string | null;
}

/** Newest first, through the partial index bookings_promo_code_idx (migration 0041). */
export function bookingsWithPromo(db: Db, promoId: number, limit: number): Promise<PromoBookingRow[]> {
  return queryRows<PromoBookingRow>(
    db,
    sql`SELECT b.id, b.status, b.discount_cents, b.created_at, u.first_name, u.last_name
      FROM bookings b LEFT JOIN users u ON u.id = b.student_id
      WHERE b.promo_code_id = ${promoId} ORDER BY b.id DESC LIMIT ${limit}`,
  );
}
