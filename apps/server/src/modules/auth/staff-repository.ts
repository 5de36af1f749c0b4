/**
 * SQL of the staff back office's people (issue 21 item 2): the search by name, e-mail or id, one person's
 * account, and suspension and reinstatement (the account's row, locked for the decision).
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

const personColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isMentor: users.isMentor,
  isStaff: users.isStaff,
  mentorId: users.mentorId,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  deletedAt: users.deletedAt,
  suspendedAt: users.suspendedAt,
  suspensionReason: users.suspensionReason,
};
export interface PersonRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  isMentor: boolean;
  isStaff: boolean;
  mentorId: number | null;
  lastLoginAt: Date | null;
  createdAt: Date;
  deletedAt: Date | null;
  suspendedAt: Date | null;
  suspensionReason: string | null;
}

/**
 * Accounts whose name or e-mail contains `term` (any case; the trigram index of migration 0036), or whose id
 * it is; newest first, `limit` of them. Deleted accounts are left out: there is nobody left to act on.
 */
export function searchPeople(db: Db, term: string, limit: number): Promise<PersonRow[]> {
  const words = term.toLowerCase();
  const byText = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) LIKE ${`%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
  const byId = /^\d{1,9}$/.test(term) ? sql` OR ${users.id} = ${Number(term)}` : sql``;
  return (
    db
      .select(personColumns)
      .from(users)
      // The matches are found first (the trigram index, and the id), then ordered: never by walking every
      // account newest first in the hope of meeting them (bench:back-office, ADR 75). OFFSET 0 keeps the
      // subquery apart from the outer ORDER BY ... LIMIT.
      .where(
        and(
          isNull(users.deletedAt),
          term
            ? sql`${users.id} IN (SELECT u.id FROM (SELECT id FROM users WHERE ${byText}${byId}) u OFFSET 0)`
            : undefined,
        ),
      )
      .orderBy(desc(users.id))
      .limit(limit)
  );
}

export async function personById(db: Db | Tx, id: number): Promise<PersonRow | undefined> {
  const [row] = await db.select(personColumns).from(users).where(eq(users.id, id));
  return row;
}

/** The account's row, locked until the transaction ends: two decisions about one person run one after the other. */
export async function lockPerson(tx: Tx, id: number): Promise<PersonRow | undefined> {
  const [row] = await tx.select(personColumns).from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function setSuspension(
  tx: Tx,
  id: number,
  suspension: { at: Date; reason: string } | null,
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({
      suspendedAt: suspension?.at ?? null,
      suspensionReason: suspension?.reason ?? null,
      updatedAt: now,
    })
    .where(eq(users.id, id));
}
