/** The account e-mails (rule R6): confirm your address, reset your password. Security mails always go. */
import type { Config } from '../../config.ts';
import { renderEmail } from '../../platform/mail/layout.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';

export const CONFIRMATION_TTL_HOURS = 48;
export const RESET_TTL_HOURS = 1;

export function confirmationLink(config: Config, token: string): string {
  return `${config.publicUrl}/auth/confirm-email?token=${encodeURIComponent(token)}`;
}

export function resetLink(config: Config, token: string): string {
  return `${config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
}

export async function sendConfirmationMail(
  mailer: Mailer,
  config: Config,
  to: { email: string; firstName: string },
  token: string,
): Promise<void> {
  const mail = renderEmail(config.APP_NAME, {
    subject: 'Confirm your email address',
    heading: `Welcome, ${to.firstName}!`,
    paragraphs: [
      `Thanks for joining ${config.APP_NAME}. Please confirm your email address to activate your account.`,
    ],
    action: { label: 'Confirm email address', url: confirmationLink(config, token) },
    footnote: `This link is valid for ${CONFIRMATION_TTL_HOURS} hours. If you did not create an account, you can ignore this email.`,
  });
  await mailer.send({ to: to.email, ...mail });
}

export async function sendPasswordResetMail(
  mailer: Mailer,
  config: Config,
  to: { email: string; firstName: string },
  token: string,
): Promise<void> {
  const mail = renderEmail(config.APP_NAME, {
    subject: 'Reset your password',
    heading: `Hi ${to.firstName},`,
    paragraphs: [`We received a request to reset the password of your ${config.APP_NAME} account.`],
    action: { label: 'Choose a new password', url: resetLink(config, token) },
    footnote: `This link is valid for ${RESET_TTL_HOURS} hour and can be used once. If you did not ask for it, you can ignore this email: your password stays the same.`,
  });
  await mailer.send({ to: to.email, ...mail });
}
