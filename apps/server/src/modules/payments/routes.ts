/**
 * The test provider's hosted checkout API (rule B11), behind the web page /checkout/test/:checkoutId.
 * Registered only outside production and only when the test provider is in use. No sign-in: as on a
 * hosted Stripe page, the unguessable checkout id is the secret. The CSRF hook (auth/csrf.ts) checks the
 * POST when the browser carries a session, which the web app's API client satisfies.
 */
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, testCheckoutPayResponseSchema, testCheckoutSchema } from '@app/contract';
import { deliverOutboxEvent, payTestCheckout, testCheckoutPage } from './test-checkout.ts';

// Bounded so a silly path never reaches the database; real ids are about 40 characters.
const checkoutId = z.string().min(1).max(100);
const pageParams = z.object({ checkoutId });
// Any text: the handler answers a malformed number with the checkout's own message (bookingMessages).
const payParams = z.object({ checkoutId, cardNumber: z.string().max(40) });
const errors = { 400: apiErrorSchema, 402: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

export const paymentsModule: FastifyPluginCallback = (plugin, _options, done) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  if (!app.config.devRoutes || app.payments.provider.name !== 'test') {
    done();
    return;
  }
  app.outbox.handle('payment-event', (row) => deliverOutboxEvent(app, row));

  app.get(
    '/api/payments/test-checkout/:checkoutId/',
    {
      schema: {
        tags: ['payments'],
        summary: "The test provider's hosted checkout: the lesson, the amount and the expiry",
        params: pageParams,
        response: { 200: testCheckoutSchema, ...errors },
      },
    },
    (request) => testCheckoutPage(app, request.params.checkoutId),
  );

  app.post(
    '/api/payments/test-checkout/:checkoutId/pay/:cardNumber',
    {
      schema: {
        tags: ['payments'],
        summary: 'Pay a test checkout: 4242424242424242 pays, 4000000000000002 is declined',
        params: payParams,
        response: { 200: testCheckoutPayResponseSchema, ...errors },
      },
    },
    (request) => payTestCheckout(app, request.params.checkoutId, request.params.cardNumber),
  );
  done();
};
