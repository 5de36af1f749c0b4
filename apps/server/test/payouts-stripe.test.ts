/**
 * Payment accounts and payouts with Stripe (rules M3, B10, B11): the real stripe package against the local
 * fake (STRIPE_API_BASE), speaking Stripe's wire format. An Express account with the transfers capability
 * and an account_onboarding link; a signed account.updated re-read from Stripe; a payout as a transfer with
 * an Idempotency-Key to the connected account; and a refused transfer that leaves nothing recorded.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { payoutMessages, type BookResponse, type PayoutResponse } from '@app/contract';
import { paymentAccountSummary } from '../src/modules/payouts/accounts.ts';
import { bookAs, ledgerSum, lessonRequest, useBookingWorld } from './booking-fixtures.ts';
import { startFakeStripe, type FakeStripe } from './fake-stripe.ts';
import {
  advanceClock,
  connectLink,
  count,
  DAY_SECONDS,
  insightsOf,
  payout,
  PUBLIC_URL,
} from './payouts-fixtures.ts';

const WEBHOOK_SECRET = 'whsec_test_payouts';
const EARNING = 4250;

let fake: FakeStripe;
const options = { env: {} as Record<string, string> };
// Before the world is built (hooks run in order): the world's app talks to this fake.
beforeAll(async () => {
  fake = await startFakeStripe();
  Object.assign(options.env, {
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  });
  return () => fake.close();
});
const world = useBookingWorld(options);

async function sendEvent(type: string, object: Record<string, unknown>, id: string) {
  const payload = JSON.stringify({ id, object: 'event', type, data: { object } });
  const res = await world.ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

let accountId: string;

describe('the connected account', () => {
  it('creates an Express account with the transfers capability and an onboarding link', async () => {
    expect(world.ctx.app.payments.provider.name).toBe('stripe');
    fake.requests.length = 0;
    const res = await connectLink(world.mentor);
    expect(res.statusCode, res.body).toBe(200);
    const [create, link] = fake.requests;
    expect(create).toMatchObject({
      method: 'POST',
      path: '/v1/accounts',
      idempotencyKey: `mentor-${world.maya.id}-payment-account-stripe`,
    });
    expect(create!.form).toMatchObject({
      type: 'express',
      email: world.maya.email,
      'capabilities[transfers][requested]': 'true',
      'metadata[mentor_id]': String(world.maya.id),
    });
    accountId = [...fake.accounts.keys()][0]!;
    expect(link).toMatchObject({ method: 'POST', path: '/v1/account_links' });
    expect(link!.form).toEqual({
      account: accountId,
      type: 'account_onboarding',
      refresh_url: `${PUBLIC_URL}/become-mentor?step=payment_setup&stripe_error=true`,
      return_url: `${PUBLIC_URL}/settings?tab=payments`,
    });
    expect(res.json()).toEqual({
      account_link_url: expect.stringMatching(/^https:\/\/connect\.stripe\.com\//) as string,
    });
    // A second click makes a new link for the same account.
    fake.requests.length = 0;
    expect((await connectLink(world.mentor)).statusCode).toBe(200);
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/account_links']);
  });

  it('has no test onboarding page with Stripe', async () => {
    const res = await world.mentor.inject({
      method: 'GET',
      url: `/api/payments/test-accounts/${accountId}/`,
    });
    expect(res.statusCode).toBe(404);
  });

  it('is enabled by a signed account.updated, re-read from Stripe', async () => {
    fake.completeOnboarding(accountId, 'FR');
    fake.requests.length = 0;
    // The payload claims otherwise; Stripe's own answer wins.
    await sendEvent(
      'account.updated',
      { id: accountId, object: 'account', payouts_enabled: false },
      'evt_acct_1',
    );
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /v1/accounts/${accountId}`]);
    expect(await paymentAccountSummary(world.ctx.database.db, world.maya.id)).toEqual({
      stripe_created: true,
      url: null,
      payouts_enabled: true,
      country: 'FR',
    });
  });
});

describe('a payout through Stripe', () => {
  it('earns through a Stripe checkout and its signed event, then unlocks', async () => {
    const booked = await bookAs(world.student, lessonRequest(world, '2026-11-24T09:00:00Z'));
    expect(booked.statusCode, booked.body).toBe(201);
    const checkoutId = booked.json<BookResponse>().payment_link!.split('/').at(-1)!;
    const session = fake.completeSession(checkoutId);
    await sendEvent('checkout.session.completed', session, 'evt_paid_1');
    await advanceClock(world, 9 * DAY_SECONDS);
    expect((await insightsOf(world.mentor)).currentBalance).toBe(EARNING);
  });

  it('leaves nothing recorded when Stripe refuses the transfer', async () => {
    fake.failTransfers.on = true;
    const entries = await count(world, 'ledger_entries');
    const res = await payout(world.mentor, EARNING);
    fake.failTransfers.on = false;
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ detail: payoutMessages.providerFailed, success: false });
    expect(await count(world, 'payouts')).toBe(0);
    expect(await count(world, 'ledger_entries')).toBe(entries);
    expect((await insightsOf(world.mentor)).currentBalance).toBe(EARNING);
  });

  it('transfers to the connected account with an Idempotency-Key', async () => {
    fake.requests.length = 0;
    const res = await payout(world.mentor, EARNING);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PayoutResponse>()).toMatchObject({ success: true, payout: { status: 'paid' } });
    expect(fake.requests).toEqual([
      {
        method: 'POST',
        path: '/v1/transfers',
        idempotencyKey: `mentor-${world.maya.id}-payout-1-${EARNING}`,
        form: {
          amount: String(EARNING),
          currency: 'eur',
          destination: accountId,
          'metadata[mentor_id]': String(world.maya.id),
        },
      },
    ]);
    expect(await ledgerSum(world)).toBe(0);
    expect(await insightsOf(world.mentor)).toMatchObject({
      currentBalance: 0,
      totalLifetimePayouts: EARNING,
    });
  });
});
