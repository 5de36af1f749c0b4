/**
 * Forgotten passwords (rules A2-A4): the request always answers alike, the mailed link lives one hour and
 * works once, and a new password ends every existing sign-in of the account.
 */
import { messages, type ResetPasswordRequest } from '@app/contract';
import { badRequest } from '../../platform/errors.ts';
import type { AuthContext } from './context.ts';
import { RESET_TTL_HOURS, sendPasswordResetMail } from './mails.ts';
import { hashPassword, passwordProblems } from './passwords.ts';
import * as repo from './repository.ts';
import { hashToken } from './tokens.ts';

/** POST /api/users/forgot-password/: mails a link only when the account exists; the caller answers alike. */
export async function requestPasswordReset(ctx: AuthContext, email: string): Promise<void> {
  const user = await repo.findUserByEmail(ctx.db, email.trim());
  if (!user) return;
  await ctx.db.transaction(async (tx) => {
    const token = await repo.issueAccountToken(
      tx,
      user.id,
      'reset_password',
      RESET_TTL_HOURS,
      ctx.clock.now(),
    );
    await sendPasswordResetMail(ctx.outbox.mailer(tx), ctx.config, user, token);
  });
}

/** The owner of a reset link that can still be used; 400 for anything else (unknown, used, expired). */
async function usableResetLinkOwner(ctx: AuthContext, token: string) {
  const row = await repo.findAccountToken(ctx.db, hashToken(token), 'reset_password');
  if (!row || row.usedAt || row.expiresAt.getTime() <= ctx.clock.now().getTime()) {
    throw badRequest(messages.invalidResetToken);
  }
  const user = await repo.findUserById(ctx.db, row.userId);
  if (!user) throw badRequest(messages.invalidResetToken);
  return user;
}

/** GET /api/users/reset-password/<token>/ */
export async function verifyResetLink(ctx: AuthContext, token: string): Promise<void> {
  await usableResetLinkOwner(ctx, token);
}

/** POST /api/users/reset-password/<token>/ */
export async function resetPassword(
  ctx: AuthContext,
  token: string,
  input: ResetPasswordRequest,
): Promise<void> {
  const user = await usableResetLinkOwner(ctx, token);
  if (input.password1 !== input.password2) {
    throw badRequest(messages.passwordsDoNotMatch, { password2: [messages.passwordsDoNotMatch] });
  }
  const problems = passwordProblems(input.password1, user);
  const [firstProblem] = problems;
  if (firstProblem) throw badRequest(firstProblem, { password1: problems });

  const passwordHash = await hashPassword(input.password1);
  const now = ctx.clock.now();
  const usedBy = await ctx.db.transaction(async (tx) => {
    // Single use even under a double click: only the statement that flips used_at goes on.
    const owner = await repo.useAccountToken(tx, hashToken(token), 'reset_password', now);
    if (owner !== user.id) return undefined;
    await repo.retireAccountTokens(tx, user.id, 'reset_password', now);
    // The link proves the mailbox, so an unconfirmed account is confirmed by it as well.
    await repo.updateUser(tx, user.id, { passwordHash, emailConfirmedAt: user.emailConfirmedAt ?? now }, now);
    await repo.revokeAllFamilies(tx, user.id, 'password reset', now);
    return owner;
  });
  if (usedBy === undefined) throw badRequest(messages.invalidResetToken);
}
