import type { FastifyInstance } from 'fastify';

/** Development-only: the clock, the mail outbox page and JSON. Never registered in production. */
export async function devModule(_app: FastifyInstance) {
  // TODO(platform)
}
