/**
 * The staff user's page (issue 21 item 2, ADR 75): read-only SQL over the records that name one account, each
 * list newest first and capped, each through an index that starts with the account (refresh_families_user_idx,
 * bookings_student_idx then ledger_transactions_booking_idx, package_purchases by student, support_tickets_user_idx,
 * the reviews' (reviewer_id, mentor_id) key and reviews_mentor_newest_idx). The back office only reads these
 * tables here; every write goes through the module that owns the table.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

type When = Date | string;

export interface SignInRow extends Record<string, unknown> {
  created_at: When;
  last_used_at: When;
  revoked_at: When | null;
  revoked_reason: string | null;
  remember_me: boolean;
}

/** Each sign-in (password or Google) starts a refresh family: the account's newest `limit` of them. */
export function signInsOf(db: Db, userId: number, limit: number): Promise<SignInRow[]> {
  return queryRows<SignInRow>(
    db,
    sql`SELECT created_at, last_used_at, revoked_at, revoked_reason, remember_me FROM refresh_families
      WHERE user_id = ${userId} ORDER BY created_at DESC LIMIT ${limit}`,
  );
}

export interface PaymentRow extends Record<string, unknown> {
  kind: 'payment' | 'refund' | 'package';
  at: When;
  amount_cents: number | string;
  currency: string;
  booking_id: number | null;
}

/**
 * Money the account moved at the provider as a student: lesson payments and refunds (the ledger's
 * provider_clearing entries of their bookings; a lesson paid with a package credit moves none) and paid packages.
 */
export function paymentsOf(db: Db, userId: number, limit: number): Promise<PaymentRow[]> {
  return queryRows<PaymentRow>(
    db,
    sql`(SELECT t.kind, t.created_at AS at, sum(e.amount_cents) AS amount_cents, b.currency, b.id AS booking_id
        FROM bookings b
        JOIN ledger_transactions t ON t.booking_id = b.id AND t.kind IN ('payment', 'refund')
        JOIN ledger_entries e ON e.transaction_id = t.id AND e.account = 'provider_clearing'
        WHERE b.student_id = ${userId}
        GROUP BY t.id, b.id
        HAVING sum(e.amount_cents) <> 0)
      UNION ALL
      (SELECT 'package', p.paid_at, p.price_cents, 'eur', NULL
        FROM package_purchases p WHERE p.student_id = ${userId} AND p.paid_at IS NOT NULL)
      ORDER BY at DESC LIMIT ${limit}`,
  );
}

export interface PersonTicketRow extends Record<string, unknown> {
  id: number;
  type: string;
  status: string;
  created_at: When;
  excerpt: string;
}

export function ticketsOf(db: Db, userId: number, limit: number): Promise<PersonTicketRow[]> {
  return queryRows<PersonTicketRow>(
    db,
    sql`SELECT id, type, status, created_at, left(message, 120) AS excerpt FROM support_tickets
      WHERE user_id = ${userId} ORDER BY id DESC LIMIT ${limit}`,
  );
}

export interface PersonReviewRow extends Record<string, unknown> {
  id: number;
  other_name: string | null;
  other_user_id: number | null;
  rating: number | string;
  message: string;
  created_at: When;
}

const rating = sql`round((r.teaching_ability + r.communication + r.expertise) / 3.0, 1)`;

/** The reviews the account wrote, with the mentor reviewed. */
export function reviewsWrittenBy(db: Db, userId: number, limit: number): Promise<PersonReviewRow[]> {
  return queryRows<PersonReviewRow>(
    db,
    sql`SELECT r.id, u.first_name || ' ' || u.last_name AS other_name, u.id AS other_user_id,
        ${rating} AS rating, r.message, r.created_at
      FROM reviews r JOIN mentors m ON m.id = r.mentor_id LEFT JOIN users u ON u.id = m.user_id
      WHERE r.reviewer_id = ${userId} ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit}`,
  );
}

/** The reviews a mentor received, with the student who wrote each. */
export function reviewsReceivedBy(db: Db, mentorId: number, limit: number): Promise<PersonReviewRow[]> {
  return queryRows<PersonReviewRow>(
    db,
    sql`SELECT r.id, u.first_name || ' ' || u.last_name AS other_name, u.id AS other_user_id,
        ${rating} AS rating, r.message, r.created_at
      FROM reviews r LEFT JOIN users u ON u.id = r.reviewer_id
      WHERE r.mentor_id = ${mentorId} ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit}`,
  );
}
