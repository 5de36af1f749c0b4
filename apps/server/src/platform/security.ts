/**
 * Security headers for every answer (API, web app, docs, dev pages): a Content-Security-Policy that
 * allows no inline or foreign scripts, no framing, nosniff and a strict referrer policy. HSTS and
 * upgrade-insecure-requests only in production, where the server sits behind HTTPS.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PUSHER_CLUSTER } from '@app/contract';
import type { Config } from '../config.ts';

export type CspDirectives = Record<string, string[]>;

function hostedRealtimeOrigin(config: Config): string {
  const tls = config.PUSHER_USE_TLS ?? true;
  const host = config.PUSHER_HOST ?? `ws-${PUSHER_CLUSTER}.pusher.com`;
  return `${tls ? 'wss' : 'ws'}://${host}${config.PUSHER_PORT ? `:${config.PUSHER_PORT}` : ''}`;
}

export function contentSecurityPolicy(config: Config): CspDirectives {
  const publicUrl = new URL(config.publicUrl);
  // CSP3 lets 'self' match ws(s): of the same host, but older Safari versions do not, so the realtime
  // endpoint's own origin is also spelled out with the scheme the public URL implies.
  const websocketOrigin = `${publicUrl.protocol === 'https:' ? 'wss:' : 'ws:'}//${publicUrl.host}`;
  const connectSrc = ["'self'", websocketOrigin];
  // A hosted realtime service (PUSHER_*) is another origin the page's socket talks to.
  if (config.realtimeProvider === 'pusher') connectSrc.push(hostedRealtimeOrigin(config));
  const formAction = ["'self'"];
  // Chrome applies form-action to the redirects that follow a form submission too, so a sign-in form
  // that ends in a redirect to the OpenID Connect issuer needs that origin here.
  if (config.googleEnabled) formAction.push(new URL(config.GOOGLE_ISSUER).origin);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // 'unsafe-inline' for styles only: the chosen UI libraries inject <style> elements at run time
    // (sonner's toast styles, react-remove-scroll inside Radix dialogs) and offer no nonce hook we can
    // feed from a static index.html. Inline styles cannot run code; scripts stay strictly 'self'.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    // The masterclass page embeds its preview video from these players only (MASTERCLASS_VIDEO_PATTERNS).
    'frame-src': ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'],
    'connect-src': connectSrc,
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': formAction,
    ...(config.isProduction ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export const securityHeaders = fp(async (app: FastifyInstance) => {
  const { config } = app;
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // A browser that once saw HSTS on localhost refuses plain HTTP there for months: production only.
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
    // Cross-origin isolation would block Google sign-in and meeting links opened from the app.
    crossOriginEmbedderPolicy: false,
  });
});
