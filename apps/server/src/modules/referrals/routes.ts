/** Referral codes: API-33, registered from its declaration (packages/contract/src/api/referrals.ts). */
import type { FastifyPluginCallback } from 'fastify';
import { endpoints } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { addReferral } from './service.ts';

export const referralsModule: FastifyPluginCallback = (app, _options, done) => {
  handle(app, endpoints['users.referral'], ({ user, body }) =>
    addReferral(app.db, user, body.referral_code, app.clock.now()),
  );
  done();
};
