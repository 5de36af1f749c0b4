/**
 * The support mail (K4): every new ticket goes to SUPPORT_EMAIL with everything staff need to answer it
 * by e-mail, so the team can work from the mailbox as well as from the staff area.
 */
import { bookingReference, supportMessages, supportReasonLabel, type SupportType } from '@app/contract';
import type { Config } from '../../config.ts';
import { renderEmail } from '../../platform/mail/layout.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';

export interface TicketMailView {
  referenceNumber: string;
  type: SupportType;
  message: string;
  email: string;
  bookingId: number | null;
  sender: { id: number; name: string } | null;
}

export async function sendSupportTicketMail(
  mailer: Mailer,
  config: Config,
  ticket: TicketMailView,
): Promise<void> {
  const reason = supportReasonLabel(ticket.type);
  const from = ticket.sender
    ? `${ticket.sender.name} (account #${ticket.sender.id}), ${ticket.email}`
    : `A visitor who is not signed in, ${ticket.email}`;
  const content = renderEmail(config.APP_NAME, {
    subject: `${ticket.referenceNumber}: ${reason}`,
    heading: `New support ticket ${ticket.referenceNumber}`,
    paragraphs: [
      `Reason: ${reason}`,
      `From: ${from}`,
      ticket.bookingId === null ? 'No lesson given.' : `Lesson: ${bookingReference(ticket.bookingId)}`,
      `Message: ${ticket.message}`,
      `Answer within 24 hours by writing to ${ticket.email}.`,
    ],
    action: { label: 'Open the staff area', url: `${config.publicUrl}/admin/support-tickets` },
  });
  await mailer.send({ to: config.SUPPORT_EMAIL, ...content });
}

/** A staff reply goes to the address on the ticket, with the link to the thread on My requests. */
export async function sendSupportReplyMail(
  mailer: Mailer,
  config: Config,
  reply: { to: string; referenceNumber: string; message: string },
): Promise<void> {
  const content = renderEmail(config.APP_NAME, {
    subject: supportMessages.replyMailSubject(reply.referenceNumber),
    heading: `Our reply to your request ${reply.referenceNumber}`,
    paragraphs: [reply.message, 'You can answer on My requests.'],
    action: { label: 'Open My requests', url: `${config.publicUrl}/support/requests` },
  });
  await mailer.send({ to: reply.to, ...content });
}

/**
 * ADR 75: a user's answer on My requests goes to the ticket's assignee, or to the support address when nobody
 * is assigned, with the link to the staff thread.
 */
export async function sendUserAnswerMail(
  mailer: Mailer,
  config: Config,
  answer: { to: string; ticketId: number; referenceNumber: string; from: string; message: string },
): Promise<void> {
  const content = renderEmail(config.APP_NAME, {
    subject: supportMessages.answerMailSubject(answer.referenceNumber),
    heading: `${answer.from} answered on ${answer.referenceNumber}`,
    paragraphs: [answer.message, 'The ticket is open again.'],
    action: { label: 'Open the ticket', url: `${config.publicUrl}/admin/support-tickets/${answer.ticketId}` },
  });
  await mailer.send({ to: answer.to, ...content });
}
