/**
 * No-show mails (B9, R6): staff hear of a new report at SUPPORT_EMAIL; the student gets a confirmation,
 * then the decision (the refunded amount, or that the report was dismissed). These answer the student's
 * own request, so they go out whatever the lesson-mail setting says; a deleted account gets nothing.
 */
import type { Config } from '../../config.ts';
import { renderEmail, type EmailContent } from '../../platform/mail/layout.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { formatAmount, formatLessonTime, type LessonMailView } from '../lesson-mails/index.ts';

async function send(mailer: Mailer, config: Config, to: string, content: EmailContent): Promise<void> {
  await mailer.send({ to, ...renderEmail(config.APP_NAME, content) });
}

const lessonLine = (view: LessonMailView, zone: string) =>
  `${view.sessionMinutes}-minute ${view.skillName} lesson (${view.reference}) on ${formatLessonTime(view.startAt, zone)}`;

export async function sendNoShowReportedMails(
  mailer: Mailer,
  config: Config,
  view: LessonMailView,
  details: string,
): Promise<void> {
  const student = view.student?.name ?? 'A student';
  const mentor = view.mentor?.name ?? 'the mentor';
  await send(mailer, config, config.SUPPORT_EMAIL, {
    subject: `No-show reported: ${view.reference}`,
    heading: 'A student reported that the mentor did not show up',
    paragraphs: [
      `${student} reports that ${mentor} did not show up for the ${lessonLine(view, 'UTC')}.`,
      `Paid: ${formatAmount(view.amountCents, view.currency)}`,
      details ? `Details from the student: ${details}` : 'The student gave no details.',
    ],
    action: { label: 'Open the staff area', url: `${config.publicUrl}/admin/no-show-reports` },
  });
  if (!view.student) return;
  await send(mailer, config, view.student.email, {
    subject: `We received your report for ${view.reference}`,
    heading: `Hi ${view.student.name},`,
    paragraphs: [
      `Thank you for telling us that ${mentor} did not show up for your ${lessonLine(view, view.student.timezone)}.`,
      'Our team will look into it and write to you. When a mentor does not show up, you get a full refund.',
    ],
    action: { label: 'Open My Lessons', url: `${config.publicUrl}/my-lessons?tab=completed` },
  });
}

export async function sendNoShowDecisionMail(
  mailer: Mailer,
  config: Config,
  view: LessonMailView,
  decision: { refundedCents: number; creditReturned?: boolean } | 'dismissed',
): Promise<void> {
  if (!view.student) return;
  const lesson = lessonLine(view, view.student.timezone);
  const paragraphs =
    decision === 'dismissed'
      ? [
          `We have looked into your report about the ${lesson} and could not confirm that the mentor did not show up, so no refund is made.`,
          `If you think this is wrong, reply to ${config.SUPPORT_EMAIL}.`,
        ]
      : [
          `We have looked into your report about the ${lesson}.`,
          decision.creditReturned
            ? 'The lesson credit it used is back in your package, to book another lesson with it.'
            : decision.refundedCents > 0
              ? `A full refund of ${formatAmount(decision.refundedCents, view.currency)} goes back to the card used to pay; it usually arrives within 5 to 10 business days.`
              : 'Nothing was left to refund on this lesson.',
        ];
  await send(mailer, config, view.student.email, {
    subject:
      decision === 'dismissed' ? `Your no-show report for ${view.reference}` : `Refund for ${view.reference}`,
    heading: `Hi ${view.student.name},`,
    paragraphs,
    action: { label: 'Open My Lessons', url: `${config.publicUrl}/my-lessons?tab=completed` },
  });
}
