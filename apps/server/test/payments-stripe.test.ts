import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { assertPaymentsConfig } from '../src/platform/payments/plugin.ts';
import type { CheckoutRequest } from '../src/platform/payments/provider.ts';
import {
  STRIPE_EXPIRY_SLACK_SECONDS,
  stripeClientOptions,
} from '../src/platform/payments/stripe-provider.ts';
import {
  addPendingBooking,
  createPaymentsTestApp,
  startFakeStripe,
  type FakeStripe,
  type PaymentsTestContext,
  sampleCheckoutRequest,
} from './fake-stripe.ts';

const WEBHOOK_SECRET = 'whsec_test_stripe_provider';

let fake: FakeStripe;
let ctx: PaymentsTestContext;
let bookingId: number;

const checkoutRequest = (overrides: Partial<CheckoutRequest> = {}) =>
  sampleCheckoutRequest(bookingId, new Date(), {
    successUrl: 'http://localhost:3000/ok?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/cancel',
    connectedAccountId: 'acct_mentor1',
    ...overrides,
  });

beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await createPaymentsTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    },
  });
  bookingId = await addPendingBooking(ctx.database, ctx.clock.now());
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  ctx.events.length = 0;
});

describe('the Stripe provider (the real stripe package against a local fake)', () => {
  it('is chosen by STRIPE_SECRET_KEY and has no test checkout routes', async () => {
    expect(ctx.app.payments.provider.name).toBe('stripe');
    expect(ctx.app.payments.webhookSecret).toBe(WEBHOOK_SECRET);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/payments/test-checkout/cs_test_x/' });
    expect(res.statusCode).toBe(404);
  });

  it('creates a destination-charge checkout with the fee, metadata, expiry and an idempotency key', async () => {
    const request = checkoutRequest();
    const before = Math.floor(Date.now() / 1000);
    const checkout = await ctx.app.payments.provider.createCheckout(request);
    expect(checkout.checkoutId).toMatch(/^cs_test_fake/);
    expect(checkout.url).toBe(`https://checkout.stripe.com/c/pay/${checkout.checkoutId}`);

    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      idempotencyKey: request.idempotencyKey,
    });
    expect(sent?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '4000',
      'line_items[0][price_data][product_data][name]': '60-minute Guitar lesson with Maya Lopez',
      'line_items[0][quantity]': '1',
      customer_email: 'sam@example.com',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      'metadata[booking_id]': String(bookingId),
      client_reference_id: String(bookingId),
      'payment_intent_data[application_fee_amount]': '600',
      'payment_intent_data[transfer_data][destination]': 'acct_mentor1',
    });
    // At least 30 minutes ahead of Stripe's clock, plus the slack for the request in flight.
    const expiresAt = Number(sent?.form.expires_at);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * 60 + STRIPE_EXPIRY_SLACK_SECONDS);
    expect(expiresAt).toBeLessThanOrEqual(
      Math.ceil(request.expiresAt.getTime() / 1000) + STRIPE_EXPIRY_SLACK_SECONDS + 5,
    );
    expect(checkout.expiresAt.getTime()).toBe(expiresAt * 1000);
  });

  it('sends no fee or transfer without a connected account', async () => {
    await ctx.app.payments.provider.createCheckout(checkoutRequest({ connectedAccountId: null }));
    const keys = Object.keys(fake.requests[0]?.form ?? {});
    expect(keys.filter((key) => key.startsWith('payment_intent_data'))).toEqual([]);
    expect(keys).toContain('metadata[booking_id]');
  });

  it('re-reads, expires (ignoring an already closed session) and refunds', async () => {
    const provider = ctx.app.payments.provider;
    const { checkoutId } = await provider.createCheckout(checkoutRequest());
    expect(await provider.retrieveCheckout(checkoutId)).toEqual({
      checkoutId,
      status: 'open',
      paymentStatus: 'unpaid',
      paymentIntentId: null,
      amountTotalCents: 4000,
      bookingId,
      packagePurchaseId: null,
    });
    await provider.expireCheckout(checkoutId);
    await provider.expireCheckout(checkoutId);
    expect((await provider.retrieveCheckout(checkoutId)).status).toBe('expired');
    await expect(provider.expireCheckout('cs_test_missing')).rejects.toThrow(/No such checkout/);

    fake.requests.length = 0;
    const refund = await provider.refund({
      paymentIntentId: 'pi_x',
      amountCents: 2000,
      idempotencyKey: 'refund-1',
    });
    const again = await provider.refund({
      paymentIntentId: 'pi_x',
      amountCents: 2000,
      idempotencyKey: 'refund-1',
    });
    expect(refund.refundId).toMatch(/^re_fake/);
    expect(again.refundId).toBe(refund.refundId);
    expect(fake.requests.map((r) => [r.path, r.form, r.idempotencyKey])).toEqual([
      ['/v1/refunds', { payment_intent: 'pi_x', amount: '2000' }, 'refund-1'],
      ['/v1/refunds', { payment_intent: 'pi_x', amount: '2000' }, 'refund-1'],
    ]);
  });

  it('accepts a Stripe-signed webhook and re-reads the session from Stripe', async () => {
    const { checkoutId } = await ctx.app.payments.provider.createCheckout(checkoutRequest());
    const session = fake.completeSession(checkoutId);
    const payload = JSON.stringify({
      id: 'evt_stripe_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { ...session, amount_total: 1 } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    fake.requests.length = 0;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/checkout/sessions/${checkoutId}`,
    ]);
    expect(ctx.events).toEqual([
      {
        eventId: 'evt_stripe_1',
        type: 'checkout.session.completed',
        checkout: {
          checkoutId,
          status: 'complete',
          paymentStatus: 'paid',
          paymentIntentId: session.payment_intent,
          amountTotalCents: 4000,
          bookingId,
          packagePurchaseId: null,
        },
      },
    ]);
  });
});

describe('payments configuration', () => {
  it('parses STRIPE_API_BASE into the client options', () => {
    expect(stripeClientOptions('http://127.0.0.1:12111')).toMatchObject({
      host: '127.0.0.1',
      port: '12111',
      protocol: 'http',
    });
    expect(stripeClientOptions('https://stripe.internal')).toMatchObject({ port: 443, protocol: 'https' });
    expect(stripeClientOptions(undefined)).not.toHaveProperty('host');
  });

  it('requires STRIPE_WEBHOOK_SECRET with STRIPE_SECRET_KEY', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).paymentProvider).toBe(
      'stripe',
    );
    expect(loadConfig({}).paymentProvider).toBe('test');
    expect(() => loadConfig({ STRIPE_API_BASE: 'ftp://x' })).toThrow(/STRIPE_API_BASE/);
  });

  it('refuses to start in production without Stripe', async () => {
    const production = loadConfig({ NODE_ENV: 'production' });
    expect(() => assertPaymentsConfig(production)).toThrow(ConfigError);
    expect(() => assertPaymentsConfig(production)).toThrow(/STRIPE_SECRET_KEY: required in production/);
    await expect(createPaymentsTestApp({ env: { NODE_ENV: 'production' } })).rejects.toThrow(ConfigError);
    const withStripe = loadConfig({
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_x',
      STRIPE_WEBHOOK_SECRET: 'w',
    });
    expect(() => assertPaymentsConfig(withStripe)).not.toThrow();
  });
});
