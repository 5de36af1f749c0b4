/**
 * The catalogue's plugins in one registration (app.ts adds this after the auth module, whose hooks set
 * request.user): mentor discovery, reviews, referral codes, and the stored files (portraits) at /media/.
 */
import type { FastifyInstance } from 'fastify';
import { mediaRoutes } from '../../platform/storage.ts';
import { referralsModule } from '../referrals/index.ts';
import { reviewsModule } from '../reviews/index.ts';
import { mentorsModule } from './routes.ts';

export async function catalogueModules(app: FastifyInstance): Promise<void> {
  await app.register(mentorsModule);
  await app.register(reviewsModule);
  await app.register(referralsModule);
  await app.register(mediaRoutes);
}
