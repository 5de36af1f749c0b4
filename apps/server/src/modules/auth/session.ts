/**
 * Who is calling. Every /api request with a valid access cookie gets `request.user` (null otherwise), and
 * `request.timezone` from X-Timezone (rule R2). Who may call what is declared with each endpoint and
 * checked by the pipeline (platform/endpoints.ts), never by hand in a handler.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE, TIMEZONE_HEADER, isValidTimezone } from '@app/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { NOT_SIGNED_IN, SESSION_EXPIRED, type SignedInUser } from '../../platform/caller.ts';
import type { AuthContext } from './context.ts';
import { findSignedInUser } from './repository.ts';

export { NOT_SIGNED_IN, SESSION_EXPIRED, type SignedInUser };

declare module 'fastify' {
  interface FastifyRequest {
    /** The refresh family of the access token in use (the current sign-in), or null. */
    sessionFamilyId: string | null;
    /** The caller's IANA zone: the one chosen in settings, else X-Timezone's, 'UTC' when missing or invalid. */
    timezone: string;
  }
}

/** The zone the client sent, only when it is valid: a missing header must not overwrite a stored zone. */
export function clientTimezone(request: FastifyRequest): string | undefined {
  const zone = request.headers[TIMEZONE_HEADER];
  return typeof zone === 'string' && isValidTimezone(zone) ? zone : undefined;
}

function withoutSecrets(user: UserRow): SignedInUser {
  const { passwordHash: _hash, googleSub: _sub, ...rest } = user;
  return rest;
}

/** Resolves the access cookie to a user; an expired, forged or revoked token reads as "not signed in". */
export async function userFromAccessToken(
  ctx: AuthContext,
  token: string | undefined,
): Promise<{ user: SignedInUser; familyId: string } | undefined> {
  if (!token) return undefined;
  const claims = ctx.accessTokens.verify(token, ctx.clock.now());
  if (!claims) return undefined;
  const user = await findSignedInUser(ctx.db, claims.sub, claims.fam);
  return user ? { user: withoutSecrets(user), familyId: claims.fam } : undefined;
}

export function installSessionHooks(app: FastifyInstance, ctx: AuthContext): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionFamilyId', null);
  app.decorateRequest('timezone', 'UTC');
  app.addHook('onRequest', async (request) => {
    const zone = request.headers[TIMEZONE_HEADER];
    request.timezone = typeof zone === 'string' && isValidTimezone(zone) ? zone : 'UTC';
    // Static files of the web app never need the user; only the API pays for the lookup.
    if (!request.url.startsWith('/api/')) return;
    const signedIn = await userFromAccessToken(ctx, request.cookies[ACCESS_COOKIE]);
    request.user = signedIn?.user ?? null;
    // A zone chosen in settings wins over the device's (ADR 49): available times and calendar dates follow it.
    if (signedIn?.user.timezoneChosen) request.timezone = signedIn.user.timezone;
    request.sessionFamilyId = signedIn?.familyId ?? null;
  });
}
