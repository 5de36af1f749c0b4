/**
 * Payment accounts, payouts and insights (API-42, API-46, API-47; rules M3, M5, B10, B11). Thin: validate,
 * authorise, call the service. The test provider's onboarding API exists only outside production and only
 * while the test provider is in use, like its checkout.
 */
import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  connectAccountLinkRequestSchema,
  connectAccountLinkResponseSchema,
  insightsSchema,
  payoutErrorSchema,
  payoutRequestSchema,
  payoutResponseSchema,
  testAccountCompleteRequestSchema,
  testAccountCompleteResponseSchema,
  testAccountParamsSchema,
  testAccountViewQuerySchema,
  testAccountViewSchema,
} from '@app/contract';
import { requireUser } from '../auth/session.ts';
import { applyAccountEvent, connectAccountLink, mentorOf, type PayoutDeps } from './connect.ts';
import { mentorInsights } from './insights.ts';
import { requestPayout } from './payout.ts';
import { settlePendingPayouts } from './settle.ts';
import { completeTestAccount, testAccountView } from './test-onboarding.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  502: apiErrorSchema,
};

function payoutDeps(app: FastifyInstance): PayoutDeps {
  return {
    db: app.db,
    publicUrl: app.config.publicUrl,
    provider: app.payments.provider,
    log: app.log,
    now: () => app.clock.now(),
  };
}

export const payoutsModule: FastifyPluginCallback = (plugin, _options, done) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const deps = payoutDeps(app);
  app.payments.onAccountEvent(applyAccountEvent);
  app.scheduler.register({ name: 'payouts.settle-pending', run: settlePendingPayouts(deps) });

  app.post(
    '/api/payments/connect-account-link/',
    {
      schema: {
        tags: ['payouts'],
        summary: "The provider's onboarding link for the mentor's payment account (created when missing)",
        body: connectAccountLinkRequestSchema,
        response: { 200: connectAccountLinkResponseSchema, ...errors },
      },
    },
    async (request) => connectAccountLink(deps, await requireUser(request), request.body),
  );

  app.post(
    '/api/mentors/payout/',
    {
      schema: {
        tags: ['payouts'],
        summary: 'Withdraw the whole available balance (cents) to the connected account',
        body: payoutRequestSchema,
        response: { 200: payoutResponseSchema, ...errors, 400: payoutErrorSchema, 502: payoutErrorSchema },
      },
    },
    async (request) => requestPayout(deps, await requireUser(request), request.body),
  );

  app.get(
    '/api/mentors/insights/',
    {
      schema: {
        tags: ['payouts'],
        summary: "The mentor's earnings dashboard (money in cents)",
        response: { 200: insightsSchema, ...errors },
      },
    },
    async (request) => mentorInsights(app.db, mentorOf(await requireUser(request)), app.clock.now()),
  );

  if (app.config.devRoutes && app.payments.provider.name === 'test') {
    app.get(
      '/api/payments/test-accounts/:accountId/',
      {
        schema: {
          tags: ['payouts'],
          summary: "The test provider's onboarding page of the caller's own payment account",
          params: testAccountParamsSchema,
          querystring: testAccountViewQuerySchema,
          response: { 200: testAccountViewSchema, ...errors },
        },
      },
      async (request) =>
        testAccountView(app, await requireUser(request), request.params.accountId, request.query),
    );
    app.post(
      '/api/payments/test-accounts/:accountId/complete/',
      {
        schema: {
          tags: ['payouts'],
          summary: 'Submit the test onboarding form: stores the details and sends account.updated',
          params: testAccountParamsSchema,
          body: testAccountCompleteRequestSchema,
          response: { 200: testAccountCompleteResponseSchema, ...errors },
        },
      },
      async (request) =>
        completeTestAccount(app, await requireUser(request), request.params.accountId, request.body),
    );
  }
  done();
};
