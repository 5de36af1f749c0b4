/**
 * R6: "new message while you were away". A short excerpt only (the whole conversation stays in the app),
 * escaped by the shared layout, and a link straight to the room.
 */
import { MESSAGE_MAIL_INTERVAL_MINUTES } from '@app/contract';
import type { Config } from '../../config.ts';
import { renderEmail } from '../../platform/mail/layout.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';

/** Characters of the message quoted in the mail. */
export const MAIL_EXCERPT_CHARS = 200;

export interface NewMessageMailView {
  to: string;
  recipientFirstName: string;
  /** K3: "Maya L." */
  senderName: string;
  roomId: number;
  message: string;
}

/** At most MAIL_EXCERPT_CHARS characters (whole code points), an ellipsis when cut, line breaks flattened. */
export function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  if (chars.length <= MAIL_EXCERPT_CHARS) return flat;
  return `${chars
    .slice(0, MAIL_EXCERPT_CHARS - 1)
    .join('')
    .trimEnd()}…`;
}

export const conversationUrl = (config: Config, roomId: number) =>
  `${config.publicUrl}/messages?conversation=${roomId}`;

export async function sendNewMessageMail(
  mailer: Mailer,
  config: Config,
  view: NewMessageMailView,
): Promise<void> {
  const content = renderEmail(config.APP_NAME, {
    subject: `New message from ${view.senderName}`,
    heading: `${view.senderName} sent you a message`,
    paragraphs: [`Hi ${view.recipientFirstName},`, `“${excerpt(view.message)}”`],
    action: { label: 'Open the conversation', url: conversationUrl(config, view.roomId) },
    footnote: `We write at most once every ${MESSAGE_MAIL_INTERVAL_MINUTES} minutes per conversation while you are away. You can turn lesson emails off in your settings.`,
  });
  await mailer.send({ to: view.to, ...content });
}
