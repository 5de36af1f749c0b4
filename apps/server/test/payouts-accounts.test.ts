/**
 * Payment accounts on the built-in test provider (API-42, rules M3, B11): the connect link for mentors
 * only and only to this site, the onboarding page's API for the account's owner only, and completion
 * sending a signed account.updated through the real webhook, which enables the account.
 */
import { describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { sql } from 'drizzle-orm';
import { payoutMessages, type PaymentAccountSummary, type TestAccountView } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { paymentAccountSummary } from '../src/modules/payouts/accounts.ts';
import { useBookingWorld } from './booking-fixtures.ts';
import {
  accountIdOf,
  completeAccount,
  connectLink,
  count,
  linkFor,
  PUBLIC_URL,
  signInOtto,
  viewAccount,
} from './payouts-fixtures.ts';

const world = useBookingWorld();

const summaryOfMaya = (): Promise<PaymentAccountSummary> =>
  paymentAccountSummary(world.ctx.database.db, world.maya.id);

describe('the connect link (API-42)', () => {
  it('needs a signed-in mentor: 401 for a visitor, 403 for a student', async () => {
    const visitor = await world.ctx.app.inject({
      method: 'POST',
      url: '/api/payments/connect-account-link/',
      payload: { return_url: `${PUBLIC_URL}/x`, refresh_url: `${PUBLIC_URL}/y` },
    });
    expect(visitor.statusCode).toBe(401);
    const student = await connectLink(world.student);
    expect(student.statusCode).toBe(403);
    expect(student.json()).toMatchObject({ detail: payoutMessages.onlyMentors });
    expect(await count(world, 'payment_accounts')).toBe(0);
  });

  it.each([
    ['another site', { return_url: 'https://evil.example/steal' }, 'return_url'],
    ['a protocol-relative address', { return_url: '//evil.example/x' }, 'return_url'],
    ['another scheme', { refresh_url: 'javascript:alert(1)' }, 'refresh_url'],
    ['another port', { refresh_url: 'http://localhost:3001/settings' }, 'refresh_url'],
  ])('refuses %s (never an open redirect) and creates nothing', async (_what, body, field) => {
    const res = await connectLink(world.mentor, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: payoutMessages.urlNotOnSite,
      errors: { [field]: [payoutMessages.urlNotOnSite] },
    });
    expect(await count(world, 'payment_accounts')).toBe(0);
  });

  it('refuses a body without the addresses with the R1 shape', async () => {
    const res = await world.mentor.inject({
      method: 'POST',
      url: '/api/payments/connect-account-link/',
      payload: { return_url: 5 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: expect.objectContaining({ return_url: expect.any(Array) as string[] }) as object,
    });
  });

  it('creates the account once and answers the test provider page on this site', async () => {
    expect(await summaryOfMaya()).toEqual({
      stripe_created: false,
      url: null,
      payouts_enabled: false,
      country: null,
    });
    const first = await linkFor(world.mentor);
    // A path is resolved on this site; the provider is always given absolute addresses.
    const again = await connectLink(world.mentor, { return_url: '/insights' });
    expect(again.statusCode).toBe(200);
    const second = new URL(again.json<{ account_link_url: string }>().account_link_url);
    expect(first.origin).toBe(PUBLIC_URL);
    expect(first.pathname).toMatch(/^\/connect\/test\/acct_test_/);
    expect(accountIdOf(second)).toBe(accountIdOf(first));
    expect(second.searchParams.get('return_url')).toBe(`${PUBLIC_URL}/insights`);
    expect(await count(world, 'payment_accounts')).toBe(1);
    expect(await summaryOfMaya()).toEqual({
      stripe_created: true,
      url: `/connect/test/${accountIdOf(first)}`,
      payouts_enabled: false,
      country: null,
    });
  });
});

describe("the test provider's onboarding page", () => {
  it("shows the owner the account and the link's addresses, and nobody else", async () => {
    const link = await linkFor(world.mentor);
    const own = await viewAccount(world.mentor, link);
    expect(own.statusCode).toBe(200);
    expect(own.json<TestAccountView>()).toEqual({
      id: accountIdOf(link),
      country: null,
      account_holder_name: null,
      details_submitted: false,
      return_url: `${PUBLIC_URL}/settings?tab=payments`,
      refresh_url: `${PUBLIC_URL}/become-mentor?step=payment_setup&stripe_error=true`,
    });
    const otto = await signInOtto(world);
    expect((await viewAccount(otto, link)).statusCode).toBe(403);
    expect((await viewAccount(world.student, link)).statusCode).toBe(403);
    const visitor = await world.ctx.app.inject({
      method: 'GET',
      url: `/api/payments/test-accounts/${accountIdOf(link)}/`,
    });
    expect(visitor.statusCode).toBe(401);
    const unknown = await world.mentor.inject({
      method: 'GET',
      url: '/api/payments/test-accounts/acct_test_nobody/',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('replaces a foreign address in the link by the settings payments tab', async () => {
    const link = await linkFor(world.mentor);
    link.searchParams.set('return_url', 'https://evil.example/');
    const view = await viewAccount(world.mentor, link);
    expect(view.json<TestAccountView>().return_url).toBe(`${PUBLIC_URL}/settings?tab=payments`);
  });

  it("does not let another mentor complete someone's link", async () => {
    const link = await linkFor(world.mentor);
    const otto = await signInOtto(world);
    const res = await completeAccount(otto, link);
    expect(res.statusCode).toBe(403);
    expect((await summaryOfMaya()).payouts_enabled).toBe(false);
    expect(await count(world, 'payment_events')).toBe(0);
  });

  it.each([
    ['an IBAN with a wrong check digit', { iban: 'DE88 3704 0044 0532 0130 00' }, 'iban'],
    ['a short IBAN', { iban: 'DE89' }, 'iban'],
    ['an unknown country', { country: 'QQ' }, 'country'],
    ['a country that is not two letters', { country: 'DEU' }, 'country'],
    ['an empty holder name', { account_holder_name: '  ' }, 'account_holder_name'],
  ])('refuses %s and changes nothing', async (_what, form, field) => {
    const link = await linkFor(world.mentor);
    const res = await completeAccount(world.mentor, link, form);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { [field]: expect.any(Array) as string[] } });
    expect((await summaryOfMaya()).payouts_enabled).toBe(false);
    expect(await count(world, 'payment_events')).toBe(0);
  });

  it('completes: a signed account.updated event enables the account, and the browser goes back', async () => {
    const link = await linkFor(world.mentor);
    const res = await completeAccount(world.mentor, link, {
      country: 'at',
      iban: 'at61 1904 3002 3457 3201',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ redirect_url: `${PUBLIC_URL}/settings?tab=payments` });
    expect(await summaryOfMaya()).toEqual({
      stripe_created: true,
      url: `/connect/test/${accountIdOf(link)}`,
      payouts_enabled: true,
      country: 'AT',
    });
    const events = await queryRows<{ type: string; provider: string }>(
      world.ctx.database.db,
      sql`SELECT type, provider FROM payment_events`,
    );
    expect(events).toEqual([{ type: 'account.updated', provider: 'test' }]);
    const [stored] = await queryRows<{ iban: string }>(
      world.ctx.database.db,
      sql`SELECT iban FROM test_connected_accounts WHERE id = ${accountIdOf(link)}`,
    );
    expect(stored!.iban).toBe('AT611904300234573201');
  });

  it('ignores a replayed event and re-reads the account instead of trusting the payload', async () => {
    const link = await linkFor(world.mentor);
    const accountId = accountIdOf(link);
    // A forged-looking payload (payouts disabled, another country) that is correctly signed: the handler
    // asks the provider, which still says enabled in Austria.
    const payload = JSON.stringify({
      id: 'evt_test_replayed',
      object: 'event',
      type: 'account.updated',
      data: { object: { id: accountId, object: 'account', payouts_enabled: false, country: 'US' } },
    });
    const send = () =>
      world.ctx.app.inject({
        method: 'POST',
        url: '/api/payments/webhook/',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({
            payload,
            secret: world.ctx.app.payments.webhookSecret,
          }),
        },
        payload,
      });
    expect((await send()).json()).toEqual({ received: true });
    expect((await send()).json()).toEqual({ received: true, duplicate: true });
    expect(await summaryOfMaya()).toMatchObject({ payouts_enabled: true, country: 'AT' });
  });

  it('refuses an unsigned account event', async () => {
    const res = await world.ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: JSON.stringify({ id: 'evt_x', type: 'account.updated', data: { object: {} } }),
    });
    expect(res.statusCode).toBe(400);
  });
});
