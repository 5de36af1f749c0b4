/**
 * The OpenAPI document, generated from the zod schemas every route declares (the contract package),
 * so it cannot drift from the code: GET /api/openapi.json, readable at /api/docs. Registered before
 * the routes, because @fastify/swagger collects them through the onRoute hook.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { ACCESS_COOKIE } from '@app/contract';
import fp from 'fastify-plugin';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { tidyComponents } from './openapi-document.ts';

const toComponents = createJsonSchemaTransformObject({});

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** Only the public API is documented: not the web app, the docs themselves or development helpers. */
export function isDocumented(url: string): boolean {
  return (
    url.startsWith('/api/') &&
    !url.startsWith('/api/dev/') &&
    !url.startsWith(DOCS_PREFIX) &&
    url !== OPENAPI_PATH
  );
}

export const openApi = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${app.config.APP_NAME} API`,
        description: 'The JSON API of the marketplace. Every error answers {"detail": ..., "errors": {...}}.',
        version: '1.0.0',
      },
      // Operations that need a signed-in caller name this scheme (and their `x-access`).
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: ACCESS_COOKIE } },
      },
      // No `servers`: the docs then call the origin they were loaded from, which connect-src 'self'
      // allows even when the browser reached the app under another name than PUBLIC_URL.
    },
    transform: (input) =>
      isDocumented(input.url) ? jsonSchemaTransform(input) : { schema: { hide: true }, url: input.url },
    // Schemas registered with .meta({ id }) become shared components referenced with $ref.
    transformObject: (input) => tidyComponents(toComponents(input)),
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The page of @fastify/swagger-ui loads every script from files (no inline code), so the app's own
    // CSP from security.ts already allows it; staticCSP would replace that policy with a looser one.
    staticCSP: false,
    // The default validator badge is an image from validator.swagger.io, which img-src refuses.
    validatorUrl: false,
    uiConfig: { deepLinking: true },
  });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
});
