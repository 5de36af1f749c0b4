/**
 * The ledger under lesson packages (issue 18 item 2), as a property: after any random sequence of package
 * purchases, bookings with credits, cancellations (early and late), pro-rata refunds, expiries and
 * payouts, every ledger transaction and so every account sums to zero, the student_credits liability is
 * exactly what the unspent credits are worth, and no credit is spent twice.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { recordPayout } from '../src/modules/ledger/index.ts';
import type { Session } from './auth-helpers.ts';
import { bookAs, lessonRequest, useBookingWorld } from './booking-fixtures.ts';
import type { Answer } from './package-fixtures.ts';
import { balances, buyAndPay, offerPackage } from './package-fixtures.ts';

const world = useBookingWorld();

type Command =
  | { kind: 'buy'; student: number; offer: number }
  | { kind: 'book'; student: number; day: number; hour: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'refund'; student: number }
  | { kind: 'expire'; pick: number }
  | { kind: 'payout'; cents: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('buy' as const), student: fc.nat(2), offer: fc.nat(1) }),
  fc.record({
    kind: fc.constant('book' as const),
    student: fc.nat(2),
    day: fc.integer({ min: 1, max: 30 }),
    hour: fc.integer({ min: 8, max: 15 }),
  }),
  fc.record({
    kind: fc.constant('book' as const),
    student: fc.nat(2),
    day: fc.constant(1),
    hour: fc.integer({ min: 10, max: 15 }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('refund' as const), student: fc.nat(2) }),
  fc.record({ kind: fc.constant('expire' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('payout' as const), cents: fc.integer({ min: 1, max: 500 }) }),
);

async function invariants() {
  const books = await balances(world);
  expect(books.unbalancedTransactions).toBe(0);
  expect(Object.values(books.byAccount).reduce((a, b) => a + b, 0)).toBe(0);
  const [owed] = await queryRows<{ rest: string }>(
    world.ctx.database.db,
    sql`SELECT coalesce(sum(p.price_cents - p.closed_cents - coalesce((SELECT sum(u.value_cents)
          FROM credit_uses u WHERE u.purchase_id = p.id AND u.state <> 'returned'), 0)), 0)::text AS rest
        FROM package_purchases p WHERE p.status = 'paid'`,
  );
  // The liability (a credit balance) is exactly what the unspent credits are worth.
  expect(Number(owed!.rest) + (books.byAccount.student_credits ?? 0)).toBe(0);
  const overspent = await queryRows<{ id: number }>(
    world.ctx.database.db,
    sql`SELECT p.id FROM package_purchases p
        WHERE p.lessons_used <> (SELECT count(*) FROM credit_uses u WHERE u.purchase_id = p.id AND u.state <> 'returned')
           OR p.lessons_used + p.lessons_closed > p.lessons`,
  );
  expect(overspent).toEqual([]);
  // A booking holds at most one credit (unique booking_id) and a live credit only on a live booking.
  const orphans = await queryRows<{ id: number }>(
    world.ctx.database.db,
    sql`SELECT u.id FROM credit_uses u JOIN bookings b ON b.id = u.booking_id
        WHERE (u.state = 'held') <> (b.status <> 'canceled')`,
  );
  expect(orphans).toEqual([]);
}

it('every account sums to zero and no credit is spent twice, whatever happens', async () => {
  const students: Session[] = [world.student, await world.newStudent(), await world.newStudent()];
  const offers = [
    await offerPackage(world.mentor, {
      lessons: 5,
      session_id: world.maya.sessions[60],
      discount_percent: 7,
    }),
    await offerPackage(world.mentor, {
      lessons: 10,
      session_id: world.maya.sessions[60],
      discount_percent: 30,
    }),
  ];
  const booked: { id: number; student: Session }[] = [];
  await fc.assert(
    fc.asyncProperty(fc.array(command, { minLength: 3, maxLength: 9 }), async (commands) => {
      for (const c of commands) {
        if (c.kind === 'buy') await buyAndPay(world, students[c.student]!, offers[c.offer]!.id);
        if (c.kind === 'book') {
          const start = new Date(Date.UTC(2026, 10, 23 + c.day, c.hour)).toISOString();
          const res = await bookAs(students[c.student]!, lessonRequest(world, start, { use_credit: true }));
          expect([201, 400, 409]).toContain(res.statusCode);
          if (res.statusCode === 201)
            booked.push({ id: res.json<Answer>().booking_id, student: students[c.student]! });
        }
        if (c.kind === 'cancel' && booked.length > 0) {
          const [victim] = booked.splice(c.pick % booked.length, 1);
          const res = await victim!.student.inject({
            method: 'PUT',
            url: `/api/lessons/bookings/${victim!.id}/cancel/`,
          });
          expect(res.statusCode).toBe(200);
        }
        if (c.kind === 'refund') {
          const res = await students[c.student]!.inject({
            method: 'POST',
            url: '/api/users/credits/refund/',
          });
          expect([200, 400]).toContain(res.statusCode);
        }
        if (c.kind === 'expire') {
          // A purchase reaches its expiry (as time would), then the expiry job books it.
          await world.ctx.database.db.execute(
            sql`UPDATE package_purchases SET expires_at = ${new Date(Date.UTC(2026, 10, 22))}
                WHERE id = (SELECT id FROM package_purchases WHERE status = 'paid'
                            ORDER BY id OFFSET ${c.pick} % greatest(1, (SELECT count(*) FROM package_purchases WHERE status = 'paid')) LIMIT 1)`,
          );
          await world.ctx.app.scheduler.runAll();
        }
        if (c.kind === 'payout') {
          await world.ctx.database.db.transaction((tx) =>
            recordPayout(tx, world.maya.id, c.cents, world.ctx.clock.now()),
          );
        }
      }
      await invariants();
    }),
    { numRuns: 10 },
  );
}, 120_000);
