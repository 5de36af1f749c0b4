/**
 * Package and credit calls (issue 18 item 2), registered from their declarations
 * (packages/contract/src/api/packages.ts); the package checkout's events and the credits' expiry job.
 */
import type { FastifyPluginCallback } from 'fastify';
import { endpoints } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { bookingDeps } from '../bookings/index.ts';
import { expireCredits, listCredits, refundCredits } from './credits.ts';
import { createPackage, deletePackage, packagesOnSale } from './offers.ts';
import { buyPackage, packageEventHandler } from './purchase.ts';

export const packagesModule: FastifyPluginCallback = (app, _options, done) => {
  const deps = bookingDeps(app);
  app.payments.onCheckoutEvent(packageEventHandler(deps));
  app.scheduler.register({ name: 'packages.expiry', run: (tx, now) => expireCredits(tx, now) });

  handle(app, endpoints['packages.mine'], ({ user }) => packagesOnSale(app.db, user.mentorId));

  handle(app, endpoints['packages.create'], async ({ user, body, reply }) => {
    const created = await createPackage(app.db, user.mentorId, body, app.clock.now());
    return reply.code(201).send(created);
  });

  handle(app, endpoints['packages.remove'], async ({ user, params, reply }) => {
    await deletePackage(app.db, user.mentorId, params.id, app.clock.now());
    return reply.code(204).send(null);
  });

  handle(app, endpoints['packages.buy'], ({ user, params }) => buyPackage(deps, user, params.id));

  handle(app, endpoints['packages.credits'], ({ user }) => listCredits(app.db, user, app.clock.now()));

  handle(app, endpoints['packages.refundCredits'], ({ user }) => refundCredits(deps, user));

  done();
};
