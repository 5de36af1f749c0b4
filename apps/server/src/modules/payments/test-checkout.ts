/**
 * The test provider's hosted checkout (rule B11): what its page shows and what paying does. Paying marks
 * the checkout complete and sends the same signed checkout.session.completed event Stripe would, through
 * the real webhook route, so the booking becomes paid exactly as it would with Stripe (B3).
 */
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { bookingMessages, type TestCheckout, type TestCheckoutPayResponse } from '@app/contract';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.ts';
import {
  effectiveStatus,
  randomTestId,
  TestPaymentProvider,
  type TestCheckoutRow,
} from '../../platform/payments/test-provider.ts';
import { WEBHOOK_PATH } from '../../platform/payments/webhook.ts';
import { checkoutLesson } from '../bookings/index.ts';
import { markTestCheckoutPaid } from './repository.ts';

/** Stripe's test cards: one that pays, one that is declined. Any other number is declined too. */
export const TEST_CARD_PAYS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';
const CARD_PATTERN = /^\d{13,19}$/;

export function testProviderOf(app: FastifyInstance): TestPaymentProvider {
  const provider = app.payments.provider;
  if (!(provider instanceof TestPaymentProvider)) throw notFound();
  return provider;
}

/** Stripe fills {CHECKOUT_SESSION_ID} into the return addresses; so does the test provider. */
function withCheckoutId(url: string, checkoutId: string): string {
  return url.replaceAll('{CHECKOUT_SESSION_ID}', checkoutId);
}

async function findCheckout(app: FastifyInstance, checkoutId: string): Promise<TestCheckoutRow> {
  const row = await testProviderOf(app).find(checkoutId);
  if (!row) throw notFound();
  return row;
}

export async function testCheckoutPage(app: FastifyInstance, checkoutId: string): Promise<TestCheckout> {
  const row = await findCheckout(app, checkoutId);
  // A lesson package's checkout (ADR 57) has no lesson to show: the page names the package instead.
  if (row.bookingId === null) return packageCheckoutPage(app, row);
  const lesson = await checkoutLesson(app.db, row.bookingId);
  if (!lesson) throw notFound();
  return {
    checkout_id: row.id,
    booking_id: row.bookingId,
    status: effectiveStatus(row, app.clock.now()),
    mentor_name: `${lesson.first_name ?? ''} ${lesson.last_name ?? ''}`.trim(),
    skill: lesson.skill_name,
    session_minutes: lesson.session_minutes,
    start_utc: new Date(lesson.start_at).toISOString(),
    amount_total_cents: row.amountTotalCents,
    currency: row.currency,
    expires_at: row.expiresAt.toISOString(),
    cancel_url: withCheckoutId(row.cancelUrl, row.id),
    success_url: withCheckoutId(row.successUrl, row.id),
  };
}

/** A lesson package's checkout: no lesson time; the provider's description names what is bought. */
function packageCheckoutPage(app: FastifyInstance, row: TestCheckoutRow): TestCheckout {
  return {
    checkout_id: row.id,
    booking_id: null,
    status: effectiveStatus(row, app.clock.now()),
    mentor_name: row.description.replace(/^.* with /, ''),
    skill: 'Lesson package',
    session_minutes: Number(/× (\d+)-minute/.exec(row.description)?.[1] ?? 0),
    start_utc: null,
    description: row.description,
    amount_total_cents: row.amountTotalCents,
    currency: row.currency,
    expires_at: row.expiresAt.toISOString(),
    cancel_url: withCheckoutId(row.cancelUrl, row.id),
    success_url: withCheckoutId(row.successUrl, row.id),
  };
}

/** The event Stripe sends for a paid checkout, with the fields our handlers and Stripe's docs name. */
function completedEvent(row: TestCheckoutRow, created: Date): string {
  const session = {
    id: row.id,
    object: 'checkout.session',
    payment_status: 'paid',
    status: 'complete',
    payment_intent: row.paymentIntentId,
    amount_total: row.amountTotalCents,
    currency: row.currency,
    metadata:
      row.bookingId === null
        ? { package_purchase_id: String(row.packagePurchaseId) }
        : { booking_id: String(row.bookingId) },
    client_reference_id: row.bookingId === null ? `package-${row.packagePurchaseId}` : String(row.bookingId),
    success_url: row.successUrl,
    cancel_url: row.cancelUrl,
    expires_at: Math.floor(row.expiresAt.getTime() / 1000),
  };
  return JSON.stringify({
    id: randomTestId('evt_test_'),
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(created.getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    data: { object: session },
  });
}

/**
 * Signs an event exactly as Stripe does and posts it to our own webhook route, so it passes the same
 * verification. The signature's timestamp is real time (not the app clock): the webhook's five-minute
 * tolerance is about transport, and the development clock may have been moved forward.
 */
export async function deliverTestEvent(app: FastifyInstance, payload: string): Promise<number> {
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: app.payments.webhookSecret });
  const response = await app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
  return response.statusCode;
}

export interface CompleteOptions {
  /**
   * Also complete a checkout that has expired: the "paid just as it expired" race Stripe can produce,
   * which the bookings module must answer with a refund. For tests and the development tools only.
   */
  allowExpired?: boolean;
}

/** The outbox row of one provider event: its JSON, signed afresh at each delivery. */
export interface TestProviderEvent {
  payload: string;
}

/**
 * Delivers an outbox row of the test provider (registered as the 'payment-event' handler): like Stripe,
 * an event that the webhook does not answer with 2xx is sent again later, until it is.
 */
export async function deliverOutboxEvent(app: FastifyInstance, row: unknown): Promise<void> {
  const status = await deliverTestEvent(app, (row as TestProviderEvent).payload);
  if (status < 200 || status > 299)
    throw new Error(`The webhook answered the test provider's event with ${status}`);
}

/**
 * Marks a checkout paid and, in the same transaction, writes its checkout.session.completed event to the
 * outbox; then delivers it. A process that dies in between still has the payment and its event, and the
 * next process delivers it (ADR 28); a webhook that fails is retried, as Stripe retries.
 */
export async function completeTestCheckout(
  app: FastifyInstance,
  checkoutId: string,
  options: CompleteOptions = {},
): Promise<TestCheckoutRow> {
  const now = app.clock.now();
  const paymentIntentId = randomTestId('pi_test_');
  const row = await app.db.transaction(async (tx) => {
    // One statement, so a double click cannot pay twice: only the first finds the checkout payable.
    const paid = await markTestCheckoutPaid(tx, checkoutId, paymentIntentId, now, options.allowExpired);
    if (!paid) throw conflict(bookingMessages.checkoutExpired);
    await app.outbox.enqueue(tx, 'payment-event', {
      payload: completedEvent(paid, now),
    } satisfies TestProviderEvent);
    return paid;
  });
  await app.outbox.drain();
  return row;
}

export async function payTestCheckout(
  app: FastifyInstance,
  checkoutId: string,
  cardNumber: string,
): Promise<TestCheckoutPayResponse> {
  if (!CARD_PATTERN.test(cardNumber)) {
    throw badRequest(bookingMessages.cardInvalid, { card_number: [bookingMessages.cardInvalid] });
  }
  const row = await findCheckout(app, checkoutId);
  if (effectiveStatus(row, app.clock.now()) !== 'open') throw conflict(bookingMessages.checkoutExpired);
  if (cardNumber !== TEST_CARD_PAYS) throw new HttpError(402, bookingMessages.cardDeclined);
  const paid = await completeTestCheckout(app, checkoutId);
  return { redirect_url: withCheckoutId(paid.successUrl, paid.id) };
}
