/**
 * SQL of account deletion and its purge (rule A10) on the auth module's tables: the user row, its e-mail
 * link tokens, login failures and refresh families. The rules are the settings module's.
 */
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { accountTokens, loginFailures, users } from '../../db/schema/index.ts';

/** Locks a user row for its deletion and answers its photo address (undefined for an unknown user). */
export async function lockUserForDeletion(
  tx: Tx,
  userId: number,
): Promise<{ profile_picture: string | null } | undefined> {
  const [locked] = await queryRows<{ profile_picture: string | null }>(
    tx,
    sql`SELECT profile_picture FROM users WHERE id = ${userId} FOR UPDATE`,
  );
  return locked;
}

/**
 * Anonymises a deleted account: the new name and freed e-mail, no password, Google link, photo or staff
 * role, optional mails off, and the deletion and purge dates.
 */
export async function anonymiseUser(
  tx: Tx,
  userId: number,
  anonymous: { email: string; firstName: string; lastName: string; purgeAfter: Date },
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({
      email: anonymous.email,
      firstName: anonymous.firstName,
      lastName: anonymous.lastName,
      passwordHash: null,
      googleSub: null,
      profilePicture: null,
      isStaff: false,
      emailLessonNotifications: false,
      emailAccountNotifications: false,
      emailPromotionalNotifications: false,
      deletedAt: now,
      purgeAfter: anonymous.purgeAfter,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/** Drops every e-mail link token (confirmation, password reset) of a user. */
export async function deleteAccountTokensOf(tx: Tx, userId: number): Promise<void> {
  await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
}

/** Drops the failed logins counted against an e-mail address (lower case). */
export async function deleteLoginFailuresOf(tx: Tx, email: string): Promise<void> {
  await tx.delete(loginFailures).where(eq(loginFailures.email, email));
}

/** Locks up to `limit` deleted users whose purge is due and not done yet, the longest due first. */
export async function lockUsersDueForPurge(
  tx: Tx,
  now: Date,
  limit: number,
): Promise<{ id: number; mentor_id: number | null }[]> {
  return queryRows<{ id: number; mentor_id: number | null }>(
    tx,
    sql`SELECT id, mentor_id FROM users
        WHERE purge_after <= ${now} AND purged_at IS NULL
        ORDER BY purge_after, id LIMIT ${limit} FOR UPDATE`,
  );
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Deletes the refresh families (the ended sessions) of the users. */
export async function deleteRefreshFamiliesOf(tx: Tx, userIds: number[]): Promise<void> {
  await tx.execute(sql`DELETE FROM refresh_families WHERE user_id IN (${idList(userIds)})`);
}

/** Forgets the users' time zone and last sign-in and marks them purged. */
export async function markUsersPurged(tx: Tx, userIds: number[], now: Date): Promise<void> {
  await tx.execute(sql`UPDATE users SET timezone = 'UTC', timezone_chosen = false, last_login_at = NULL, purged_at = ${now}
    WHERE id IN (${idList(userIds)})`);
}
