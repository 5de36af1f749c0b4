/**
 * Sessions (rule A5): sign in, rotate the refresh token, sign out. A sign-in starts a new refresh family
 * (fresh tokens every time, so no fixation); each refresh swaps the token for a new one of the same family;
 * presenting a token that was already swapped means it was copied, so the whole family is revoked.
 */
import { randomUUID } from 'node:crypto';
import { messages, type LoginRequest } from '@app/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { forbidden, unauthorized } from '../../platform/errors.ts';
import type { AuthContext } from './context.ts';
import { REMEMBER_ME_SECONDS, type IssuedSession } from './cookies.ts';
import { decoyPasswordHash, verifyPassword } from './passwords.ts';
import * as repo from './repository.ts';
import { clearLoginFailures, releaseLoginAttempt, reserveLoginAttempt } from './throttle.ts';
import { ACCESS_TOKEN_TTL_SECONDS, hashToken, randomToken } from './tokens.ts';

/** A browser-session sign-in (remember_me=false) ends after this long without a refresh. */
export const SESSION_IDLE_SECONDS = 24 * 3600;
export const INVALID_REFRESH = 'Your session has expired. Please log in again.';

export interface SignedIn {
  session: IssuedSession;
  user: UserRow;
}

function accessTokenFor(ctx: AuthContext, userId: number, familyId: string, now: Date): string {
  const exp = Math.floor(now.getTime() / 1000) + ACCESS_TOKEN_TTL_SECONDS;
  return ctx.accessTokens.sign({ sub: userId, fam: familyId, exp });
}

/** Starts a new sign-in for a user whose identity was just proven (password, Google). */
export async function startSession(ctx: AuthContext, user: UserRow, rememberMe: boolean): Promise<SignedIn> {
  // Every way in (password, Google) passes here: a suspended account gets no session (issue 21).
  if (user.suspendedAt) throw forbidden(messages.accountSuspended);
  const now = ctx.clock.now();
  const familyId = randomUUID();
  const refreshToken = randomToken();
  await ctx.db.transaction(async (tx) => {
    await repo.insertFamily(tx, { id: familyId, userId: user.id, rememberMe }, now);
    await repo.insertRefreshToken(tx, hashToken(refreshToken), familyId, now);
    await repo.updateUser(tx, user.id, { lastLoginAt: now }, now);
  });
  return {
    session: { accessToken: accessTokenFor(ctx, user.id, familyId, now), refreshToken, rememberMe },
    user,
  };
}

/**
 * POST /api/auth/login/. The attempt is counted (or refused) before the password is checked, so that a
 * blocked guesser learns nothing and parallel guesses cannot outrun the count; it stays a failure unless
 * the password proves right. An unknown e-mail costs the same hashing time as a known one.
 */
export async function logIn(
  ctx: AuthContext,
  input: LoginRequest,
  client: { ip: string; timezone: string | undefined },
): Promise<SignedIn> {
  const now = ctx.clock.now();
  const attemptId = await reserveLoginAttempt(ctx.db, input.email, client.ip, now);
  const user = await repo.findUserByEmail(ctx.db, input.email);
  const passwordOk = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : (await verifyPassword(await decoyPasswordHash(), input.password)) && false;
  if (!user || !passwordOk) throw unauthorized(messages.invalidCredentials);
  if (!user.emailConfirmedAt) {
    await releaseLoginAttempt(ctx.db, attemptId);
    throw forbidden(messages.confirmEmailFirst, { error: messages.emailNotConfirmedError });
  }
  if (user.suspendedAt) {
    // The right password: not a guess to count, but no way in while suspended.
    await releaseLoginAttempt(ctx.db, attemptId);
    throw forbidden(messages.accountSuspended);
  }
  await clearLoginFailures(ctx.db, input.email, client.ip);
  // The device's zone is kept for mails only while the person has not chosen one in settings (ADR 49).
  const deviceZone = user.timezoneChosen ? undefined : client.timezone;
  if (deviceZone) await repo.updateUser(ctx.db, user.id, { timezone: deviceZone }, now);
  return startSession(ctx, { ...user, timezone: deviceZone ?? user.timezone }, input.remember_me);
}

function familyExpired(family: { rememberMe: boolean; lastUsedAt: Date }, now: Date): boolean {
  const idleSeconds = family.rememberMe ? REMEMBER_ME_SECONDS : SESSION_IDLE_SECONDS;
  return family.lastUsedAt.getTime() + idleSeconds * 1000 <= now.getTime();
}

/** POST /api/auth/refresh/: swaps a refresh token for a new pair, or answers 401. */
export async function rotateSession(ctx: AuthContext, refreshToken: string | undefined): Promise<SignedIn> {
  if (!refreshToken) throw unauthorized(INVALID_REFRESH);
  const now = ctx.clock.now();
  const presented = await repo.findRefreshToken(ctx.db, hashToken(refreshToken));
  if (!presented || presented.family.revokedAt) throw unauthorized(INVALID_REFRESH);
  const family = presented.family;
  if (presented.rotatedAt) {
    await repo.revokeFamily(ctx.db, family.id, 'refresh token reused', now);
    throw unauthorized(INVALID_REFRESH);
  }
  if (familyExpired(family, now)) {
    await repo.revokeFamily(ctx.db, family.id, 'expired', now);
    throw unauthorized(INVALID_REFRESH);
  }
  const nextToken = randomToken();
  const rotated = await ctx.db.transaction(async (tx) => {
    // Only one of two simultaneous refreshes with the same token wins; the loser is treated as reuse.
    if (!(await repo.markRotated(tx, presented.tokenHash, now))) return false;
    await repo.insertRefreshToken(tx, hashToken(nextToken), family.id, now);
    await repo.touchFamily(tx, family.id, now);
    return true;
  });
  if (!rotated) {
    await repo.revokeFamily(ctx.db, family.id, 'refresh token reused', now);
    throw unauthorized(INVALID_REFRESH);
  }
  const user = await repo.findUserById(ctx.db, family.userId);
  if (!user) throw unauthorized(INVALID_REFRESH);
  return {
    session: {
      accessToken: accessTokenFor(ctx, user.id, family.id, now),
      refreshToken: nextToken,
      rememberMe: family.rememberMe,
    },
    user,
  };
}

/** POST /api/auth/logout/: ends the sign-in of this browser (its refresh family), whichever cookie shows it. */
export async function logOut(
  ctx: AuthContext,
  current: { refreshToken: string | undefined; familyId: string | null },
): Promise<void> {
  const now = ctx.clock.now();
  const presented = current.refreshToken
    ? await repo.findRefreshToken(ctx.db, hashToken(current.refreshToken))
    : undefined;
  const familyId = presented?.family.id ?? current.familyId;
  if (familyId) await repo.revokeFamily(ctx.db, familyId, 'logout', now);
}
