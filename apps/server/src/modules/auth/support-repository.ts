/** SQL the support module reads from accounts: whose lessons a visitor's ticket may name. */
import { and, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The account a visitor's e-mail names (not a deleted one), whose lessons the reference may be. */
export async function accountWithEmail(
  db: Db,
  email: string,
): Promise<{ id: number; mentorId: number | null } | undefined> {
  const [row] = await db
    .select({ id: users.id, mentorId: users.mentorId })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)))
    .limit(1);
  return row;
}
