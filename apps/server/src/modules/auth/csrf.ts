/**
 * CSRF protection (rule R2): double submit (cookie `csrftoken` = header X-CSRFToken) plus an Origin check,
 * on every unsafe method of /api/* that carries a session cookie.
 *
 * Why some calls are exempt: the check protects what a session cookie authorises. Login, register,
 * forgot-password, reset-password, confirm-email and resend-confirmation act on credentials or tokens the
 * caller puts in the request itself, never on the browser's session, so a forged cross-site request gains
 * the attacker nothing they could not do directly. Login CSRF (signing the victim into the attacker's
 * account) is still impossible: these calls only accept application/json, which a cross-site form cannot
 * send, and a cross-site fetch with that content type needs a CORS preflight that this server never grants.
 * Exempting them also keeps a stale session cookie from blocking a fresh sign-in. The payment webhook is
 * authenticated by the provider's signature instead, and /api/dev/* never exists in production. Each exempt
 * call says so, with its reason, in its declaration (packages/contract/src/api, `csrfExempt`).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE, CSRF_COOKIE, CSRF_HEADER, REFRESH_COOKIE } from '@app/contract';
import type { Config } from '../../config.ts';
import { forbidden } from '../../platform/errors.ts';
import { sameSecret } from '../../platform/secrets.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CSRF_COOKIE_SECONDS = 365 * 24 * 3600;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

/** The browser's CSRF token, created (and sent as a readable cookie) when it has none or a malformed one. */
export function ensureCsrfToken(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  const existing = request.cookies[CSRF_COOKIE];
  if (existing && TOKEN_PATTERN.test(existing)) return existing;
  const token = randomBytes(32).toString('base64url');
  void reply.setCookie(CSRF_COOKIE, token, {
    // Readable by the web app on purpose: it copies the value into the X-CSRFToken header.
    httpOnly: false,
    sameSite: 'lax',
    secure: config.isProduction,
    path: '/',
    maxAge: CSRF_COOKIE_SECONDS,
  });
  return token;
}

/**
 * PUBLIC_URL's origin, and the origin the request itself was sent to (scheme and Host; behind a proxy
 * that TRUST_PROXY vouches for, the forwarded ones). The second keeps http://127.0.0.1:3000 working when
 * PUBLIC_URL says localhost; a cross-site page can never make the browser send its own origin with our Host.
 */
function trustedOrigins(request: FastifyRequest, config: Config): string[] {
  return [new URL(config.publicUrl).origin, `${request.protocol}://${request.host}`];
}

function csrfFailure(request: FastifyRequest, config: Config): string | undefined {
  const origin = request.headers.origin;
  if (origin !== undefined && !trustedOrigins(request, config).includes(origin)) {
    return `Origin checking failed - ${origin} does not match any trusted origins.`;
  }
  const cookie = request.cookies[CSRF_COOKIE];
  if (!cookie) return 'CSRF cookie not set.';
  const header = request.headers[CSRF_HEADER];
  if (typeof header !== 'string' || header === '') return 'CSRF token missing.';
  if (!sameSecret(header, cookie)) return 'CSRF token incorrect.';
  return undefined;
}

export function installCsrfProtection(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const path = request.url.split('?')[0] ?? '';
    const hasSession = Boolean(request.cookies[ACCESS_COOKIE] ?? request.cookies[REFRESH_COOKIE]);
    const exempt = request.routeOptions.config?.csrfExempt !== undefined;
    const checked = UNSAFE_METHODS.has(request.method) && path.startsWith('/api/') && !exempt && hasSession;
    const failure = checked ? csrfFailure(request, app.config) : undefined;
    done(failure ? forbidden(`CSRF Failed: ${failure}`) : undefined);
  });
}
