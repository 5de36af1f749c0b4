/**
 * Payment accounts, payouts and insights (API-42, API-46, API-47; rules M3, M5, B10, B11), registered from
 * their declarations (packages/contract/src/api/payouts.ts): mentors only, so every handler has the
 * caller's mentor id. Thin: call the service. The test provider's onboarding API exists only outside
 * production and only while the test provider is in use, like its checkout.
 */
import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import { endpoints } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { applyAccountEvent, connectAccountLink, type PayoutDeps } from './connect.ts';
import { mentorEarnings } from './earnings.ts';
import { mentorInsights } from './insights.ts';
import { requestPayout } from './payout.ts';
import { settlePendingPayouts } from './settle.ts';
import { sendStatement } from './statement.ts';
import { completeTestAccount, testAccountView } from './test-onboarding.ts';

export function payoutDeps(app: FastifyInstance): PayoutDeps {
  return {
    db: app.db,
    publicUrl: app.config.publicUrl,
    provider: app.payments.provider,
    log: app.log,
    now: () => app.clock.now(),
  };
}

export const payoutsModule: FastifyPluginCallback = (app, _options, done) => {
  const deps = payoutDeps(app);
  app.payments.onAccountEvent(applyAccountEvent);
  app.scheduler.register({ name: 'payouts.settle-pending', run: settlePendingPayouts(deps) });

  handle(app, endpoints['payouts.accountLink'], ({ user, body }) => connectAccountLink(deps, user, body));

  handle(app, endpoints['payouts.withdraw'], ({ user, body }) => requestPayout(deps, user.mentorId, body));

  handle(app, endpoints['payouts.insights'], ({ user }) =>
    mentorInsights(app.db, user.mentorId, app.clock.now()),
  );

  handle(app, endpoints['payouts.earnings'], ({ user, query }) =>
    mentorEarnings(app.db, user.mentorId, query.month, app.clock.now()),
  );

  handle(app, endpoints['payouts.statement'], ({ user, query, reply }) =>
    sendStatement(reply, app.db, user.mentorId, query.month, app.clock.now()),
  );

  if (app.config.devRoutes && app.payments.provider.name === 'test') {
    handle(app, endpoints['payouts.testAccount'], ({ user, params, query }) =>
      testAccountView(app, user.mentorId, params.accountId, query),
    );
    handle(app, endpoints['payouts.completeTestAccount'], ({ user, params, body }) =>
      completeTestAccount(app, user.mentorId, params.accountId, body),
    );
  }
  done();
};
