/**
 * The test provider's hosted checkout API (rule B11), behind the web page /checkout/test/:checkoutId,
 * declared in packages/contract/src/api/payments.ts. Registered only outside production and only when the
 * test provider is in use. No sign-in: as on a hosted Stripe page, the unguessable checkout id is the
 * secret. The CSRF hook (auth/csrf.ts) checks the POST when the browser carries a session, which the web
 * app's API client satisfies.
 */
import type { FastifyPluginCallback } from 'fastify';
import { endpoints } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { deliverOutboxEvent, payTestCheckout, testCheckoutPage } from './test-checkout.ts';

export const paymentsModule: FastifyPluginCallback = (app, _options, done) => {
  if (!app.config.devRoutes || app.payments.provider.name !== 'test') {
    done();
    return;
  }
  app.outbox.handle('payment-event', (row) => deliverOutboxEvent(app, row));

  handle(app, endpoints['payments.testCheckout'], ({ params }) => testCheckoutPage(app, params.checkoutId));

  handle(app, endpoints['payments.payTestCheckout'], ({ params }) =>
    payTestCheckout(app, params.checkoutId, params.cardNumber),
  );
  done();
};
