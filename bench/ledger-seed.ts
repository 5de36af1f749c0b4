/**
 * The money of bench/lessons-seed.ts's bookings, for bench/mentor-workspace.ts: the ledger transactions
 * the app would have written (modules/ledger/repository.ts) and a few months of payouts for the busy mentor
 * Maya (modules/payouts/payout.ts), in set-based SQL so 40,000 bookings take seconds.
 *
 * - a payment transaction for every booking that was paid (paid_at set, amount above zero), at paid_at;
 * - a refund transaction for every booking with refunded_amount_cents (cancelled with a refund, or a refunded
 *   no-show report), the payment reversed in that proportion with the same rounding as recordRefund;
 * - Maya's payment account at the built-in test provider (enabled, DE) and one paid payout every
 *   PAYOUT_EVERY_DAYS, each of exactly what had unlocked since the one before (as a mentor withdrawing
 *   the whole balance would), so her current balance stays what unlocked since the last one.
 *
 * Entries of zero are left out, as post() does. The ledger's deferred balance trigger checks every
 * transaction when each statement commits, so a wrong sum stops the seeding.
 */
import { sql } from 'drizzle-orm';
import { EARNINGS_UNLOCK_DAYS } from '@app/contract';
import { queryRows, type Database } from '../apps/server/src/db/client.ts';

const PAYOUTS = 6;
const PAYOUT_EVERY_DAYS = 30;
const MAYA_ACCOUNT = 'acct_test_benchmaya0000001';

async function seedPayments(database: Database): Promise<void> {
  await database.db.execute(sql`
    WITH paid AS (
      INSERT INTO ledger_transactions (kind, booking_id, reference, created_at)
      SELECT 'payment', id, payment_intent_id, paid_at FROM bookings
       WHERE paid_at IS NOT NULL AND amount_cents > 0
      RETURNING id, booking_id
    )
    INSERT INTO ledger_entries (transaction_id, account, mentor_id, amount_cents, created_at)
    SELECT paid.id, e.account, e.mentor_id, e.amount_cents, b.paid_at
      FROM paid JOIN bookings b ON b.id = paid.booking_id,
           LATERAL (VALUES ('provider_clearing', NULL::integer, b.amount_cents::bigint),
                           ('promo_discounts', NULL, b.discount_cents),
                           ('platform_revenue', NULL, -b.tax_amount_cents),
                           ('mentor_payable', b.mentor_id, -b.mentor_earnings_cents))
             AS e (account, mentor_id, amount_cents)
     WHERE e.amount_cents <> 0`);
}

async function seedRefunds(database: Database): Promise<void> {
  await database.db.execute(sql`
    WITH r AS (
      SELECT b.id, b.mentor_id, b.refunded_amount_cents AS refund,
             round(b.mentor_earnings_cents::numeric * b.refunded_amount_cents / b.amount_cents)::bigint AS mentor_back,
             round(b.discount_cents::numeric * b.refunded_amount_cents / b.amount_cents)::bigint AS discount_back,
             coalesce(b.canceled_at, n.resolved_at, b.end_at) AS refunded_at
        FROM bookings b LEFT JOIN no_show_reports n ON n.booking_id = b.id AND n.status = 'refunded'
       WHERE b.refunded_amount_cents > 0 AND b.paid_at IS NOT NULL AND b.amount_cents > 0
    ), tx AS (
      INSERT INTO ledger_transactions (kind, booking_id, reference, created_at)
      SELECT 'refund', id, 're_bench_' || id, refunded_at FROM r
      RETURNING id, booking_id
    )
    INSERT INTO ledger_entries (transaction_id, account, mentor_id, amount_cents, created_at)
    SELECT tx.id, e.account, e.mentor_id, e.amount_cents, r.refunded_at
      FROM tx JOIN r ON r.id = tx.booking_id,
           LATERAL (VALUES ('provider_clearing', NULL::integer, -r.refund::bigint),
                           ('promo_discounts', NULL, -r.discount_back),
                           ('mentor_payable', r.mentor_id, r.mentor_back),
                           ('platform_revenue', NULL, r.refund + r.discount_back - r.mentor_back))
             AS e (account, mentor_id, amount_cents)
     WHERE e.amount_cents <> 0`);
}

/** The account payouts need (payment_accounts and the test provider's own record of it). */
async function seedMayaAccount(database: Database, mayaMentorId: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - 400 * 86_400_000);
  await database.db.execute(sql`INSERT INTO test_connected_accounts (id, country, account_holder_name, iban,
      charges_enabled, payouts_enabled, details_submitted, created_at, updated_at)
    VALUES (${MAYA_ACCOUNT}, 'DE', 'Maya Bench', 'DE89370400440532013000', true, true, true, ${since}, ${since})`);
  await database.db
    .execute(sql`INSERT INTO payment_accounts (mentor_id, provider, provider_account_id, country,
      payouts_enabled, details_submitted, created_at, updated_at)
    VALUES (${mayaMentorId}, 'test', ${MAYA_ACCOUNT}, 'DE', true, true, ${since}, ${since})`);
}

