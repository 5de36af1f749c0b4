/** Referral codes: API-33. */
import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, referralRequestSchema, referralResponseSchema } from '@app/contract';
import { requireUser } from '../auth/session.ts';
import { addReferral } from './service.ts';

export const referralsModule: FastifyPluginCallback = (plugin, _options, done) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/users/referral/',
    {
      schema: {
        tags: ['referrals'],
        summary: 'Name the mentor whose referral code brought the caller (once, within 24 h of registering)',
        body: referralRequestSchema,
        response: {
          200: referralResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) =>
      addReferral(app.db, await requireUser(request), request.body.referral_code, app.clock.now()),
  );
  done();
};
