/** SQL of the dev module: reading the development outbox (written by OutboxMailer). */
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/index.ts';

export type OutboxEmail = typeof outboxEmails.$inferSelect;

/** The outbox's mails, newest first, optionally for one address and at most `limit` of them. */
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

/** One outbox mail by id. */
export async function findOutboxEmail(db: Db, id: number): Promise<OutboxEmail | undefined> {
  const rows = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  return rows[0];
}
