/**
 * Stripe Checkout Sessions (rule B11): destination charges with the platform's application fee (B2)
 * to the mentor's connected account, refunds, Express connected accounts with their onboarding links,
 * transfers for payouts (B10), and every call that moves money with an idempotency key so a retried
 * request never charges, refunds or pays out twice.
 */
import Stripe from 'stripe';
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

/**
 * Stripe refuses an expires_at less than 30 minutes ahead of its own clock, and our checkouts last
 * exactly 30 minutes, so the request adds this much for the time it spends in flight.
 */
export const STRIPE_EXPIRY_SLACK_SECONDS = 30;
const STRIPE_MIN_EXPIRY_SECONDS = 30 * 60;

/** The client options: STRIPE_API_BASE points the real package at another origin (a local fake). */
export function stripeClientOptions(apiBase: string | undefined): Stripe.StripeConfig {
  // Retries reuse the idempotency key, so they are safe.
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000 };
  if (!apiBase) return options;
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    ...options,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** A booking id from the session's metadata (or client_reference_id); null when it is not ours. */
function bookingIdOf(session: Stripe.Checkout.Session): number | null {
  if (session.metadata?.package_purchase_id) return null;
  return positiveId(session.metadata?.booking_id ?? session.client_reference_id);
}

function positiveId(raw: string | null | undefined): number | null {
  const id = raw ? Number(raw) : NaN;
  // An integer column: a larger value cannot be one of our bookings.
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

const STATUSES: readonly string[] = ['open', 'complete', 'expired'] satisfies CheckoutState['status'][];

export function checkoutStateOf(session: Stripe.Checkout.Session): CheckoutState {
  // A status this code does not know yet (Stripe may add some) is treated as still open: nothing final.
  const status = STATUSES.includes(session.status ?? '')
    ? (session.status as CheckoutState['status'])
    : 'open';
  return {
    checkoutId: session.id,
    status,
    paymentStatus: session.payment_status === 'paid' ? 'paid' : 'unpaid',
    paymentIntentId: idOf(session.payment_intent),
    amountTotalCents: session.amount_total ?? 0,
    bookingId: bookingIdOf(session),
    packagePurchaseId: positiveId(session.metadata?.package_purchase_id),
  };
}

export function connectedAccountOf(account: Stripe.Account): ConnectedAccount {
  return {
    accountId: account.id,
    country: account.country ? account.country.toUpperCase() : null,
    chargesEnabled: account.charges_enabled === true,
    payoutsEnabled: account.payouts_enabled === true,
    detailsSubmitted: account.details_submitted === true,
  };
}

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly stripe: Stripe;

  constructor(secretKey: string, apiBase?: string) {
    this.stripe = new Stripe(secretKey, stripeClientOptions(apiBase));
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    // Stripe measures the 30 minutes against its own (real) clock, not the app's, hence Date.now().
    const earliest = Math.floor(Date.now() / 1000) + STRIPE_MIN_EXPIRY_SECONDS;
    const expiresAt =
      Math.max(Math.ceil(request.expiresAt.getTime() / 1000), earliest) + STRIPE_EXPIRY_SLACK_SECONDS;
    // A package's checkout names its purchase (ADR 57); a lesson's its booking, as before.
    const metadata: Record<string, string> =
      request.bookingId === null
        ? { package_purchase_id: String(request.packagePurchaseId) }
        : { booking_id: String(request.bookingId) };
    const reference = metadata.booking_id ?? `package-${request.packagePurchaseId}`;
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            price_data: {
              currency: request.currency,
              unit_amount: request.amountTotalCents,
              product_data: { name: request.description },
            },
            quantity: 1,
          },
        ],
        customer_email: request.customerEmail,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        expires_at: expiresAt,
        metadata,
        client_reference_id: reference,
        ...(request.connectedAccountId
          ? {
              payment_intent_data: {
                application_fee_amount: request.applicationFeeCents,
                transfer_data: { destination: request.connectedAccountId },
                metadata,
              },
            }
          : {}),
      },
      { idempotencyKey: request.idempotencyKey },
    );
    if (!session.url) throw new Error(`Stripe answered checkout ${session.id} without a url`);
    return { checkoutId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
  }

  async retrieveCheckout(checkoutId: string): Promise<CheckoutState> {
    return checkoutStateOf(await this.stripe.checkout.sessions.retrieve(checkoutId));
  }

  async expireCheckout(checkoutId: string): Promise<void> {
    try {
      await this.stripe.checkout.sessions.expire(checkoutId);
    } catch (err) {
      // Stripe refuses to expire a session that is no longer open (expired or paid): that is the goal
      // reached (or a payment the webhook will report). Anything else is a real failure.
      if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
      const state = await this.retrieveCheckout(checkoutId);
      if (state.status === 'open') throw err;
    }
  }

  async refund(request: RefundRequest): Promise<{ refundId: string }> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: request.paymentIntentId, amount: request.amountCents },
      { idempotencyKey: request.idempotencyKey },
    );
    return { refundId: refund.id };
  }

  async createConnectedAccount(request: ConnectedAccountRequest): Promise<{ accountId: string }> {
    const account = await this.stripe.accounts.create(
      {
        type: 'express',
        email: request.email,
        ...(request.country ? { country: request.country } : {}),
        // Payouts are transfers from the platform's balance (B10), so transfers is the one capability.
        capabilities: { transfers: { requested: true } },
        metadata: { mentor_id: String(request.mentorId) },
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return { accountId: account.id };
  }

  async createAccountLink(request: AccountLinkRequest): Promise<{ url: string }> {
    const link = await this.stripe.accountLinks.create({
      account: request.accountId,
      type: 'account_onboarding',
      refresh_url: request.refreshUrl,
      return_url: request.returnUrl,
    });
    return { url: link.url };
  }

  async retrieveConnectedAccount(accountId: string): Promise<ConnectedAccount> {
    return connectedAccountOf(await this.stripe.accounts.retrieve(accountId));
  }

  async transfer(request: TransferRequest): Promise<{ transferId: string }> {
    const transfer = await this.stripe.transfers.create(
      {
        amount: request.amountCents,
        currency: request.currency,
        destination: request.destination,
        metadata: { mentor_id: String(request.mentorId) },
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return { transferId: transfer.id };
  }
}
