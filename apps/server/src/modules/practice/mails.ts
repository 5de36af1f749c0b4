/**
 * The student's mail when the mentor saves notes or practice that changed (issue 18 item 3). It is a lesson
 * mail, so the lesson-mail setting applies; a deleted account gets nothing.
 */
import type { Config } from '../../config.ts';
import { renderEmail } from '../../platform/mail/layout.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { formatLessonTime, type LessonMailView } from '../lesson-mails/index.ts';

export async function sendNotesMail(
  mailer: Mailer,
  config: Config,
  view: LessonMailView,
  assignmentTitles: string[],
): Promise<void> {
  const student = view.student;
  if (!student || !student.lessonMails) return;
  const mentor = view.mentor?.name ?? 'Your mentor';
  const lesson = `${view.sessionMinutes}-minute ${view.skillName} lesson (${view.reference}) on ${formatLessonTime(view.startAt, student.timezone)}`;
  const practice =
    assignmentTitles.length === 0
      ? 'There is no practice assignment for now.'
      : `Practice: ${assignmentTitles.join('; ')}.`;
  await mailer.send({
    to: student.email,
    ...renderEmail(config.APP_NAME, {
      subject: `Notes and practice for ${view.reference}`,
      heading: `Hi ${student.name},`,
      paragraphs: [`${mentor} wrote notes and practice for your ${lesson}.`, practice],
      action: { label: 'Open Practice', url: `${config.publicUrl}/practice` },
    }),
  });
}
