/**
 * Payments behind one interface (rule B11): the built-in test provider (default, never in production) and
 * Stripe (STRIPE_SECRET_KEY). Both send their results as Stripe-shaped events, signed with the webhook
 * secret, to POST /api/payments/webhook/; the webhook route verifies, deduplicates and hands each allowed
 * event to the handlers the domain modules register (bookings: paid / expired; payouts: account.updated).
 */
import type { Tx } from '../../db/client.ts';
import type { AfterCommit } from '../jobs.ts';

export interface CheckoutRequest {
  /** The lesson paid for; null for a lesson package (issue 18), which names its purchase instead. */
  bookingId: number | null;
  packagePurchaseId?: number;
  /** What the student pays, in cents. */
  amountTotalCents: number;
  /** The platform's application fee in cents (B2), never above the total. */
  applicationFeeCents: number;
  currency: string;
  /** One line the hosted page shows, e.g. "60-minute Guitar lesson with Maya Lopez". */
  description: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** The mentor's connected account, when they have an enabled one. */
  connectedAccountId: string | null;
  idempotencyKey: string;
}

export interface Checkout {
  checkoutId: string;
  url: string;
  expiresAt: Date;
}

export interface CheckoutState {
  checkoutId: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid';
  paymentIntentId: string | null;
  amountTotalCents: number;
  bookingId: number | null;
  /** The lesson package purchase paid for (ADR 57); null for a lesson's checkout. */
  packagePurchaseId?: number | null;
}

export interface RefundRequest {
  paymentIntentId: string;
  amountCents: number;
  idempotencyKey: string;
}

/** A mentor's connected account as the provider reports it (rule M3). */
export interface ConnectedAccount {
  accountId: string;
  /** ISO 3166-1 alpha-2, upper case; null until the provider knows it. */
  country: string | null;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
}

export interface ConnectedAccountRequest {
  email: string;
  /** Known ahead only when the mentor said so; else the provider's onboarding asks. */
  country: string | null;
  mentorId: number;
  idempotencyKey: string;
}

export interface AccountLinkRequest {
  accountId: string;
  refreshUrl: string;
  returnUrl: string;
}

/** A payout (B10): money the platform holds moves to the mentor's connected account. */
export interface TransferRequest {
  destination: string;
  amountCents: number;
  currency: string;
  mentorId: number;
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  createConnectedAccount(request: ConnectedAccountRequest): Promise<{ accountId: string }>;
  /** The provider's onboarding page for the account (Stripe: an account_onboarding link). */
  createAccountLink(request: AccountLinkRequest): Promise<{ url: string }>;
  /** Re-reads an account from the provider (the account.updated payload is not trusted for state). */
  retrieveConnectedAccount(accountId: string): Promise<ConnectedAccount>;
  transfer(request: TransferRequest): Promise<{ transferId: string }>;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Re-reads a checkout from the provider (the webhook payload is not trusted for state). */
  retrieveCheckout(checkoutId: string): Promise<CheckoutState>;
  /** Closes an open checkout so it can no longer be paid (best effort: an expired one is fine). */
  expireCheckout(checkoutId: string): Promise<void>;
  refund(request: RefundRequest): Promise<{ refundId: string }>;
}

/** A verified, allowed event as the domain handlers receive it. */
export interface CheckoutEvent {
  eventId: string;
  type:
    'checkout.session.completed' | 'checkout.session.expired' | 'checkout.session.async_payment_succeeded';
  checkout: CheckoutState;
}

/**
 * What a domain module does with an event, inside the transaction that records the event id. It may
 * answer work to run once that transaction has committed (mails, provider calls such as a refund):
 * such work never runs for an event that rolled back, and its failure is logged without undoing the event.
 */
/** A verified account.updated event, with the account as re-read from the provider. */
export interface AccountEvent {
  eventId: string;
  type: 'account.updated';
  account: ConnectedAccount;
}

export type AccountEventHandler = (tx: Tx, event: AccountEvent, now: Date) => Promise<void | AfterCommit>;

export type CheckoutEventHandler = (tx: Tx, event: CheckoutEvent, now: Date) => Promise<void | AfterCommit>;
