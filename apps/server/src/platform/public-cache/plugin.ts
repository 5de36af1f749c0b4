/**
 * The public read cache as the app sees it: `app.publicCache`, invalidated by the `public_cache`
 * notifications the database triggers of migration 0020 send on every relevant write, whichever process
 * or path made it. On PostgreSQL a dedicated LISTEN connection per process hears them; PGlite is one
 * process and hears its own. PUBLIC_CACHE=off keeps an inactive cache (every read goes to the database).
 *
 * The endpoint pipeline (../endpoints.ts) serves and stores through `serveFromCache` and `keepInCache` for
 * the calls whose declaration says `publicCache`, and only for visitors: a signed-in caller's answer may be
 * personal (saved flags, what they may review) and is neither served from nor kept in the cache.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ACCESS_COOKIE, type EndpointSpec } from '@app/contract';
import { PublicCache, type PublicCacheLimits } from './cache.ts';
import { CacheListener } from './pg-listener.ts';

/** The channel the triggers of migration 0020 notify. */
export const PUBLIC_CACHE_CHANNEL = 'public_cache';
/** hit or miss on a visitor's answer of a cacheable call; absent on every other answer. */
export const CACHE_HEADER = 'x-cache';
const JSON_TYPE = 'application/json; charset=utf-8';

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyRequest {
    /** Set on a visitor's miss: where its answer goes, and the generation its read began under. */
    publicCacheRead: { key: string; generation: number } | null;
  }
}

export interface PublicCacheOptions {
  /** Smaller bounds for tests. */
  limits?: Partial<PublicCacheLimits>;
}

/** No session of any kind: the answer is the one every visitor gets. */
function isVisitor(request: FastifyRequest): boolean {
  return (
    request.user === null &&
    request.cookies[ACCESS_COOKIE] === undefined &&
    request.headers.authorization === undefined
  );
}

/**
 * For a cacheable call: answers a visitor from the cache and says so (true), or notes where the answer
 * is to be kept (false: go on to the handler).
 */
export function serveFromCache(
  cache: PublicCache,
  mode: NonNullable<EndpointSpec['publicCache']>,
  request: FastifyRequest,
  reply: FastifyReply,
): boolean {
  if (!cache.active || !isVisitor(request)) return false;
  // The raw URL, not a normalised query: the list's next/previous links are built from it.
  const key = mode === 'url+timezone' ? `${request.url} ${request.timezone}` : request.url;
  const hit = cache.get(key);
  if (hit) {
    void reply.header(CACHE_HEADER, 'hit').type(hit.contentType).send(hit.body);
    return true;
  }
  request.publicCacheRead = { key, generation: cache.begin() };
  return false;
}

/** After the handler: a visitor's 200 answer, serialised by the route's schema, kept and sent as is. */
export function keepInCache(
  cache: PublicCache,
  request: FastifyRequest,
  reply: FastifyReply,
  answer: unknown,
): unknown {
  const read = request.publicCacheRead;
  if (!read || answer === reply || reply.sent || reply.statusCode !== 200) return answer;
  const body = reply.serialize(answer) as string;
  cache.store(read.key, { body, contentType: JSON_TYPE }, read.generation);
  void reply.header(CACHE_HEADER, 'miss').type(JSON_TYPE);
  return body;
}

async function listen(app: FastifyInstance, cache: PublicCache): Promise<void> {
  const { database } = app;
  if (database.kind === 'postgres' && database.url) {
    const listener = new CacheListener({
      url: database.url,
      channel: PUBLIC_CACHE_CHANNEL,
      onNotify: () => cache.invalidate(),
      onUp: () => cache.setTrusted(true),
      onDown: () => cache.setTrusted(false),
      log: app.log,
    });
    await listener.start();
    app.addHook('onClose', async () => listener.close());
    return;
  }
  if (!database.listen) throw new Error('the public cache needs LISTEN on this database');
  const unlisten = await database.listen(PUBLIC_CACHE_CHANNEL, () => cache.invalidate());
  // Harmless if the database has already closed (it took the subscription with it).
  app.addHook('onClose', async () => unlisten().catch(() => undefined));
}

export const publicCache = fp(
  async (app: FastifyInstance, options: PublicCacheOptions) => {
    const enabled = app.config.PUBLIC_CACHE === 'on';
    const cache = new PublicCache(enabled, () => app.clock.now().getTime(), options.limits);
    app.decorate('publicCache', cache);
    app.decorateRequest('publicCacheRead', null);
    if (!enabled) return;
    await listen(app, cache);
    // A change answered by this process also drops this process's cache before its answer leaves: the
    // caller's next read (a page reloaded after saving) must not race the notification on its way round
    // through PostgreSQL. Writes are rare beside reads; dropping everything on each one costs little.
    app.addHook('onSend', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) cache.invalidate();
    });
  },
  { name: 'public-cache' },
);
