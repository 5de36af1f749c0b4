/** The student's mail of a staff refund (issue 21 item 3): how much, of which lesson, and why. */
import type { Config } from '../../config.ts';
import { renderEmail } from '../../platform/mail/layout.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { formatAmount, type LessonMailView } from '../lesson-mails/index.ts';

export async function sendStaffRefundMail(
  mailer: Mailer,
  config: Config,
  view: LessonMailView,
  refundCents: number,
  reason: string,
): Promise<void> {
  // A deleted student has no address left to write to.
  if (!view.student) return;
  await mailer.send({
    to: view.student.email,
    ...renderEmail(config.APP_NAME, {
      subject: `Refund for ${view.reference}`,
      heading: `Hi ${view.student.name},`,
      paragraphs: [
        `Our team has refunded ${formatAmount(refundCents, view.currency)} of your ${view.skillName} lesson (${view.reference}). It goes back to the card used to pay and usually arrives within 5 to 10 business days.`,
        `The reason our team gave: ${reason}`,
        `If you have questions, reply to ${config.SUPPORT_EMAIL}.`,
      ],
    }),
  });
}
