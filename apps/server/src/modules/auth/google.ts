/**
 * Google sign-in (rule A8): OpenID Connect authorization-code flow with PKCE (S256), state and nonce,
 * through openid-client. The state, nonce and code verifier wait in the database for 10 minutes (any
 * process may receive the callback); the state is also put in a short-lived cookie so that a callback URL
 * made by someone else cannot sign this browser into their account (login CSRF).
 */
import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import { endpoints, googleCallbackQuerySchema, type SocialErrorCode } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import type { AuthContext } from './context.ts';
import { setSessionCookies } from './cookies.ts';
import { ensureCsrfToken } from './csrf.ts';
import { findOrCreateGoogleUser, type GoogleIdentity } from './google-accounts.ts';
import { deleteExpiredOAuthStates, insertOAuthState, takeOAuthState } from './repository.ts';
import { startSession } from './service.ts';
import { texts } from './texts.ts';

const STATE_TTL_SECONDS = 10 * 60;
const STATE_COOKIE = 'oauth_state';
const CALLBACK_PATH = endpoints['users.googleCallback'].path;
const PROVIDER_TIMEOUT_SECONDS = 10;

class SignInFailure extends Error {
  constructor(readonly code: SocialErrorCode) {
    super(code);
  }
}

/**
 * openid-client refuses plain-http issuers. That is only relaxed for a provider on this machine (the
 * tests' local OpenID provider), and never in production.
 */
function isLocalIssuer(ctx: AuthContext): boolean {
  const { protocol, hostname } = new URL(ctx.config.GOOGLE_ISSUER);
  return (
    !ctx.config.isProduction && protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname)
  );
}

/** Discovers the provider once per process; a failure is not cached, so the next click tries again. */
function providerConfiguration(ctx: AuthContext): () => Promise<oidc.Configuration> {
  let pending: Promise<oidc.Configuration> | undefined;
  return () => {
    pending ??= oidc
      .discovery(
        new URL(ctx.config.GOOGLE_ISSUER),
        ctx.config.GOOGLE_CLIENT_ID ?? '',
        ctx.config.GOOGLE_CLIENT_SECRET,
        undefined,
        {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          ...(isLocalIssuer(ctx) ? { execute: [oidc.allowInsecureRequests] } : {}),
        },
      )
      .catch((err: unknown) => {
        pending = undefined;
        throw err;
      });
    return pending;
  };
}

/** A provider that cannot be reached (refused, timed out) is "server_error"; anything else failed checks. */
function isUnreachable(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if (e.name === 'TimeoutError' || e.name === 'AbortError') return true;
    if (e instanceof TypeError && /fetch failed/i.test(e.message)) return true;
    if (
      'code' in e &&
      typeof e.code === 'string' &&
      /^(ECONNREFUSED|ENOTFOUND|ECONNRESET|ETIMEDOUT)$/.test(e.code)
    ) {
      return true;
    }
  }
  return false;
}

function providerErrorCode(error: string): SocialErrorCode {
  if (error === 'access_denied') return 'access_denied';
  if (error === 'server_error' || error === 'temporarily_unavailable') return 'server_error';
  if (error === 'invalid_request') return 'invalid_request';
  return 'authentication_failed';
}

export function googleRoutes(ctx: AuthContext) {
  const configuration = providerConfiguration(ctx);
  const redirectUri = `${ctx.config.publicUrl}${CALLBACK_PATH}`;
  const stateCookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: ctx.config.isProduction,
    path: CALLBACK_PATH,
  };

  async function takeState(state: string) {
    const now = ctx.clock.now();
    await deleteExpiredOAuthStates(ctx.db, now);
    const row = await takeOAuthState(ctx.db, state, 'google');
    return row && row.expiresAt.getTime() > now.getTime() ? row : undefined;
  }

  async function identityFrom(query: unknown, rawQuery: string, cookieState: string | undefined) {
    const { code, state, error } = googleCallbackQuerySchema.parse(query);
    const stored = state ? await takeState(state) : undefined;
    if (error) throw new SignInFailure(providerErrorCode(error));
    if (!code || !state || !stored || cookieState !== state) throw new SignInFailure('invalid_request');
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(
        await configuration(),
        new URL(`${redirectUri}?${rawQuery}`),
        {
          pkceCodeVerifier: stored.codeVerifier,
          expectedState: stored.state,
          expectedNonce: stored.nonce,
          idTokenExpected: true,
        },
      );
      claims = tokens.claims();
    } catch (err) {
      throw new SignInFailure(isUnreachable(err) ? 'server_error' : 'authentication_failed');
    }
    // Only an address Google itself verified may sign in to (or take over) an account with that e-mail.
    if (!claims || typeof claims.email !== 'string' || claims.email_verified !== true) {
      throw new SignInFailure('authentication_failed');
    }
    const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
    const identity: GoogleIdentity = {
      sub: claims.sub,
      email: claims.email,
      givenName: str(claims.given_name),
      familyName: str(claims.family_name),
      name: str(claims.name),
    };
    return identity;
  }

  return (plugin: FastifyInstance, _options: unknown, done: () => void) => {
    handle(plugin, endpoints['users.socialLink'], async ({ params, reply }) => {
      if (params.provider !== 'google' || !ctx.config.googleEnabled) throw notFound(texts.unknownProvider);
      const config = await configuration().catch(() => {
        throw new HttpError(502, texts.providerUnreachable);
      });
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const now = ctx.clock.now();
      await insertOAuthState(ctx.db, {
        state,
        provider: 'google',
        nonce,
        codeVerifier,
        createdAt: now,
        expiresAt: new Date(now.getTime() + STATE_TTL_SECONDS * 1000),
      });
      void reply.setCookie(STATE_COOKIE, state, { ...stateCookieOptions, maxAge: STATE_TTL_SECONDS });
      const link = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { auth_link: link.href };
    });

    // A browser lands here: even a malformed query must end on the error page, not in JSON.
    handle(
      plugin,
      endpoints['users.googleCallback'],
      async ({ request, reply }) => {
        void reply.clearCookie(STATE_COOKIE, stateCookieOptions);
        try {
          if (!ctx.config.googleEnabled || request.validationError)
            throw new SignInFailure('invalid_request');
          const rawQuery = request.url.split('?')[1] ?? '';
          const identity = await identityFrom(request.query, rawQuery, request.cookies[STATE_COOKIE]);
          const user = await findOrCreateGoogleUser(ctx, identity);
          if (!user) throw new SignInFailure('authentication_failed');
          const signedIn = await startSession(ctx, user, true);
          setSessionCookies(reply, ctx.config, signedIn.session);
          ensureCsrfToken(request, reply, ctx.config);
          return reply.redirect('/callback', 302);
        } catch (err) {
          const code = err instanceof SignInFailure ? err.code : 'server_error';
          if (!(err instanceof SignInFailure)) request.log.warn({ err }, 'Google sign-in failed');
          return reply.redirect(`/auth/error?error=${code}`, 302);
        }
      },
      { attachValidation: true },
    );
    done();
  };
}
