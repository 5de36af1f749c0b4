/**
 * SQL of a mentor's earnings as the ledger records them (issue 17 item 8): the movements of their
 * mentor_payable account over a period (the monthly statement), and per lesson what the ledger says they
 * earned (the earnings list, the calendar's "You earn"). Every figure is a sum of entries, so the statement
 * agrees with the balances by construction.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

type Num = number | string;

export interface MovementRow {
  id: Num;
  kind: 'payment' | 'refund' | 'payout';
  created_at: Date | string;
  reference: string | null;
  booking_id: Num | null;
  /** What the student paid plus the discount the platform gave (the price share moved); negative back. */
  gross: Num;
  discount: Num;
  /** The platform's fee (minus its revenue entry). */
  fee: Num;
  /** What the mentor's account moved by, credit positive (minus the mentor_payable entry). */
  net: Num;
  start_at: Date | string | null;
  end_at: Date | string | null;
  currency: string | null;
  student_first: string | null;
  student_last: string | null;
}

/**
 * The transactions that moved the mentor's payable account in [from, to), oldest first, each with its
 * entries summed by account.
 */
export function mentorMovements(db: Db, mentorId: number, from: Date, to: Date): Promise<MovementRow[]> {
  return queryRows<MovementRow>(
    db,
    sql`WITH mine AS (
          SELECT DISTINCT transaction_id FROM ledger_entries
           WHERE mentor_id = ${mentorId} AND account = 'mentor_payable'
             AND created_at >= ${from} AND created_at < ${to}
        )
        SELECT t.id, t.kind, t.created_at, t.reference, t.booking_id,
               coalesce(sum(e.amount_cents) FILTER (WHERE e.account IN ('provider_clearing', 'promo_discounts')), 0) AS gross,
               coalesce(sum(e.amount_cents) FILTER (WHERE e.account = 'promo_discounts'), 0) AS discount,
               -coalesce(sum(e.amount_cents) FILTER (WHERE e.account = 'platform_revenue'), 0) AS fee,
               -coalesce(sum(e.amount_cents) FILTER (WHERE e.account = 'mentor_payable' AND e.mentor_id = ${mentorId}), 0) AS net,
               b.start_at, b.end_at, b.currency, u.first_name AS student_first, u.last_name AS student_last
          FROM mine
          JOIN ledger_transactions t ON t.id = mine.transaction_id
          JOIN ledger_entries e ON e.transaction_id = t.id
          LEFT JOIN bookings b ON b.id = t.booking_id
          LEFT JOIN users u ON u.id = b.student_id
         GROUP BY t.id, b.id, u.id
         ORDER BY t.created_at, t.id`,
  );
}

/** The movement of the mentor's payable account over [from, to), credit positive: what a statement nets. */
export async function mentorAccountMovement(db: Db, mentorId: number, from: Date, to: Date): Promise<number> {
  const [row] = await queryRows<{ total: Num }>(
    db,
    sql`SELECT -coalesce(sum(amount_cents), 0) AS total FROM ledger_entries
         WHERE mentor_id = ${mentorId} AND account = 'mentor_payable'
           AND created_at >= ${from} AND created_at < ${to}`,
  );
  return Number(row?.total ?? 0);
}

export interface LessonEarningRow {
  id: Num;
  start_at: Date | string;
  end_at: Date | string;
  price_cents: Num;
  discount_cents: Num;
  tax_amount_cents: Num;
  currency: string;
  student_first: string | null;
  student_last: string | null;
  /** What refunds took back of the mentor's share. */
  refunded: Num;
  net: Num;
}

/** The mentor's lessons starting in [from, to) that moved money in the ledger, by lesson start. */
export function mentorLessonEarnings(
  db: Db,
  mentorId: number,
  from: Date,
  to: Date,
): Promise<LessonEarningRow[]> {
  return queryRows<LessonEarningRow>(
    db,
    sql`SELECT b.id, b.start_at, b.end_at, b.price_cents, b.discount_cents, b.tax_amount_cents, b.currency,
               u.first_name AS student_first, u.last_name AS student_last,
               coalesce(sum(e.amount_cents) FILTER (WHERE t.kind = 'refund'), 0) AS refunded,
               -coalesce(sum(e.amount_cents), 0) AS net
          FROM bookings b
          JOIN ledger_transactions t ON t.booking_id = b.id
          JOIN ledger_entries e ON e.transaction_id = t.id AND e.account = 'mentor_payable'
                               AND e.mentor_id = ${mentorId}
          LEFT JOIN users u ON u.id = b.student_id
         WHERE b.mentor_id = ${mentorId} AND b.start_at >= ${from} AND b.start_at < ${to}
         GROUP BY b.id, u.id
         ORDER BY b.start_at, b.id`,
  );
}

/** What the ledger says the mentor earned of each of these lessons (after refunds); lessons never paid are absent. */
export async function lessonNets(
  db: Db,
  mentorId: number,
  bookingIds: number[],
): Promise<Map<number, number>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await queryRows<{ booking_id: Num; net: Num }>(
    db,
    sql`SELECT t.booking_id, -sum(e.amount_cents) AS net
          FROM ledger_transactions t
          JOIN ledger_entries e ON e.transaction_id = t.id AND e.account = 'mentor_payable'
                               AND e.mentor_id = ${mentorId}
         WHERE t.booking_id IN (${sql.join(
           bookingIds.map((id) => sql`${id}`),
           sql`, `,
         )})
         GROUP BY t.booking_id`,
  );
  return new Map(rows.map((r) => [Number(r.booking_id), Number(r.net)]));
}
