/**
 * Application decision mails (M1): the applicant hears that they are listed, or why they are not. They answer
 * the applicant's own request, so they go out whatever the notification settings say.
 */
import type { Config } from '../../config.ts';
import { renderEmail } from '../../platform/mail/layout.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';

export interface Applicant {
  email: string;
  firstName: string;
  mentorId: number;
}

export async function sendApprovedMail(mailer: Mailer, config: Config, applicant: Applicant): Promise<void> {
  await mailer.send({
    to: applicant.email,
    ...renderEmail(config.APP_NAME, {
      subject: `Your mentor application is approved`,
      heading: `Hi ${applicant.firstName},`,
      paragraphs: [
        `Good news: your mentor application on ${config.APP_NAME} is approved, and your profile is now listed for students.`,
        'Keep your availability up to date so students can book you, and connect your payment account to receive your earnings.',
      ],
      action: { label: 'See your profile', url: `${config.publicUrl}/mentor/${applicant.mentorId}` },
    }),
  });
}

export async function sendRejectedMail(
  mailer: Mailer,
  config: Config,
  applicant: Applicant,
  reason: string,
): Promise<void> {
  await mailer.send({
    to: applicant.email,
    ...renderEmail(config.APP_NAME, {
      subject: `Your mentor application`,
      heading: `Hi ${applicant.firstName},`,
      paragraphs: [
        `Thank you for applying to teach on ${config.APP_NAME}. We are sorry, but we cannot list your profile yet.`,
        `The reason our team gave: ${reason}`,
        `If you have questions, reply to ${config.SUPPORT_EMAIL}.`,
      ],
    }),
  });
}
