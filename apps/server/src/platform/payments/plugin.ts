/**
 * The payments plugin (rule B11): picks the provider from the configuration, loads the webhook secret,
 * decorates `app.payments` and registers the webhook route. Domain modules registered after it subscribe
 * to verified events with `app.payments.onCheckoutEvent(handler)`.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ConfigError, type Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { loadServerSecret } from '../secrets.ts';
import type {
  AccountEventHandler,
  CheckoutEventHandler,
  PaymentProvider,
  RefundRequest,
} from './provider.ts';
import { StripePaymentProvider } from './stripe-provider.ts';
import { TestPaymentProvider } from './test-provider.ts';
import { webhookRoute } from './webhook.ts';

export interface Payments {
  provider: PaymentProvider;
  /** Subscribes a domain module to verified, deduplicated checkout events (called in registration order). */
  onCheckoutEvent(handler: CheckoutEventHandler): void;
  /** The secret events are signed with: STRIPE_WEBHOOK_SECRET, or the test provider's own. */
  webhookSecret: string;
  /** The subscribed handlers, for the webhook route. */
  readonly handlers: readonly CheckoutEventHandler[];
  /** Subscribes a domain module to verified, deduplicated account.updated events (rule M3). */
  onAccountEvent(handler: AccountEventHandler): void;
  readonly accountHandlers: readonly AccountEventHandler[];
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/**
 * The test provider takes no money, so a production server without Stripe must not start: it would
 * hand out checkouts anyone can "pay" with 4242.
 */
export function assertPaymentsConfig(config: Config): void {
  if (config.isProduction && config.paymentProvider !== 'stripe') {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY: required in production (the test payment provider ' +
        'exists only outside production)',
    );
  }
}

const SECRET_NAME = 'payments_webhook_secret';

/**
 * The test provider's webhook secret: created once by whichever process starts first, then read by all,
 * so an event one process signs verifies in any other.
 */
export async function loadTestWebhookSecret(db: Db, now: Date): Promise<string> {
  return loadServerSecret(db, SECRET_NAME, now, () => `whsec_${randomBytes(32).toString('base64url')}`);
}

async function createPayments(app: FastifyInstance): Promise<Payments> {
  const { config } = app;
  assertPaymentsConfig(config);
  const handlers: CheckoutEventHandler[] = [];
  const onCheckoutEvent = (handler: CheckoutEventHandler) => void handlers.push(handler);
  const accountHandlers: AccountEventHandler[] = [];
  const onAccountEvent = (handler: AccountEventHandler) => void accountHandlers.push(handler);
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return {
      provider: new StripePaymentProvider(config.STRIPE_SECRET_KEY, config.STRIPE_API_BASE),
      onCheckoutEvent,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      handlers,
      onAccountEvent,
      accountHandlers,
    };
  }
  const webhookSecret =
    config.PAYMENTS_WEBHOOK_SECRET ?? (await loadTestWebhookSecret(app.db, app.clock.now()));
  return {
    provider: new TestPaymentProvider(app.db, app.clock, config.publicUrl, webhookSecret),
    onCheckoutEvent,
    webhookSecret,
    handlers,
    onAccountEvent,
    accountHandlers,
  };
}

export const payments = fp(
  async (app: FastifyInstance) => {
    app.decorate('payments', await createPayments(app));
    // A refund that must follow a committed change (the pro rata refund of unused credits) is an outbox
    // row of that change, delivered here with its idempotency key: retried until the provider has it, and
    // one refund at the provider however often it is delivered.
    app.outbox.handle('provider-refund', async (request) => {
      await app.payments.provider.refund(request as RefundRequest);
    });
    // Encapsulated (not fastify-plugin): its raw-body parser must not change JSON parsing elsewhere.
    await app.register(webhookRoute);
  },
  { name: 'payments' },
);
