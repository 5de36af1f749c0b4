import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** The OpenAPI document generated from the contract schemas: /api/openapi.json, readable at /api/docs. */
export const openApi = fp(async (_app: FastifyInstance) => {
  // TODO(platform)
});
