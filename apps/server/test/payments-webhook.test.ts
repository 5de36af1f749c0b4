import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE } from '@app/contract';
import { paymentEvents, serverSecrets } from '../src/db/schema/index.ts';
import { loadTestWebhookSecret } from '../src/platform/payments/plugin.ts';
import { expectClientError } from './client-errors.ts';
import {
  addPendingBooking,
  createPaymentsTestApp,
  sampleCheckoutRequest,
  type PaymentsTestContext,
} from './fake-stripe.ts';

let ctx: PaymentsTestContext;
let bookingId: number;
let checkoutId: string;
let eventCounter = 0;

function eventJson(type = 'checkout.session.completed', id?: string): { id: string; payload: string } {
  eventCounter += 1;
  const eventId = id ?? `evt_hook_${eventCounter}`;
  // The payload claims "paid"; the route must re-read the (still open) checkout instead of trusting it.
  const object = {
    id: checkoutId,
    object: 'checkout.session',
    status: 'complete',
    payment_status: 'paid',
    amount_total: 1,
    metadata: { booking_id: String(bookingId) },
  };
  const payload = JSON.stringify({ id: eventId, object: 'event', type, data: { object } });
  return { id: eventId, payload };
}

function post(payload: string, header: string | undefined, extra: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(header === undefined ? {} : { 'stripe-signature': header }),
      ...extra,
    },
    payload,
  });
}

const sign = (payload: string, secret = ctx.app.payments.webhookSecret, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });

async function recorded(id: string) {
  return ctx.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, id));
}

beforeAll(async () => {
  ctx = await createPaymentsTestApp();
  bookingId = await addPendingBooking(ctx.database, ctx.clock.now());
  const checkout = await ctx.app.payments.provider.createCheckout(
    sampleCheckoutRequest(bookingId, ctx.clock.now(), {
      successUrl: 'http://localhost:3000/ok',
      cancelUrl: 'http://localhost:3000/cancel',
    }),
  );
  checkoutId = checkout.checkoutId;
});
afterAll(() => ctx.close());
beforeEach(() => {
  ctx.events.length = 0;
  ctx.failHandler.on = false;
});

describe('the payment webhook', () => {
  it('accepts a signed event without cookies or CSRF token, and hands the re-read checkout on', async () => {
    const { id, payload } = eventJson();
    const res = await post(payload, sign(payload));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(ctx.events).toEqual([
      {
        eventId: id,
        type: 'checkout.session.completed',
        checkout: {
          checkoutId,
          status: 'open',
          paymentStatus: 'unpaid',
          paymentIntentId: null,
          amountTotalCents: 4000,
          bookingId,
          packagePurchaseId: null,
        },
      },
    ]);
    expect(await recorded(id)).toMatchObject([{ provider: 'test', bookingId }]);
  });

  it('is not blocked by a session cookie without a CSRF token (exempt: the signature authenticates)', async () => {
    const { payload } = eventJson('checkout.session.expired');
    const res = await post(payload, sign(payload), { cookie: `${ACCESS_COOKIE}=stale` });
    expect(res.statusCode).toBe(200);
    expect(ctx.events.map((e) => e.type)).toEqual(['checkout.session.expired']);
  });

  it('handles a replayed event id once', async () => {
    const { id, payload } = eventJson('checkout.session.async_payment_succeeded');
    expect((await post(payload, sign(payload))).json()).toEqual({ received: true });
    const again = await post(payload, sign(payload));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(ctx.events.map((e) => e.eventId)).toEqual([id]);
    expect(await recorded(id)).toHaveLength(1);
  });

  it.each([
    ['a missing signature', () => undefined],
    ['a forged signature', () => `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`],
    ['garbage', () => 'not a signature'],
  ])('refuses %s with 400 and records nothing', async (_label, header) => {
    const { id, payload } = eventJson();
    const res = await post(payload, header());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Invalid signature.' });
    expectClientError(res, 'bad signature');
    expect(ctx.events).toHaveLength(0);
    expect(await recorded(id)).toHaveLength(0);
  });

  it('refuses an event signed with another secret, a changed body, or a stale timestamp', async () => {
    const { id, payload } = eventJson();
    const wrongSecret = await post(payload, sign(payload, 'whsec_someone_else'));
    const changed = await post(payload.replace('"amount_total":1', '"amount_total":2'), sign(payload));
    const stale = await post(payload, sign(payload, undefined, Math.floor(Date.now() / 1000) - 600));
    expect([wrongSecret.statusCode, changed.statusCode, stale.statusCode]).toEqual([400, 400, 400]);
    expect(stale.json()).toEqual({ detail: 'Invalid signature.' });
    expect(ctx.events).toHaveLength(0);
    expect(await recorded(id)).toHaveLength(0);
  });

  it('acknowledges and ignores other event types', async () => {
    const { id, payload } = eventJson('payment_intent.succeeded');
    const res = await post(payload, sign(payload));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, ignored: true });
    expect(ctx.events).toHaveLength(0);
    expect(await recorded(id)).toHaveLength(0);
  });

  it('answers 500 when a handler fails, records nothing, and accepts the retry', async () => {
    const { id, payload } = eventJson();
    ctx.failHandler.on = true;
    const failed = await post(payload, sign(payload));
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ detail: 'Internal server error.' });
    expect(await recorded(id)).toHaveLength(0);

    ctx.failHandler.on = false;
    const retry = await post(payload, sign(payload));
    expect(retry.json()).toEqual({ received: true });
    expect(ctx.events.map((e) => e.eventId)).toEqual([id]);
  });

  it('runs the work a handler returns after the commit; its failure is logged, the event stays handled', async () => {
    const ran: string[] = [];
    let fail = false;
    ctx.app.payments.onCheckoutEvent(async (_tx, event) => {
      await Promise.resolve();
      return async () => {
        const [row] = await recorded(event.eventId);
        ran.push(`${event.eventId}:${row ? 'committed' : 'missing'}`);
        if (fail) throw new Error('mail server down');
      };
    });
    const first = eventJson('checkout.session.expired');
    expect((await post(first.payload, sign(first.payload))).json()).toEqual({ received: true });
    fail = true;
    const second = eventJson('checkout.session.expired');
    expect((await post(second.payload, sign(second.payload))).statusCode).toBe(200);
    expect(ran).toEqual([`${first.id}:committed`, `${second.id}:committed`]);
    expect(await recorded(second.id)).toHaveLength(1);
  });

  it('keeps JSON parsing unchanged for other routes', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: 'Malformed JSON body.' });
  });

  it('keeps one generated secret per database, whichever process stores it first', async () => {
    const stored = await ctx.database.db
      .select()
      .from(serverSecrets)
      .where(eq(serverSecrets.name, 'payments_webhook_secret'));
    expect(stored[0]?.value).toBe(ctx.app.payments.webhookSecret);
    expect(ctx.app.payments.webhookSecret).toMatch(/^whsec_/);
    expect(await loadTestWebhookSecret(ctx.database.db, new Date())).toBe(ctx.app.payments.webhookSecret);
  });
});
