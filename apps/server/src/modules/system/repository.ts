/** SQL of the system module: the health check's round trip to the database. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** One trivial query: the database answers (the health check races it against a timeout). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
