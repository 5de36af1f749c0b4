/**
 * Serves the built React app (apps/web/dist, or WEB_DIST_DIR): Vite's content-hashed files under
 * /assets/ are cached for a year, everything else is revalidated, and any other GET outside /api/
 * and /dev/ answers index.html so that the client-side router can render deep links. Registered
 * last, so every API and development route wins over the fallback. Files come from the .br or .gz copy
 * the build made beside them when the client accepts that encoding (ADR 39).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** apps/web/dist, found from this file rather than the working directory (npm start, tests, tsx all differ). */
export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const NOT_BUILT_MESSAGE = 'Web app not built: run npm run build';

export function webDistDir(configured: string | undefined): string {
  return configured ? path.resolve(configured) : DEFAULT_WEB_DIST_DIR;
}

/**
 * Paths the server owns even when no route matches: the API, the development pages (absent in
 * production, where they must answer 404 rather than the app) and the hashed assets.
 */
const SERVER_PATH = /^\/(api|dev)(\/|\?|$)|^\/assets\//;

function notBuilt(request: FastifyRequest, reply: FastifyReply) {
  void reply.status(503).header('cache-control', 'no-store');
  if (request.headers.accept?.includes('text/html')) {
    return reply
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><title>Not built</title><p>${NOT_BUILT_MESSAGE}</p></html>\n`);
  }
  return reply.send({ detail: `${NOT_BUILT_MESSAGE}.` });
}

export const webApp = fp(async (app: FastifyInstance) => {
  const root = webDistDir(app.config.WEB_DIST_DIR);
  const built = existsSync(path.join(root, 'index.html'));

  // An encapsulated scope, so this copy of @fastify/static (and its reply.sendFile) stays private.
  await app.register(async (scope) => {
    if (built) {
      const assetsDir = path.join(root, 'assets') + path.sep;
      await scope.register(fastifyStatic, {
        root,
        // Routes for the files that exist at start-up; a rebuilt dist needs a restart, which `npm start`
        // does anyway. Unknown paths then reach the fallback below instead of a static 404.
        wildcard: false,
        index: false,
        cacheControl: false,
        // The build's .br and .gz copies, chosen by Accept-Encoding; the index.html fallback too.
        preCompressed: true,
        setHeaders: (res, filePath) => {
          res.setHeader('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
          // Which copy is sent depends on Accept-Encoding, so a shared cache must key on it too.
          res.setHeader('vary', 'accept-encoding');
        },
      });
    }

    scope.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      schema: { hide: true },
      handler: (request, reply) => {
        // Unknown server paths keep the JSON 404 of the error handler. That includes missing hashed
        // assets: HTML served for a stale /assets/*.js only becomes a confusing MIME error in the browser.
        if (SERVER_PATH.test(request.url)) return reply.callNotFound();
        if (!built) return notBuilt(request, reply);
        return reply.sendFile('index.html');
      },
    });
  });
});
