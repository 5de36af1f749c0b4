import type { FastifyInstance } from 'fastify';

/** GET /api/health and GET /api/config/. */
export async function systemModule(_app: FastifyInstance) {
  // TODO(platform)
}
