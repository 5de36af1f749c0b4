/**
 * The session cookies (rule A5): HttpOnly, SameSite=Lax, Secure in production. The refresh cookie is only
 * sent to /api/auth/ (refresh, check, logout), so it does not travel with every API call.
 */
import type { FastifyReply } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '@app/contract';
import type { Config } from '../../config.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from './tokens.ts';

export const REFRESH_COOKIE_PATH = '/api/auth/';
export const REMEMBER_ME_SECONDS = 30 * 24 * 3600;

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  rememberMe: boolean;
}

function baseOptions(config: Config): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: config.isProduction, path: '/' };
}

/**
 * remember_me=true: both cookies outlive the browser (refresh 30 days, renewed on every rotation).
 * remember_me=false: browser-session cookies without Max-Age; the server also ends the family after 24 h idle.
 */
export function setSessionCookies(reply: FastifyReply, config: Config, session: IssuedSession): void {
  const base = baseOptions(config);
  void reply.setCookie(ACCESS_COOKIE, session.accessToken, {
    ...base,
    ...(session.rememberMe ? { maxAge: ACCESS_TOKEN_TTL_SECONDS } : {}),
  });
  void reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    ...base,
    path: REFRESH_COOKIE_PATH,
    ...(session.rememberMe ? { maxAge: REMEMBER_ME_SECONDS } : {}),
  });
}

export function clearSessionCookies(reply: FastifyReply, config: Config): void {
  const base = baseOptions(config);
  void reply.clearCookie(ACCESS_COOKIE, base);
  void reply.clearCookie(REFRESH_COOKIE, { ...base, path: REFRESH_COOKIE_PATH });
}
