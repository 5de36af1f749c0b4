/**
 * Promo codes (B8): a student applies one at checkout, staff list and create them. Registered from their
 * declarations (packages/contract/src/api/). Thin: call the module's functions.
 */
import type { FastifyPluginCallback } from 'fastify';
import { endpoints } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { createPromoCode, listPromoCodes, validatePromo } from './service.ts';
import { registerStaffPromoRoutes } from './staff-routes.ts';

export const promoCodesModule: FastifyPluginCallback = (app, _options, done) => {
  handle(app, endpoints['promoCodes.validate'], ({ body }) => validatePromo(app.db, body, app.clock.now()));

  handle(app, endpoints['admin.promoCodes'], () => listPromoCodes(app.db));

  handle(app, endpoints['admin.createPromoCode'], async ({ user, body, reply }) => {
    const created = await createPromoCode(app.db, body, user, app.clock.now());
    return reply.code(201).send(created);
  });
  registerStaffPromoRoutes(app);
  done();
};
