/**
 * The one pipeline every API route goes through, registered from its declaration in the contract:
 *
 *   onRequest   the session (auth module, app-wide), the CSRF check (rule R2), then the declared access:
 *               401 for a visitor, 403 for the wrong role, before anything of the request is read
 *   validation  params, query and body against the declared schemas (400 in the R1 shape)
 *   handler     receives the caller typed by the access (a visitor is null only on public calls)
 *   serialise   the answer through the declared response schema
 *
 * So a visitor's malformed request is always a 401, never a 400, on every endpoint; and who may call what
 * reads in one place (packages/contract/src/api), also in the OpenAPI document as `x-access`.
 *
 * A call declared `publicCache` answers a visitor from the public read cache in onRequest when it holds the
 * answer, and keeps a visitor's 200 answer after the handler (public-cache/plugin.ts, ADR 43).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { apiErrorSchema, type Access, type Endpoint } from '@app/contract';
import { refusalFor, type CallerOf } from './caller.ts';
import { keepInCache, serveFromCache } from './public-cache/plugin.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declared access of the route (absent on routes outside the API). */
    access?: Access;
    /** Why the route needs no CSRF token, when it needs none. */
    csrfExempt?: string;
  }
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type Answer<E extends Endpoint> = {
  [K in keyof E['responses']]: E['responses'][K] extends z.ZodType ? z.input<E['responses'][K]> : never;
}[keyof E['responses']];

export interface Call<E extends Endpoint> {
  user: CallerOf<E['access']>;
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Handler<E extends Endpoint> = (
  call: Call<E>,
) => Answer<E> | FastifyReply | Promise<Answer<E> | FastifyReply>;

/**
 * Route options a declaration cannot carry: limits and parsers of one route (uploads, the webhook), the
 * multipart readers that turn a form into the body before validation, and
 * attachValidation for the calls that answer a validation failure themselves (registration's mirrored
 * keys, rule A1; Google's callback, which must end on a page; the mentor application's wizard sentence).
 */
export type RouteExtras = Pick<
  RouteShorthandOptions,
  'bodyLimit' | 'preParsing' | 'preValidation' | 'attachValidation'
>;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function errorResponses(endpoint: Endpoint): Record<number, z.ZodType> {
  const bodies = endpoint.errorBodies ?? {};
  const statuses = new Set<number>([400, ...(endpoint.errors ?? []), ...Object.keys(bodies).map(Number)]);
  if (endpoint.access !== 'public') statuses.add(401).add(403);
  if (UNSAFE.has(endpoint.method) && !endpoint.csrfExempt) statuses.add(403);
  if (endpoint.params) statuses.add(404);
  return Object.fromEntries([...statuses].sort().map((status) => [status, bodies[status] ?? apiErrorSchema]));
}

/** What the OpenAPI document says of the route beside its schemas. */
function documentation(endpoint: Endpoint): Record<string, unknown> {
  return {
    tags: endpoint.tags,
    summary: endpoint.summary,
    ...(endpoint.consumes && { consumes: endpoint.consumes }),
    ...(endpoint.produces && { produces: endpoint.produces }),
    hide: endpoint.development === true,
    'x-access': endpoint.access,
    ...(endpoint.access !== 'public' && { security: [{ session: [] }] }),
    ...(endpoint.owner && { 'x-owner': endpoint.owner }),
    ...(endpoint.quota && { 'x-quota': endpoint.quota }),
    ...(endpoint.csrfExempt && { 'x-csrf-exempt': endpoint.csrfExempt }),
    ...(endpoint.publicCache && { 'x-public-cache': endpoint.publicCache }),
  };
}

/** Registers one declared endpoint with its handler. Development helpers are left out in production. */
export function handle<E extends Endpoint>(
  fastify: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  extras: RouteExtras = {},
): void {
  if (endpoint.development && fastify.config.isProduction) return;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { access, refusal } = endpoint;
  const call = (request: FastifyRequest, reply: FastifyReply) =>
    handler({
      user: request.user as CallerOf<E['access']>,
      params: request.params as Out<E['params']>,
      query: request.query as Out<E['query']>,
      body: request.body as Out<E['body']>,
      request,
      reply,
    });
  // A visitor's answer of a call declared `publicCache` may come from the in-process cache (ADR 43): a hit
  // is answered here, before validation and the handler; a miss is kept after the handler.
  const cacheMode = access === 'public' ? endpoint.publicCache : undefined;
  const cache = cacheMode && fastify.publicCache.enabled ? fastify.publicCache : undefined;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...extras,
    config: { access, ...(endpoint.csrfExempt && { csrfExempt: endpoint.csrfExempt }) },
    schema: {
      ...documentation(endpoint),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: { ...endpoint.responses, ...errorResponses(endpoint) },
    },
    onRequest:
      cache && cacheMode
        ? (request, reply, done) => {
            if (!serveFromCache(cache, cacheMode, request, reply)) done();
          }
        : (request, _reply, done) => done(refusalFor(request, access, refusal)),
    handler: cache
      ? async (request, reply) => keepInCache(cache, request, reply, await call(request, reply))
      : (request, reply) => call(request, reply) as Promise<unknown>,
  });
}
