import type { FastifyInstance } from 'fastify';

/** Accounts and sessions: API-01..API-10 and the resend-confirmation call. */
export async function authModule(_app: FastifyInstance) {
  // TODO(auth)
}
