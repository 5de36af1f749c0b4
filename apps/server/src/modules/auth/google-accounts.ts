/** Which account a verified Google identity signs in to (rule A8): linked, matched by e-mail, or new. */
import type { UserRow } from '../../db/schema/index.ts';
import type { AuthContext } from './context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import * as repo from './repository.ts';

export interface GoogleIdentity {
  sub: string;
  email: string;
  givenName: string | undefined;
  familyName: string | undefined;
  name: string | undefined;
}

function namesOf(identity: GoogleIdentity): { firstName: string; lastName: string } {
  const [first, ...rest] = (identity.name ?? '').trim().split(/\s+/);
  return {
    firstName: (identity.givenName ?? first) || identity.email.split('@')[0] || 'Google user',
    lastName: identity.familyName ?? rest.join(' '),
  };
}

/**
 * The account for a Google identity whose e-mail Google verified: the one already linked to this Google
 * subject; else the account with that e-mail, now linked (and confirmed, since Google vouched for the
 * address); else a new confirmed student account without a password. Undefined when the e-mail belongs to
 * an account linked to a different Google subject.
 */
export async function findOrCreateGoogleUser(
  ctx: AuthContext,
  identity: GoogleIdentity,
): Promise<UserRow | undefined> {
  const now = ctx.clock.now();
  const linked = await repo.findUserByGoogleSub(ctx.db, identity.sub);
  if (linked) return linked;
  const existing = await repo.findUserByEmail(ctx.db, identity.email);
  if (existing) {
    if (existing.googleSub && existing.googleSub !== identity.sub) return undefined;
    const emailConfirmedAt = existing.emailConfirmedAt ?? now;
    await repo.updateUser(ctx.db, existing.id, { googleSub: identity.sub, emailConfirmedAt }, now);
    return { ...existing, googleSub: identity.sub, emailConfirmedAt };
  }
  try {
    return await repo.insertUser(
      ctx.db,
      {
        email: identity.email,
        passwordHash: null,
        ...namesOf(identity),
        emailConfirmedAt: now,
        googleSub: identity.sub,
      },
      now,
    );
  } catch (err) {
    // The same person finishing two sign-ins at once: the first one created the account.
    if (isUniqueViolation(err)) return repo.findUserByEmail(ctx.db, identity.email);
    throw err;
  }
}
