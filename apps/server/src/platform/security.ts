import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** Security headers: CSP without inline scripts, frame-ancestors 'none', nosniff, referrer policy. */
export const securityHeaders = fp(async (_app: FastifyInstance) => {
  // TODO(platform): @fastify/helmet with the CSP of the issue.
});
