/**
 * The built-in test provider (rule B11): what Stripe keeps on its side lives in test_checkouts,
 * test_refunds, test_connected_accounts and test_transfers, and its hosted pages are part of the app
 * (/checkout/test/:id, API in modules/payments; /connect/test/:accountId, API in modules/payouts).
 * It never exists in production (see assertPaymentsConfig).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  testCheckouts,
  testConnectedAccounts,
  testRefunds,
  testTransfers,
  type TestConnectedAccountRow,
} from '../../db/schema/index.ts';
import type { Clock } from '../clock.ts';
import type {
  AccountLinkRequest,
  Checkout,
  CheckoutRequest,
  CheckoutState,
  ConnectedAccount,
  ConnectedAccountRequest,
  PaymentProvider,
  RefundRequest,
  TransferRequest,
} from './provider.ts';

export type TestCheckoutRow = typeof testCheckouts.$inferSelect;

export function randomTestId(prefix: string): string {
  return `${prefix}${randomBytes(18).toString('base64url')}`;
}

/** A row as the provider reports it: an open checkout past its expiry is expired, as on Stripe. */
export function effectiveStatus(row: TestCheckoutRow, now: Date): CheckoutState['status'] {
  return row.status === 'open' && row.expiresAt.getTime() <= now.getTime() ? 'expired' : row.status;
}

export function connectedAccountOf(row: TestConnectedAccountRow): ConnectedAccount {
  return {
    accountId: row.id,
    country: row.country,
    chargesEnabled: row.chargesEnabled,
    payoutsEnabled: row.payoutsEnabled,
    detailsSubmitted: row.detailsSubmitted,
  };
}

export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly publicUrl: string,
    /** Keys the checkout ids derived from idempotency keys, so nobody can guess an id from a booking. */
    private readonly idSecret: string,
  ) {}

  /** The hosted page of a checkout: the id is the only secret the page needs, like Stripe's. */
  checkoutUrl(checkoutId: string): string {
    return `${this.publicUrl}/checkout/test/${checkoutId}`;
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    // The same idempotency key answers the same checkout (Stripe's behaviour) without an extra column:
    // the id is derived from the key, and a second insert does nothing.
    const digest = createHmac('sha256', this.idSecret).update(request.idempotencyKey).digest('base64url');
    const id = `cs_test_${digest.slice(0, 32)}`;
    await this.db
      .insert(testCheckouts)
      .values({
        id,
        bookingId: request.bookingId,
        packagePurchaseId: request.packagePurchaseId ?? null,
        amountTotalCents: request.amountTotalCents,
        applicationFeeCents: request.applicationFeeCents,
        currency: request.currency,
        description: request.description,
        status: 'open',
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        expiresAt: request.expiresAt,
        createdAt: this.clock.now(),
      })
      .onConflictDoNothing();
    const row = await this.find(id);
    if (!row) throw new Error(`Test checkout ${id} could not be stored`);
    return { checkoutId: id, url: this.checkoutUrl(id), expiresAt: row.expiresAt };
  }

  async find(checkoutId: string): Promise<TestCheckoutRow | undefined> {
    const [row] = await this.db.select().from(testCheckouts).where(eq(testCheckouts.id, checkoutId));
    return row;
  }

  async retrieveCheckout(checkoutId: string): Promise<CheckoutState> {
    const row = await this.find(checkoutId);
    if (!row) throw new Error(`No such test checkout: ${checkoutId}`);
    const status = effectiveStatus(row, this.clock.now());
    return {
      checkoutId: row.id,
      status,
      paymentStatus: status === 'complete' ? 'paid' : 'unpaid',
      paymentIntentId: row.paymentIntentId,
      amountTotalCents: row.amountTotalCents,
      bookingId: row.bookingId,
      packagePurchaseId: row.packagePurchaseId,
    };
  }

  async expireCheckout(checkoutId: string): Promise<void> {
    await this.db
      .update(testCheckouts)
      .set({ status: 'expired' })
      .where(and(eq(testCheckouts.id, checkoutId), eq(testCheckouts.status, 'open')));
  }

  async refund(request: RefundRequest): Promise<{ refundId: string }> {
    await this.db
      .insert(testRefunds)
      .values({
        id: randomTestId('re_test_'),
        paymentIntentId: request.paymentIntentId,
        amountCents: request.amountCents,
        idempotencyKey: request.idempotencyKey,
        createdAt: this.clock.now(),
      })
      .onConflictDoNothing({ target: testRefunds.idempotencyKey });
    const [row] = await this.db
      .select()
      .from(testRefunds)
      .where(eq(testRefunds.idempotencyKey, request.idempotencyKey));
    if (!row) throw new Error('The test refund could not be stored');
    // Stripe refuses a reused key with other parameters; so does this provider, to surface the bug.
    if (row.paymentIntentId !== request.paymentIntentId || row.amountCents !== request.amountCents) {
      throw new Error(`Idempotency key ${request.idempotencyKey} was used for another refund`);
    }
    return { refundId: row.id };
  }

  async createConnectedAccount(request: ConnectedAccountRequest): Promise<{ accountId: string }> {
    // As with checkouts, the id is derived from the idempotency key, so a retry finds the same account.
    const digest = createHmac('sha256', this.idSecret).update(request.idempotencyKey).digest('base64url');
    const id = `acct_test_${digest.slice(0, 16)}`;
    const now = this.clock.now();
    await this.db
      .insert(testConnectedAccounts)
      .values({ id, country: request.country, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
    return { accountId: id };
  }

  /** The app's own onboarding page; who may complete it is checked there (the account's signed-in owner). */
  createAccountLink(request: AccountLinkRequest): Promise<{ url: string }> {
    const query = new URLSearchParams({ return_url: request.returnUrl, refresh_url: request.refreshUrl });
    const path = `/connect/test/${encodeURIComponent(request.accountId)}`;
    return Promise.resolve({ url: `${this.publicUrl}${path}?${query.toString()}` });
  }

  async findConnectedAccount(accountId: string): Promise<TestConnectedAccountRow | undefined> {
    const [row] = await this.db
      .select()
      .from(testConnectedAccounts)
      .where(eq(testConnectedAccounts.id, accountId));
    return row;
  }

  async retrieveConnectedAccount(accountId: string): Promise<ConnectedAccount> {
    const row = await this.findConnectedAccount(accountId);
    if (!row) throw new Error(`No such test account: ${accountId}`);
    return connectedAccountOf(row);
  }

  async transfer(request: TransferRequest): Promise<{ transferId: string }> {
    // Stripe refuses a transfer to an account that cannot receive one; so does this provider.
    const account = await this.findConnectedAccount(request.destination);
    if (!account?.payoutsEnabled)
      throw new Error(`Test account ${request.destination} cannot receive transfers`);
    await this.db
      .insert(testTransfers)
      .values({
        id: randomTestId('tr_test_'),
        destination: request.destination,
        amountCents: request.amountCents,
        currency: request.currency,
        idempotencyKey: request.idempotencyKey,
        createdAt: this.clock.now(),
      })
      .onConflictDoNothing({ target: testTransfers.idempotencyKey });
    const [row] = await this.db
      .select()
      .from(testTransfers)
      .where(eq(testTransfers.idempotencyKey, request.idempotencyKey));
    if (!row) throw new Error('The test transfer could not be stored');
    if (row.destination !== request.destination || row.amountCents !== request.amountCents) {
      throw new Error(`Idempotency key ${request.idempotencyKey} was used for another transfer`);
    }
    return { transferId: row.id };
  }
}
