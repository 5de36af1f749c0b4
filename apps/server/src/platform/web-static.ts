import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** The built web app: hashed assets cached immutably, history fallback to index.html for app paths. */
export const webApp = fp(async (_app: FastifyInstance) => {
  // TODO(platform)
});
