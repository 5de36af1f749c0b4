/**
 * One public address (issue 17 item 7, ADR 53): a page opened on another loopback name of this server
 * (http://127.0.0.1:3000 when PUBLIC_URL says http://localhost:3000) is sent to PUBLIC_URL with a 308, so
 * the cookies set there, the links in mails and the Origin check all name the same host.
 *
 * Only when PUBLIC_URL was set, only when it names a loopback host itself, and only for another loopback
 * name: the target is always PUBLIC_URL's origin (never anything taken from the Host header), so a hostile
 * Host can neither choose where the browser goes nor be sent anywhere. The API, the realtime socket and the
 * media files are never redirected: a script's call, a webhook or a health check answers where it arrives.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Paths that are not pages: the JSON API (webhooks, health), the realtime endpoint, stored files. */
const NOT_PAGES = [/^\/api(\/|$)/, /^\/app(\/|$)/, /^\/media(\/|$)/];

/** The host name (no port; IPv6 in brackets) of a Host header, or null when it is not one. */
function hostNameOf(host: string): string | null {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
}

/**
 * Where a request should go instead, or null to answer it here. `publicUrl` is PUBLIC_URL as configured
 * (undefined when it was not set); `host` is the host the request was sent to; `url` its path and query.
 */
export function publicAddressFor(
  publicUrl: string | undefined,
  request: { method: string; host: string; url: string },
): string | null {
  if (!publicUrl) return null;
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  // Only an origin-form target ("/path?query"): anything else could read as a user or host once appended.
  if (!request.url.startsWith('/') || NOT_PAGES.some((p) => p.test(request.url))) return null;
  const target = new URL(publicUrl);
  if (!LOOPBACK_NAMES.has(target.hostname)) return null;
  const asked = hostNameOf(request.host);
  if (asked === null || asked === target.hostname || !LOOPBACK_NAMES.has(asked)) return null;
  return `${target.origin}${target.pathname.replace(/\/$/, '')}${request.url}`;
}

export const publicAddress = fp((app: FastifyInstance, _options: unknown, done: () => void) => {
  const configured = app.config.PUBLIC_URL;
  app.addHook('onRequest', async (request, reply) => {
    const location = publicAddressFor(configured, request);
    if (!location) return;
    // 308 keeps the method. Not stored: a browser that cached it would loop if PUBLIC_URL later named
    // the other loopback name.
    return reply.code(308).header('location', location).header('cache-control', 'no-store').send();
  });
  done();
});

/**
 * The address the server tells people to open at start-up: PUBLIC_URL, or without it the default on the
 * port actually bound (PORT=0 picks one).
 */
export function addressToOpen(config: Config, boundPort: number | undefined): string {
  if (config.PUBLIC_URL || boundPort === undefined) return config.publicUrl;
  return `http://localhost:${boundPort}`;
}
