/**
 * R6 "masterclass seat confirmed": the attendee's seat, when it starts (in UTC and on the class's own
 * clock, since the attendee may live anywhere) and how to join: the live session's address staff gave.
 */
import { formatMasterclassStart } from '@app/contract';
import type { Config } from '../../config.ts';
import { renderEmail } from '../../platform/mail/layout.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';

export interface SeatMailView {
  to: string;
  name: string;
  masterclass: { name: string; start: Date; timezone: string; durationMinutes: number; joinUrl: string };
}

export async function sendSeatConfirmedMail(
  mailer: Mailer,
  config: Config,
  view: SeatMailView,
): Promise<void> {
  const { masterclass: mc } = view;
  const iso = mc.start.toISOString();
  const content = renderEmail(config.APP_NAME, {
    subject: `Your seat is confirmed: ${mc.name}`,
    heading: `Your seat at "${mc.name}" is confirmed`,
    paragraphs: [
      view.name ? `Hi ${view.name},` : 'Hi,',
      `You have a free seat at the live masterclass "${mc.name}".`,
      `Starts: ${formatMasterclassStart(iso, mc.timezone)} (${mc.timezone})`,
      `That is ${formatMasterclassStart(iso, 'UTC')}.`,
      `Duration: ${mc.durationMinutes} minutes.`,
      `To take part, open the live session a few minutes before the start: ${mc.joinUrl}`,
    ],
    action: { label: 'Join the live session', url: mc.joinUrl },
    footnote: `You signed up on ${config.publicUrl}/meet-and-greet. If this was not you, just ignore this e-mail.`,
  });
  await mailer.send({ to: view.to, ...content });
}
