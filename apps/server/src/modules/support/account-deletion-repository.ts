/** SQL of the purge of deleted accounts (rule A10) on support tickets. The rules are settings'. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/**
 * Replaces the address and text of the users' support tickets and of their own answers in the threads (the
 * tickets and the staff replies stay).
 */
export async function anonymiseSupportTicketsOf(tx: Tx, userIds: number[]): Promise<void> {
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`UPDATE support_tickets SET email = 'deleted-' || user_id || '@deleted.invalid',
      message = '[removed]' WHERE user_id IN (${ids})`);
  await tx.execute(sql`UPDATE support_ticket_messages SET body = '[removed]'
      WHERE author_id IN (${ids}) AND NOT from_staff`);
}
