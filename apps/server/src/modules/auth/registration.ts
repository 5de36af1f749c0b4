/**
 * Registration and e-mail confirmation (rules A1-A3). An account starts unconfirmed and never as a mentor;
 * the mailed link (48 h, single use) confirms it without signing in.
 */
import { type RegisterRequest, messages } from '@app/contract';
import { badRequest, notFound, type FieldErrors, type HttpError } from '../../platform/errors.ts';
import type { AuthContext } from './context.ts';
import { CONFIRMATION_TTL_HOURS, sendConfirmationMail } from './mails.ts';
import { hashPassword, passwordProblems } from './passwords.ts';
import * as repo from './repository.ts';
import { hashToken } from './tokens.ts';
import { texts } from './texts.ts';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';

/**
 * Rule A1's error shape: field errors under `errors` and mirrored as top-level `email` / `password` keys,
 * with the first message as the detail.
 */
export function registrationError(errors: FieldErrors): HttpError {
  const first = Object.values(errors).flat()[0] ?? texts.invalidRegistration;
  const mirrored = Object.fromEntries(
    (['email', 'password'] as const).filter((k) => errors[k]).map((k) => [k, errors[k]]),
  );
  return badRequest(first, errors, mirrored);
}

/** Issues a confirmation link and writes its mail in the caller's transaction (the link and mail go together). */
async function mailConfirmationLink(
  ctx: AuthContext,
  tx: Tx,
  user: { id: number; email: string; firstName: string },
) {
  const token = await repo.issueAccountToken(
    tx,
    user.id,
    'confirm_email',
    CONFIRMATION_TTL_HOURS,
    ctx.clock.now(),
  );
  await sendConfirmationMail(ctx.outbox.mailer(tx), ctx.config, user, token);
}

/** POST /api/users/register/ */
export async function register(ctx: AuthContext, input: RegisterRequest): Promise<void> {
  const email = input.email.trim();
  const errors: FieldErrors = {};
  if (await repo.findUserByEmail(ctx.db, email)) errors.email = [texts.emailTaken];
  const problems =
    input.password !== input.password2
      ? [messages.passwordsDoNotMatch]
      : passwordProblems(input.password, { email, firstName: input.first_name, lastName: input.last_name });
  if (problems.length > 0) errors.password = problems;
  if (Object.keys(errors).length > 0) throw registrationError(errors);

  const now = ctx.clock.now();
  const passwordHash = await hashPassword(input.password);
  try {
    await ctx.db.transaction(async (tx) => {
      // is_mentor is never taken from the request: becoming a mentor is a separate application (M1).
      const user = await repo.insertUser(
        tx,
        { email, passwordHash, firstName: input.first_name, lastName: input.last_name },
        now,
      );
      await mailConfirmationLink(ctx, tx, user);
    });
  } catch (err) {
    // Two registrations racing for one address: the unique index decides, the loser gets the same 400.
    if (isUniqueViolation(err)) throw registrationError({ email: [texts.emailTaken] });
    throw err;
  }
}

/** GET /api/users/confirm-email/<token>/: 404 unknown, 400 used or expired (API-09). */
export async function confirmEmail(ctx: AuthContext, token: string): Promise<void> {
  const now = ctx.clock.now();
  const tokenHash = hashToken(token);
  const known = await repo.findAccountToken(ctx.db, tokenHash, 'confirm_email');
  if (!known) throw notFound(messages.confirmationNotFound);
  const userId = await repo.useAccountToken(ctx.db, tokenHash, 'confirm_email', now);
  if (userId === undefined) throw badRequest(messages.invalidConfirmationLink);
  const user = await repo.findUserById(ctx.db, userId);
  if (user && !user.emailConfirmedAt) await repo.updateUser(ctx.db, userId, { emailConfirmedAt: now }, now);
}

/**
 * POST /api/users/resend-confirmation/: answers the same whatever the address, so it cannot be used to
 * find out who has an account; only an existing, unconfirmed account gets a new link.
 */
export async function resendConfirmation(ctx: AuthContext, email: string): Promise<void> {
  const user = await repo.findUserByEmail(ctx.db, email.trim());
  if (user && !user.emailConfirmedAt) await ctx.db.transaction((tx) => mailConfirmationLink(ctx, tx, user));
}
