/** The development outbox's mails as GET /api/dev/emails/ answers them (the SQL: repository.ts). */
import type { DevEmailWithAttachments } from '@app/contract';
import type { OutboxEmail } from './repository.ts';

export type { OutboxEmail };

export type { DevEmailWithAttachments };

export function presentDevEmail(email: OutboxEmail): DevEmailWithAttachments {
  return {
    to: email.toAddress,
    subject: email.subject,
    text: email.textBody,
    html: email.htmlBody,
    created_at: email.createdAt.toISOString(),
    attachments: email.attachments.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      content,
    })),
  };
}
