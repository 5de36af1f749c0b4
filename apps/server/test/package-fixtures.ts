/** Lesson packages in the booking world (issue 18 item 2): offer, buy and pay, and read the books. */
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { completeTestCheckout } from '../src/modules/payments/test-checkout.ts';
import type { Session } from './auth-helpers.ts';
import type { BookingWorld } from './booking-fixtures.ts';

export async function offerPackage(
  mentor: Session,
  body: { lessons: number; session_id: number; discount_percent: number },
) {
  const res = await mentor.inject({ method: 'POST', url: '/api/mentors/packages/', payload: body });
  if (res.statusCode !== 201) throw new Error(`offer: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number; price_cents: number }>();
}

export function buy(student: Session, packageId: number) {
  return student.inject({ method: 'POST', url: `/api/packages/${packageId}/buy/` });
}

/** Buys a package and pays on the test checkout; answers the checkout id. */
export async function buyAndPay(world: BookingWorld, student: Session, packageId: number): Promise<string> {
  const res = await buy(student, packageId);
  if (res.statusCode !== 200) throw new Error(`buy: ${res.statusCode} ${res.body}`);
  const checkoutId = res.json<{ payment_link: string }>().payment_link.split('/').at(-1)!;
  await completeTestCheckout(world.ctx.app, checkoutId);
  return checkoutId;
}

export async function creditsOf(student: Session) {
  const res = await student.inject({ method: 'GET', url: '/api/users/credits/' });
  return res.json<
    { mentor_id: number; session_id: number | null; remaining: number; expires_at: string }[]
  >();
}

/** Every account's balance (mentor_payable per mentor) and the sum of all entries. */
export async function balances(world: BookingWorld) {
  const rows = await queryRows<{ account: string; total: string }>(
    world.ctx.database.db,
    sql`SELECT account, sum(amount_cents)::text AS total FROM ledger_entries GROUP BY account`,
  );
  const byAccount = Object.fromEntries(rows.map((r) => [r.account, Number(r.total)]));
  const unbalanced = await queryRows<{ id: number }>(
    world.ctx.database.db,
    sql`SELECT transaction_id AS id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount_cents) <> 0`,
  );
  return { byAccount, unbalancedTransactions: unbalanced.length };
}

export async function rowCount(world: BookingWorld, table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    world.ctx.database.db,
    sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`,
  );
  return row!.n;
}

/** The fields the package tests read from answers (a booking, a cancellation, an R1 refusal, a profile). */
export interface Answer {
  detail: string;
  errors: Record<string, string[]>;
  booking_id: number;
  status: string;
  message: string;
  packages: unknown[];
}
