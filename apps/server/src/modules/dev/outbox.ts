/** Reads the development outbox (written by OutboxMailer): newest first, optionally for one address. */
import { desc, eq, sql } from 'drizzle-orm';
import type { DevEmailWithAttachments } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/index.ts';

export type OutboxEmail = typeof outboxEmails.$inferSelect;

export type { DevEmailWithAttachments };

export async function listOutbox(db: Db, options: { to?: string | undefined; limit?: number } = {}) {
  const to = options.to?.trim();
  const query = db
    .select()
    .from(outboxEmails)
    // lower() on both sides matches the outbox_emails_to_idx index; addresses are case-insensitive (A1).
    .where(to ? eq(sql`lower(${outboxEmails.toAddress})`, to.toLowerCase()) : undefined)
    // Several mails can share one instant under a frozen test clock: the id keeps "newest first" exact.
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id));
  return options.limit ? query.limit(options.limit) : query;
}

export async function findOutboxEmail(db: Db, id: number): Promise<OutboxEmail | undefined> {
  const rows = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  return rows[0];
}

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
