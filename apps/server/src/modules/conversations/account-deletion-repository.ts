/** SQL of the purge of deleted accounts (rule A10) on presence rows. The rules are settings'. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/** Deletes the users' presence rows. */
export async function deletePresenceOf(tx: Tx, userIds: number[]): Promise<void> {
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`DELETE FROM user_presence WHERE user_id IN (${ids})`);
}
