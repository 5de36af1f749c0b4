import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingMessages } from '@app/contract';
import { outboxJobs, paymentEvents, testCheckouts, testRefunds } from '../src/db/schema/index.ts';
import { retryDelaySeconds } from '../src/platform/outbox.ts';
import { completeTestCheckout } from '../src/modules/payments/test-checkout.ts';
import type { CheckoutRequest } from '../src/platform/payments/provider.ts';
import { expectClientError } from './client-errors.ts';
import {
  addPendingBooking,
  createPaymentsTestApp,
  sampleCheckoutRequest,
  type PaymentsTestContext,
} from './fake-stripe.ts';

const NOW = '2031-03-10T12:00:00.000Z';
const PAYS = '4242424242424242';
const DECLINED = '4000000000000002';

let ctx: PaymentsTestContext;
let bookingId: number;

const checkoutRequest = (overrides: Partial<CheckoutRequest> = {}) =>
  sampleCheckoutRequest(bookingId, ctx.clock.now(), overrides);

const page = (id: string) => ctx.app.inject({ method: 'GET', url: `/api/payments/test-checkout/${id}/` });
const pay = (id: string, card: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/payments/test-checkout/${id}/pay/${card}` });

beforeAll(async () => {
  ctx = await createPaymentsTestApp({ now: NOW });
  bookingId = await addPendingBooking(ctx.database, ctx.clock.now());
});
afterAll(() => ctx.close());
beforeEach(() => {
  ctx.events.length = 0;
  ctx.failHandler.on = false;
});

describe('the test provider', () => {
  it('is the provider without STRIPE_SECRET_KEY and creates open checkouts on its hosted page', async () => {
    expect(ctx.app.payments.provider.name).toBe('test');
    const request = checkoutRequest();
    const checkout = await ctx.app.payments.provider.createCheckout(request);
    expect(checkout.checkoutId).toMatch(/^cs_test_[A-Za-z0-9_-]{20,}$/);
    expect(checkout.url).toBe(`http://localhost:3000/checkout/test/${checkout.checkoutId}`);
    expect(checkout.expiresAt.toISOString()).toBe(request.expiresAt.toISOString());
    const state = await ctx.app.payments.provider.retrieveCheckout(checkout.checkoutId);
    expect(state).toEqual({
      checkoutId: checkout.checkoutId,
      status: 'open',
      paymentStatus: 'unpaid',
      paymentIntentId: null,
      amountTotalCents: 4000,
      bookingId,
      packagePurchaseId: null,
    });
  });

  it('answers the same checkout for the same idempotency key', async () => {
    const request = checkoutRequest();
    const first = await ctx.app.payments.provider.createCheckout(request);
    const second = await ctx.app.payments.provider.createCheckout(request);
    expect(second.checkoutId).toBe(first.checkoutId);
    const other = await ctx.app.payments.provider.createCheckout(checkoutRequest());
    expect(other.checkoutId).not.toBe(first.checkoutId);
  });

  it('shows the lesson on the checkout page', async () => {
    const { checkoutId } = await ctx.app.payments.provider.createCheckout(checkoutRequest());
    const res = await page(checkoutId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      checkout_id: checkoutId,
      booking_id: bookingId,
      status: 'open',
      mentor_name: 'Maya Lopez',
      skill: 'Guitar',
      session_minutes: 60,
      start_utc: '2031-03-11T12:00:00.000Z',
      amount_total_cents: 4000,
      currency: 'eur',
      expires_at: '2031-03-10T12:30:00.000Z',
      cancel_url: 'http://localhost:3000/booking/cancel',
      success_url: `http://localhost:3000/booking/success?session_id=${checkoutId}`,
    });
  });

  it('answers 404 for an unknown checkout', async () => {
    for (const res of [await page('cs_test_unknown'), await pay('cs_test_unknown', PAYS)]) {
      expect(res.statusCode).toBe(404);
      expectClientError(res, 'unknown checkout');
    }
  });

  it('pays with 4242: the checkout completes and one signed event reaches the handlers', async () => {
    const { checkoutId } = await ctx.app.payments.provider.createCheckout(checkoutRequest());
    const res = await pay(checkoutId, PAYS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      redirect_url: `http://localhost:3000/booking/success?session_id=${checkoutId}`,
    });
    expect(ctx.events).toHaveLength(1);
    const [event] = ctx.events;
    expect(event?.type).toBe('checkout.session.completed');
    expect(event?.eventId).toMatch(/^evt_test_/);
    expect(event?.checkout).toEqual({
      checkoutId,
      status: 'complete',
      paymentStatus: 'paid',
      paymentIntentId: event?.checkout.paymentIntentId,
      amountTotalCents: 4000,
      bookingId,
      packagePurchaseId: null,
    });
    expect(event?.checkout.paymentIntentId).toMatch(/^pi_test_/);
    const [recorded] = await ctx.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, event?.eventId ?? ''));
    expect(recorded).toMatchObject({ provider: 'test', type: 'checkout.session.completed', bookingId });

    // Paying again is refused and sends nothing.
    const again = await pay(checkoutId, PAYS);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: bookingMessages.checkoutExpired });
    expect(ctx.events).toHaveLength(1);
  });

  it('declines 4000 0000 0000 0002 with 402 and changes nothing', async () => {
    const { checkoutId } = await ctx.app.payments.provider.createCheckout(checkoutRequest());
    const res = await pay(checkoutId, DECLINED);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ detail: bookingMessages.cardDeclined });
    expect(ctx.events).toHaveLength(0);
    const [row] = await ctx.database.db.select().from(testCheckouts).where(eq(testCheckouts.id, checkoutId));
    expect(row).toMatchObject({ status: 'open', paymentIntentId: null });
  });

  it.each(['4242', '4242 4242 4242 4242', 'abcdabcdabcdabcd', '42424242424242424242'])(
    'refuses the card number %j with 400',
    async (card) => {
      const { checkoutId } = await ctx.app.payments.provider.createCheckout(checkoutRequest());
      const res = await pay(checkoutId, encodeURIComponent(card));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ detail: bookingMessages.cardInvalid });
      expectClientError(res, card);
      expect(ctx.events).toHaveLength(0);
    },
  );

  it('refuses to pay an expired checkout with 409 (by the app clock)', async () => {
    const { checkoutId } = await ctx.app.payments.provider.createCheckout(
      checkoutRequest({ expiresAt: new Date(ctx.clock.now().getTime() + 60_000) }),
    );
    ctx.clock.advance(61);
    const state = await ctx.app.payments.provider.retrieveCheckout(checkoutId);
    expect(state.status).toBe('expired');
    expect((await page(checkoutId)).json()).toMatchObject({ status: 'expired' });
    const res = await pay(checkoutId, PAYS);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: bookingMessages.checkoutExpired });
    expect(ctx.events).toHaveLength(0);
  });

  it('expires an open checkout, and leaves a paid one alone', async () => {
    const open = await ctx.app.payments.provider.createCheckout(checkoutRequest());
    await ctx.app.payments.provider.expireCheckout(open.checkoutId);
    expect((await ctx.app.payments.provider.retrieveCheckout(open.checkoutId)).status).toBe('expired');
    expect((await pay(open.checkoutId, PAYS)).statusCode).toBe(409);

    const paid = await ctx.app.payments.provider.createCheckout(checkoutRequest());
    expect((await pay(paid.checkoutId, PAYS)).statusCode).toBe(200);
    await ctx.app.payments.provider.expireCheckout(paid.checkoutId);
    expect((await ctx.app.payments.provider.retrieveCheckout(paid.checkoutId)).status).toBe('complete');
  });

  it('can deliver a payment for a checkout that already expired (the late-payment race)', async () => {
    const { checkoutId } = await ctx.app.payments.provider.createCheckout(checkoutRequest());
    await ctx.app.payments.provider.expireCheckout(checkoutId);
    await expect(completeTestCheckout(ctx.app, checkoutId)).rejects.toMatchObject({ statusCode: 409 });
    const row = await completeTestCheckout(ctx.app, checkoutId, { allowExpired: true });
    expect(row.status).toBe('complete');
    expect(ctx.events.map((e) => [e.type, e.checkout.checkoutId, e.checkout.paymentStatus])).toEqual([
      ['checkout.session.completed', checkoutId, 'paid'],
    ]);
  });

  it('keeps the payment when the webhook refuses its event, and delivers the event again until accepted', async () => {
    const { checkoutId } = await ctx.app.payments.provider.createCheckout(checkoutRequest());
    ctx.failHandler.on = true;
    // As with Stripe: the card was charged, so the student goes on to the success page; the event waits.
    const paid = await pay(checkoutId, PAYS);
    expect(paid.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(testCheckouts).where(eq(testCheckouts.id, checkoutId));
    expect(row).toMatchObject({ status: 'complete' });
    expect(ctx.events).toHaveLength(0);
    const [waiting] = await ctx.database.db.select().from(outboxJobs);
    expect(waiting).toMatchObject({ kind: 'payment-event', attempts: 1 });
    expect(waiting!.lastError).toMatch(/500/);
    // Not before its backoff, then again; a second failure waits twice as long.
    expect(await ctx.app.outbox.drain()).toBe(0);
    ctx.clock.advance(retryDelaySeconds(1));
    expect(await ctx.app.outbox.drain()).toBe(0);
    const [again] = await ctx.database.db.select().from(outboxJobs);
    expect(again).toMatchObject({ attempts: 2 });
    expect(again!.runAt.getTime() - ctx.clock.now().getTime()).toBe(retryDelaySeconds(2) * 1000);
    ctx.failHandler.on = false;
    ctx.clock.advance(retryDelaySeconds(2));
    expect(await ctx.app.outbox.drain()).toBe(1);
    expect(ctx.events).toHaveLength(1);
    expect(await ctx.database.db.select().from(outboxJobs)).toEqual([]);
    // Paying again is refused: it was paid once.
    expect((await pay(checkoutId, PAYS)).statusCode).toBe(409);
  });

  it('refunds once per idempotency key', async () => {
    const provider = ctx.app.payments.provider;
    const request = { paymentIntentId: 'pi_test_refund', amountCents: 2000, idempotencyKey: 'refund-key-1' };
    const first = await provider.refund(request);
    const second = await provider.refund(request);
    expect(first.refundId).toMatch(/^re_test_/);
    expect(second.refundId).toBe(first.refundId);
    const rows = await ctx.database.db
      .select()
      .from(testRefunds)
      .where(eq(testRefunds.paymentIntentId, 'pi_test_refund'));
    expect(rows).toHaveLength(1);
    await expect(provider.refund({ ...request, amountCents: 1000 })).rejects.toThrow(/another refund/);
    const other = await provider.refund({ ...request, idempotencyKey: 'refund-key-2' });
    expect(other.refundId).not.toBe(first.refundId);
  });
});
