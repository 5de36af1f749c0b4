/**
 * POST /api/payments/webhook/ (rule B3): the only way a payment becomes final, for both providers.
 * The signature is checked over the raw body exactly as Stripe signs it; the event id is recorded once
 * (a replay is a no-op); the checkout is re-read from the provider, because the payload's status and
 * amount are not trusted; then every subscribed handler runs in the transaction that records the id, so
 * a failing handler leaves no trace and the provider's retry runs it again. No cookies, so no CSRF check
 * (its declaration, packages/contract/src/api/payments.ts, says why); the signature is the authentication.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginCallback } from 'fastify';
import Stripe from 'stripe';
import { endpoints } from '@app/contract';
import { paymentEvents } from '../../db/schema/index.ts';
import { handle } from '../endpoints.ts';
import { badRequest } from '../errors.ts';
import type { AfterCommit } from '../jobs.ts';
import { accountIdOf, handleAccountEvent } from './account-webhook.ts';
import type { CheckoutEvent } from './provider.ts';

export const WEBHOOK_PATH = endpoints['payments.webhook'].path;
export const INVALID_SIGNATURE = 'Invalid signature.';
/** A checkout.session event is a few kilobytes; anything far larger is not from the provider. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const HANDLED_TYPES: ReadonlySet<string> = new Set<CheckoutEvent['type']>([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
]);

/** The checkout id of a checkout.session event, or null when the object is not one. */
function checkoutIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as { id?: unknown; object?: unknown };
  return object.object === 'checkout.session' && typeof object.id === 'string' ? object.id : null;
}

/** Stripe's tolerance, applied to the future as well: a timestamp more than this far ahead is refused. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/** Whether the Stripe-Signature header's `t=` lies more than the tolerance ahead of `nowMs`. */
export function signedInTheFuture(header: string, nowMs: number): boolean {
  const match = /(?:^|,)\s*t=(\d+)/.exec(header);
  if (!match) return false;
  return Number(match[1]) > nowMs / 1000 + SIGNATURE_TOLERANCE_SECONDS;
}

export const webhookRoute: FastifyPluginCallback = (app, _options, done) => {
  const { payments } = app;

  // The signature covers the exact bytes, so this scope keeps the body as the text it arrived as.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );

  handle(app, endpoints['payments.webhook'], async ({ request }) => {
    const header = request.headers['stripe-signature'];
    const body = typeof request.body === 'string' ? request.body : '';
    let event: Stripe.Event;
    try {
      // Checks the HMAC and that the timestamp is at most 5 minutes old (replayed captures fail)...
      event = Stripe.webhooks.constructEvent(
        body,
        typeof header === 'string' ? header : '',
        payments.webhookSecret,
      );
      // ...and, which the library does not, at most 5 minutes ahead (a capture signed for later use).
      if (signedInTheFuture(typeof header === 'string' ? header : '', Date.now())) {
        throw new Error('The signature is dated in the future');
      }
    } catch (err) {
      request.log.info({ err }, 'payment webhook with an invalid signature');
      throw badRequest(INVALID_SIGNATURE);
    }

    // M3: a connected account changed (onboarding finished, payouts enabled or disabled).
    const accountId = accountIdOf(event);
    if (accountId) return handleAccountEvent(app, event, accountId, request.log);

    const checkoutId = checkoutIdOf(event);
    if (!HANDLED_TYPES.has(event.type) || !checkoutId) {
      request.log.info({ eventId: event.id, type: event.type }, 'payment webhook event ignored');
      return { received: true as const, ignored: true };
    }
    const type = event.type as CheckoutEvent['type'];

    // A cheap look first, so a replay does not cost a provider call; the insert below decides.
    const seen = await app.db
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(eq(paymentEvents.id, event.id));
    if (seen.length > 0) return { received: true as const, duplicate: true };

    // Re-read outside the transaction: a network call must not hold a database transaction open.
    const checkout = await payments.provider.retrieveCheckout(checkoutId);
    const now = app.clock.now();
    const afterCommit: AfterCommit[] = [];
    let duplicate: boolean;
    try {
      duplicate = await app.db.transaction(async (tx) => {
        const inserted = await tx
          .insert(paymentEvents)
          .values({
            id: event.id,
            provider: payments.provider.name,
            type,
            bookingId: null,
            receivedAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        if (inserted.length === 0) return true;
        // The handlers lock the booking first (FOR UPDATE); only then is the event linked to it. Linking
        // first would take a key-share lock on the booking, and two events of one checkout would each
        // hold that lock while waiting for the other's to end: a deadlock (ADR 28).
        for (const handler of payments.handlers) {
          const after = await handler(tx, { eventId: event.id, type, checkout }, now);
          if (after) afterCommit.push(after);
        }
        if (checkout.bookingId !== null) {
          // Linked only when the booking exists: an unknown one is the handlers' business, not an error.
          await tx.execute(
            sql`UPDATE payment_events SET booking_id = (SELECT id FROM bookings WHERE id = ${checkout.bookingId})
                  WHERE id = ${event.id}`,
          );
        }
        return false;
      });
    } catch (err) {
      request.log.error({ err, eventId: event.id, type, checkoutId }, 'payment webhook handler failed');
      throw new Error('The payment event could not be handled', { cause: err });
    }
    // The event is recorded: a failure now must not make the provider resend it (it would be a
    // duplicate), so it is logged; the work itself is retryable by its owner (e.g. a scheduled job).
    for (const after of afterCommit) {
      try {
        await after();
      } catch (err) {
        request.log.error({ err, eventId: event.id, type }, 'payment webhook follow-up failed');
      }
    }
    return duplicate ? { received: true as const, duplicate: true } : { received: true as const };
  });
  done();
};
