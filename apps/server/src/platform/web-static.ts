/**
 * Serves the built React app (apps/web/dist, or WEB_DIST_DIR): Vite's content-hashed files under
 * /assets/ are cached for a year, everything else is revalidated, and any other GET outside /api/
 * and /dev/ answers index.html so that the client-side router can render deep links, with the initial
 * data the app gives (`WebAppOptions.initialData`) in it. Registered last, so every API and development
 * route wins over the fallback. Files come from the .br or .gz copy
 * the build made beside them when the client accepts that encoding (ADR 39). The public pages (/,
 * /listings, /mentor/{id}) go out drawn, with their content in the HTML, by the web app's server bundle
 * (dist-ssr/entry-server.js beside dist, ADR 44) when the build made one.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { INITIAL_DATA_ELEMENT_ID, type InitialData } from '@app/contract';

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

export interface WebAppOptions {
  /**
   * The answers the first screen needs, put into the page's HTML (issue 16): given by the app, which
   * composes the modules that own them. Without it, or when it fails, the page goes out as built.
   */
  initialData?: (request: FastifyRequest) => Promise<InitialData>;
  /**
   * The head of a public page (title, description, canonical, Open Graph, JSON-LD) and its status (404 for
   * an unknown mentor), in place of the built page's title and description (ADR 68); null keeps them.
   */
  pageHead?: (request: FastifyRequest) => Promise<{ status: number; html: string } | null>;
  /** The server's allow-list sanitiser of a mentor's formatted text, for the pages it draws (ADR 44). */
  sanitizeRichText?: (html: string) => string;
}

/** What apps/web/src/entry-server.tsx exports (the server knows the web app only by this shape). */
interface ServerRenderer {
  setUpServerRendering(setup: {
    transport: (url: string, init: RequestInit) => Promise<Response>;
    sanitize: (html: string) => string;
  }): void;
  renderPage(
    url: URL,
    pageData: InitialData,
  ): Promise<{ html: string; rendered: InitialData['rendered'] } | null>;
}

/** The web app's server bundle, made by `npm run build` beside the browser's files. */
export function serverRendererPath(root: string): string {
  return path.join(root, '..', 'dist-ssr', 'entry-server.js');
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The page's API reads, answered by this server in process (app.inject: the same routes, validation and
 * caching as over the network), as a visitor: no cookie is passed on, and only reads are allowed.
 */
function inProcessTransport(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    if ((init.method ?? 'GET') !== 'GET')
      throw new Error(`server rendering only reads: ${init.method} ${url}`);
    const headers = Object.fromEntries(new Headers(init.headers));
    delete headers.cookie;
    const res = await app.inject({ method: 'GET', url, headers });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (typeof value === 'string' || typeof value === 'number') answerHeaders.set(name, String(value));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers: answerHeaders });
  };
}

/** The built page's own title and description, which a page's head replaces. */
const BUILT_TITLE = /<title>[\s\S]*?<\/title>/;
const BUILT_DESCRIPTION = /<meta\s+name="description"[^>]*>/;

/** The page with the head given in place of the built title and description (before </head>). */
export function withPageHead(html: string, head: string): string {
  return html
    .replace(BUILT_TITLE, '')
    .replace(BUILT_DESCRIPTION, '')
    .replace('</head>', () => `${head}</head>`);
}

/**
 * The page with its initial data as a JSON element before </head>. `<` is escaped, so no text in the
 * data (a masterclass named "</script>…") can end the element or open a comment.
 */
export function withInitialData(html: string, data: InitialData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const element = `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${json}</script>`;
  return html.replace('</head>', () => `${element}</head>`);
}

export const webApp = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const root = webDistDir(app.config.WEB_DIST_DIR);
  const built = existsSync(path.join(root, 'index.html'));
  // Read once: a rebuilt dist needs a restart, as for the static routes below.
  const indexHtml = built ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';
  const rendererPath = serverRendererPath(root);
  const renderer =
    built && indexHtml.includes(ROOT_ELEMENT) && existsSync(rendererPath)
      ? ((await import(pathToFileURL(rendererPath).href)) as ServerRenderer)
      : undefined;
  renderer?.setUpServerRendering({
    transport: inProcessTransport(app),
    sanitize: options.sanitizeRichText ?? ((html) => html.replace(/</g, '&lt;')),
  });

  /** The page drawn by the web app's server bundle, or null (not a drawn page, or drawing failed). */
  async function draw(request: FastifyRequest, data: InitialData) {
    if (!renderer) return null;
    return renderer.renderPage(new URL(request.url, 'http://localhost'), data).catch((err: unknown) => {
      request.log.error({ err }, 'drawing the page on the server failed; it goes out as the empty app');
      return null;
    });
  }

  /** The app's page for a client route: as built, plus the initial data when the app gives it. */
  async function page(request: FastifyRequest, reply: FastifyReply) {
    const data = await options.initialData?.(request).catch((err: unknown) => {
      request.log.warn({ err }, 'initial data of the page failed; the page goes out without it');
      return undefined;
    });
    const head = await options.pageHead?.(request).catch((err: unknown) => {
      request.log.warn({ err }, "the page's head failed; the page goes out with the site's title");
      return null;
    });
    // An unknown mentor is not drawn (the data failed), and answers 404 with noindex.
    const drawn = head?.status === 404 ? null : await draw(request, data ?? {});
    if (!data && !drawn && !head) return reply.sendFile('index.html');
    let html = withInitialData(indexHtml, drawn ? { ...data, rendered: drawn.rendered } : (data ?? {}));
    if (head) {
      html = withPageHead(html, head.html);
      void reply.status(head.status);
    }
    // A function, so no `$&` or `$'` in a mentor's text is read as a replacement pattern.
    if (drawn) html = html.replace(ROOT_ELEMENT, () => `<div id="root">${drawn.html}</div>`);
    // Made per request, so compressed as it goes (@fastify/compress), unlike the build's files.
    return reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(html);
  }

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
        return page(request, reply);
      },
    });
  });
});
