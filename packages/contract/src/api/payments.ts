/**
 * Payments: the provider's webhook (rule B3) and the test provider's hosted checkout (rule B11), which
 * exists only outside production and only while the test provider is in use.
 */
import { z } from 'zod';
import { testCheckoutPayResponseSchema, testCheckoutSchema } from '../bookings.ts';
import { declareEndpoints } from './endpoint.ts';

const tags = ['payments'];

const webhookReceiptSchema = z
  .object({
    received: z.literal(true),
    ignored: z.boolean().optional(),
    duplicate: z.boolean().optional(),
  })
  .meta({ id: 'WebhookReceipt' });

// Bounded so a silly path never reaches the database; real ids are about 40 characters.
const checkoutId = z.string().min(1).max(100);

/** As on a hosted Stripe page, the unguessable checkout id is the secret: no sign-in. */
const checkoutOwner = 'whoever holds the checkout id (unguessable, like a hosted Stripe page)';

export const paymentEndpoints = declareEndpoints({
  // The raw body is read as text: the signature covers its exact bytes.
  'payments.webhook': {
    access: 'public',
    csrfExempt: "the provider's signature authenticates the call; it carries no session",
    tags,
    summary: "The payment provider's signed events (Stripe-Signature header, raw JSON body)",
    responses: { 200: webhookReceiptSchema },
    errors: [500],
  },
  'payments.testCheckout': {
    access: 'public',
    owner: checkoutOwner,
    tags,
    summary: "The test provider's hosted checkout: the lesson, the amount and the expiry",
    params: z.object({ checkoutId }),
    responses: { 200: testCheckoutSchema },
  },
  'payments.payTestCheckout': {
    access: 'public',
    owner: checkoutOwner,
    tags,
    summary: 'Pay a test checkout: 4242424242424242 pays, 4000000000000002 is declined',
    // Any text: the server answers a malformed number with the checkout's own message (bookingMessages).
    params: z.object({ checkoutId, cardNumber: z.string().max(40) }),
    responses: { 200: testCheckoutPayResponseSchema },
    // 402: the card is declined; 409: the checkout is no longer open.
    errors: [402, 409],
  },
});