/**
 * Payout n (1 = the oldest) on day now - (PAYOUTS - n + 1) * PAYOUT_EVERY_DAYS withdraws the net earnings of
 * the lessons that unlocked (ended EARNINGS_UNLOCK_DAYS before) since payout n - 1; the first takes all
 * before it. Each is a transfer at the test provider, a paid payouts row and its ledger transaction.
 */
async function seedMayaPayouts(database: Database, mayaMentorId: number, now: Date): Promise<void> {
  const unlock = sql.raw(`interval '${EARNINGS_UNLOCK_DAYS} days'`);
  const every = sql.raw(`interval '${PAYOUT_EVERY_DAYS} days'`);
  await database.db.execute(sql`
    WITH net AS (
      SELECT b.end_at, -sum(e.amount_cents) AS cents
        FROM ledger_entries e
        JOIN ledger_transactions t ON t.id = e.transaction_id AND t.kind IN ('payment', 'refund')
        JOIN bookings b ON b.id = t.booking_id
       WHERE e.account = 'mentor_payable' AND e.mentor_id = ${mayaMentorId}
       GROUP BY b.id, b.end_at
    ), dates AS (
      SELECT n, ${now}::timestamptz - (${PAYOUTS} - n + 1) * ${every} AS at FROM generate_series(1, ${PAYOUTS}) n
    ), amounts AS (
      SELECT d.n, d.at, 'tr_test_bench' || d.n AS transfer,
             (SELECT coalesce(sum(cents), 0) FROM net
               WHERE end_at <= d.at - ${unlock} AND (d.n = 1 OR end_at > d.at - ${every} - ${unlock}))::integer AS cents
        FROM dates d
    ), transfers AS (
      INSERT INTO test_transfers (id, destination, amount_cents, currency, idempotency_key, created_at)
      SELECT transfer, ${MAYA_ACCOUNT}, cents, 'eur', 'mentor-' || ${mayaMentorId}::int || '-payout-' || n || '-' || cents, at
        FROM amounts WHERE cents > 0
    ), tx AS (
      INSERT INTO ledger_transactions (kind, booking_id, reference, created_at)
      SELECT 'payout', NULL, transfer, at FROM amounts WHERE cents > 0
      RETURNING id, reference
    ), entries AS (
      INSERT INTO ledger_entries (transaction_id, account, mentor_id, amount_cents, created_at)
      SELECT tx.id, e.account, e.mentor_id, e.amount_cents, a.at
        FROM tx JOIN amounts a ON a.transfer = tx.reference,
             LATERAL (VALUES ('mentor_payable', ${mayaMentorId}::integer, a.cents::bigint),
                             ('provider_clearing', NULL, -a.cents::bigint)) AS e (account, mentor_id, amount_cents)
    )
    INSERT INTO payouts (mentor_id, amount_cents, currency, provider, provider_reference, destination, status,
        idempotency_key, ledger_transaction_id, created_at)
    SELECT ${mayaMentorId}, a.cents, 'eur', 'test', a.transfer, ${MAYA_ACCOUNT}, 'paid',
           'mentor-' || ${mayaMentorId}::int || '-payout-' || a.n || '-' || a.cents, tx.id, a.at
      FROM tx JOIN amounts a ON a.transfer = tx.reference`);
}

/** One line on what was written, for the bench's header. */
export async function ledgerCounts(database: Database): Promise<string> {
  const rows = await queryRows<{ what: string; n: number }>(
    database.db,
    sql`SELECT 'ledger ' || kind AS what, count(*)::int AS n FROM ledger_transactions GROUP BY kind
        UNION ALL SELECT 'ledger entries', count(*)::int FROM ledger_entries
        UNION ALL SELECT 'payouts', count(*)::int FROM payouts
        ORDER BY 1`,
  );
  return rows.map((r) => `${r.what} ${r.n}`).join(', ');
}

export async function seedLedger(database: Database, mayaMentorId: number, now: Date): Promise<void> {
  await seedPayments(database);
  await seedRefunds(database);
  await seedMayaAccount(database, mayaMentorId, now);
  await seedMayaPayouts(database, mayaMentorId, now);
  // VACUUM too, not only ANALYZE: a live database is vacuumed by autovacuum, so its old pages are marked
  // all-visible and index-only scans stay index-only. Right after a bulk load none are, and the ledger's
  // covering index (ledger_entries_mentor_tx_idx) would still visit the heap for every entry.
  await database.db.execute(sql`VACUUM ANALYZE`);
}
