/**
 * Accounts and sessions: API-01..API-10 and the resend-confirmation call. Registered with fastify-plugin
 * so that its hooks (CSRF, X-Timezone, request.user) apply to every module registered after it.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ACCESS_COOKIE, REFRESH_COOKIE, endpoints } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { HttpError } from '../../platform/errors.ts';
import { accountRoutes } from './account-routes.ts';
import { createAuthContext, type AuthContext } from './context.ts';
import { clearSessionCookies, setSessionCookies } from './cookies.ts';
import { ensureCsrfToken, installCsrfProtection } from './csrf.ts';
import { googleRoutes } from './google.ts';
import { presentSessionUser } from './presenter.ts';
import { logIn, logOut, rotateSession, type SignedIn } from './service.ts';
import { clientTimezone, installSessionHooks, type SignedInUser } from './session.ts';
import { texts } from './texts.ts';

/** Refreshing with a bad token also drops the cookies, so the browser stops sending a dead session. */
async function rotateOrClear(
  ctx: AuthContext,
  token: string | undefined,
  reply: FastifyReply,
): Promise<SignedIn> {
  try {
    const signedIn = await rotateSession(ctx, token);
    setSessionCookies(reply, ctx.config, signedIn.session);
    return signedIn;
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 401) clearSessionCookies(reply, ctx.config);
    throw err;
  }
}

/**
 * Refresh and logout carry no meaningful body, and HTTP clients differ in whether they still send
 * `Content-Type: application/json` with an empty one. Inside this plugin only, an empty JSON body reads as
 * "no body" instead of Fastify's 400; everything else goes through the default (poisoning-safe) parser.
 */
function acceptEmptyJsonBodies(plugin: FastifyInstance): void {
  const parseJson = plugin.getDefaultJsonParser('error', 'error');
  plugin.removeContentTypeParser('application/json');
  plugin.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') done(null, undefined);
    else void parseJson(request, text, done);
  });
}

function sessionRoutes(ctx: AuthContext) {
  return (plugin: FastifyInstance, _options: unknown, done: () => void) => {
    acceptEmptyJsonBodies(plugin);

    handle(plugin, endpoints['auth.login'], async ({ request, reply, body }) => {
      const signedIn = await logIn(ctx, body, {
        ip: request.ip,
        timezone: clientTimezone(request),
      });
      // A sign-in replaces whatever session this browser had before.
      await logOut(ctx, {
        refreshToken: request.cookies[REFRESH_COOKIE],
        familyId: request.sessionFamilyId,
      });
      setSessionCookies(reply, ctx.config, signedIn.session);
      ensureCsrfToken(request, reply, ctx.config);
      return { detail: texts.loggedIn, user: presentSessionUser(signedIn.user, ctx.clock.now()) };
    });

    handle(plugin, endpoints['auth.refresh'], async ({ request, reply }) => {
      const signedIn = await rotateOrClear(ctx, request.cookies[REFRESH_COOKIE], reply);
      return { detail: texts.refreshed, user: presentSessionUser(signedIn.user, ctx.clock.now()) };
    });

    handle(plugin, endpoints['auth.check'], async ({ request, reply }) => {
      let user: SignedInUser | null = request.user;
      const refreshToken = request.cookies[REFRESH_COOKIE];
      if (!user && refreshToken) {
        // An expired access token with a live refresh token is still a signed-in user (a page reload
        // after 15 minutes must not log a remembered user out), so the check refreshes by itself.
        user = await rotateOrClear(ctx, refreshToken, reply).then(
          (signedIn) => signedIn.user,
          () => null,
        );
      } else if (!user && request.cookies[ACCESS_COOKIE]) {
        clearSessionCookies(reply, ctx.config);
      }
      const csrftoken = ensureCsrfToken(request, reply, ctx.config);
      const now = ctx.clock.now();
      return {
        is_authenticated: user !== null,
        user: user ? presentSessionUser(user, now) : null,
        csrftoken,
      };
    });

    handle(plugin, endpoints['auth.logout'], async ({ request, reply }) => {
      await logOut(ctx, {
        refreshToken: request.cookies[REFRESH_COOKIE],
        familyId: request.sessionFamilyId,
      });
      clearSessionCookies(reply, ctx.config);
      return { detail: texts.loggedOut };
    });
    done();
  };
}

export const authModule = fp(
  async (app: FastifyInstance) => {
    const ctx = await createAuthContext(app);
    // Order matters: the CSRF check refuses a forged request before any database work is done for it.
    installCsrfProtection(app);
    installSessionHooks(app, ctx);
    await app.register(sessionRoutes(ctx));
    await app.register(accountRoutes(ctx));
    await app.register(googleRoutes(ctx));
  },
  { name: 'auth' },
);
