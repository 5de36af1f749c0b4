/**
 * "We received your application" (M1): tells the applicant what happens next (ONBOARD-31: the team reviews
 * within 1-3 business days, a mail follows the decision). It answers the applicant's own request, so it goes
 * out whatever the notification settings say, like the decision mails of admin-applications.
 */
import type { Config } from '../../config.ts';
import { renderEmail } from '../../platform/mail/layout.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';

export interface ApplicantAddress {
  email: string;
  firstName: string;
}

export async function sendApplicationReceivedMail(
  mailer: Mailer,
  config: Config,
  applicant: ApplicantAddress,
): Promise<void> {
  await mailer.send({
    to: applicant.email,
    ...renderEmail(config.APP_NAME, {
      subject: 'We received your mentor application',
      heading: `Hi ${applicant.firstName},`,
      paragraphs: [
        `Thank you for applying to teach on ${config.APP_NAME}. Our team reviews your application within 1-3 business days, before your profile is shown to students.`,
        'We will e-mail you as soon as it is decided. In the meantime you can connect your payment account, so your earnings can be paid out once you teach.',
      ],
      action: { label: 'Set up payouts', url: `${config.publicUrl}/become-mentor?step=payment_setup` },
    }),
  });
}
