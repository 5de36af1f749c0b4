/**
 * Concurrent webhooks never deadlock (ADR 28): 50 signed checkout.session.completed events for ten paid
 * checkouts (new event ids and replays of the same ids), shuffled and delivered at once. On PostgreSQL
 * the requests run in parallel over the pool, where linking the event to its booking before locking the
 * booking deadlocked (500s); every answer must be 200 and each booking paid, recorded and mailed once.
 * Also: a signature dated more than five minutes ahead is refused like a stale one.
 */
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { signedInTheFuture } from '../src/platform/payments/webhook.ts';
import { bookLesson, useBookingWorld } from './booking-fixtures.ts';

const world = useBookingWorld();
const CHECKOUTS = 10;
const EVENTS = 50;

function post(payload: string, header: string) {
  return world.ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}

/** A completed event for a checkout, shaped as Stripe sends it (the route re-reads the checkout anyway). */
function completedEvent(eventId: string, checkoutId: string): string {
  const object = { id: checkoutId, object: 'checkout.session', status: 'complete', payment_status: 'paid' };
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object },
  });
}

/** A fixed shuffle (seeded), so a failure repeats. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

it('50 concurrent shuffled events for ten checkouts: no 5xx, each booking paid and recorded once', async () => {
  const db = world.ctx.database.db;
  const bookingIds: number[] = [];
  for (let i = 0; i < CHECKOUTS; i++) {
    const student = await world.newStudent();
    const day = 25 + Math.floor(i / 4);
    const hour = String(9 + 2 * (i % 4)).padStart(2, '0');
    bookingIds.push(await bookLesson(world, student, `2026-11-${day}T${hour}:00:00Z`, { pay: false }));
  }
  // The provider charged every checkout; its events have not arrived yet.
  const checkouts = await queryRows<{ id: string }>(
    db,
    sql`UPDATE test_checkouts SET status = 'complete', payment_intent_id = 'pi_race_' || id RETURNING id`,
  );
  expect(checkouts).toHaveLength(CHECKOUTS);
  const mailsBefore = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM outbox_emails`);

  // Three distinct events per checkout, two of them sent twice: 50 deliveries, 30 event ids.
  const events = checkouts.flatMap(({ id }, i) =>
    [0, 1, 2, 0, 1].map((k) => completedEvent(`evt_race_${i}_${k}`, id)),
  );
  expect(events).toHaveLength(EVENTS);
  const answers = await Promise.all(
    shuffled(events, 20261125).map((payload) =>
      post(
        payload,
        Stripe.webhooks.generateTestHeaderString({ payload, secret: world.ctx.app.payments.webhookSecret }),
      ),
    ),
  );
  const statuses = answers.map((a) => a.statusCode);
  console.log(
    `[webhook race on ${world.ctx.database.kind}] ${statuses.filter((s) => s === 200).length}/${EVENTS} answered 200`,
  );
  expect(statuses.filter((s) => s >= 500)).toEqual([]);
  expect(new Set(statuses)).toEqual(new Set([200]));

  const bookings = await queryRows<{ status: string; payments: number }>(
    db,
    sql`SELECT b.status,
          (SELECT count(*)::int FROM ledger_transactions t WHERE t.booking_id = b.id AND t.kind = 'payment') AS payments
        FROM bookings b WHERE b.id IN ${sql.raw(`(${bookingIds.join(',')})`)}`,
  );
  expect(bookings).toEqual(bookingIds.map(() => ({ status: 'paid', payments: 1 })));
  const events30 = await queryRows<{ n: number; linked: number }>(
    db,
    sql`SELECT count(*)::int AS n, count(booking_id)::int AS linked FROM payment_events`,
  );
  expect(events30[0]).toEqual({ n: 3 * CHECKOUTS, linked: 3 * CHECKOUTS });
  // One confirmation to the student and one to the mentor per booking, whatever the number of events.
  const mailsAfter = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM outbox_emails`);
  expect(mailsAfter[0]!.n - mailsBefore[0]!.n).toBe(2 * CHECKOUTS);
}, 120_000);

it('refuses a signature dated more than five minutes ahead, and accepts one a little ahead', async () => {
  // A type the route acknowledges and ignores: only the signature's date decides the answer.
  const payload = JSON.stringify({
    id: 'evt_future',
    object: 'event',
    type: 'customer.created',
    data: { object: {} },
  });
  const secret = world.ctx.app.payments.webhookSecret;
  const now = Math.floor(Date.now() / 1000);
  const ahead = await post(
    payload,
    Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: now + 301 + 5 }),
  );
  expect(ahead.statusCode).toBe(400);
  expect(ahead.json()).toMatchObject({ detail: 'Invalid signature.' });
  const close = await post(
    payload,
    Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: now + 60 }),
  );
  expect(close.statusCode).toBe(200);
  expect(signedInTheFuture(`t=${now + 301},v1=abc`, now * 1000)).toBe(true);
  expect(signedInTheFuture(`v1=abc, t=${now + 300}`, now * 1000)).toBe(false);
});
