/**
 * The built-in test provider's onboarding page (rules B11, M3), behind /connect/test/:accountId. Only the
 * signed-in mentor who owns the account may see or complete it: the account link names the account, and
 * the owner check makes a copied link useless to anyone else. Completing stores the details and sends the
 * same signed account.updated event Stripe would, through the real webhook route.
 */
import {
  payoutMessages,
  type TestAccountCompleteRequest,
  type TestAccountCompleteResponse,
  type TestAccountView,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { TestConnectedAccountRow } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { randomTestId, type TestPaymentProvider } from '../../platform/payments/test-provider.ts';
import { testProviderOf, type TestProviderEvent } from '../payments/index.ts';
import { onSite } from './connect.ts';
import { completeTestConnectedAccount, paymentAccountOwner } from './repository.ts';

/** Where the page sends the browser when the link named no (acceptable) address. */
const SETTINGS_PAYMENTS = '/settings?tab=payments';

/** ISO 13616 lightly: country letters, check digits, 11-30 letters or digits, and the mod-97 check. */
export function normalisedIban(value: string): string | null {
  const iban = value.replace(/[\s-]/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return null;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1 ? iban : null;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** A real ISO 3166-1 region: Intl names it (an unknown code comes back as itself or "Unknown Region"). */
export function isKnownCountry(code: string): boolean {
  const name = regionNames.of(code);
  return !!name && name !== code && name !== 'Unknown Region';
}

/** The test account behind the link, once the calling mentor is known to be its owner. */
async function ownedAccount(app: FastifyInstance, mentorId: number, accountId: string) {
  const provider: TestPaymentProvider = testProviderOf(app);
  const link = await paymentAccountOwner(app.db, accountId);
  const account = await provider.findConnectedAccount(accountId);
  if (!link || !account) throw notFound(payoutMessages.testAccountNotFound);
  if (link.mentorId !== mentorId) throw forbidden();
  return account;
}

const addressOr = (app: FastifyInstance, value: string | undefined, fallback: string) =>
  (value && onSite(value, app.config.publicUrl)) || `${app.config.publicUrl}${fallback}`;

export async function testAccountView(
  app: FastifyInstance,
  mentorId: number,
  accountId: string,
  query: { return_url?: string; refresh_url?: string },
): Promise<TestAccountView> {
  const account = await ownedAccount(app, mentorId, accountId);
  return {
    id: account.id,
    country: account.country,
    account_holder_name: account.accountHolderName,
    details_submitted: account.detailsSubmitted,
    return_url: addressOr(app, query.return_url, SETTINGS_PAYMENTS),
    refresh_url: addressOr(app, query.refresh_url, SETTINGS_PAYMENTS),
  };
}

/** What Stripe sends when an account changes, with the fields the handler and Stripe's docs name. */
function accountUpdatedEvent(account: TestConnectedAccountRow, created: Date): string {
  return JSON.stringify({
    id: randomTestId('evt_test_'),
    object: 'event',
    type: 'account.updated',
    created: Math.floor(created.getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    data: {
      object: {
        id: account.id,
        object: 'account',
        type: 'express',
        country: account.country,
        charges_enabled: account.chargesEnabled,
        payouts_enabled: account.payoutsEnabled,
        details_submitted: account.detailsSubmitted,
        capabilities: { transfers: account.payoutsEnabled ? 'active' : 'inactive' },
      },
    },
  });
}

/**
 * Stores the form and, in the same transaction, its account.updated event as an outbox row, delivered
 * before the answer leaves and retried until the webhook accepts it (as Stripe retries).
 */
export async function completeTestAccount(
  app: FastifyInstance,
  mentorId: number,
  accountId: string,
  body: TestAccountCompleteRequest,
): Promise<TestAccountCompleteResponse> {
  await ownedAccount(app, mentorId, accountId);
  if (!isKnownCountry(body.country)) {
    throw badRequest(payoutMessages.countryInvalid, { country: [payoutMessages.countryInvalid] });
  }
  const iban = normalisedIban(body.iban);
  if (!iban) throw badRequest(payoutMessages.ibanInvalid, { iban: [payoutMessages.ibanInvalid] });
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    const after = await completeTestConnectedAccount(
      tx,
      accountId,
      { country: body.country, accountHolderName: body.account_holder_name, iban },
      now,
    );
    await app.outbox.enqueue(tx, 'payment-event', {
      payload: accountUpdatedEvent(after!, now),
    } satisfies TestProviderEvent);
  });
  return { redirect_url: addressOr(app, body.return_url, SETTINGS_PAYMENTS) };
}
