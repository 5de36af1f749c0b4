/** SQL of the account settings (profile, password, notification toggles) on the auth module's tables. */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { refreshFamilies, users, type UserRow } from '../../db/schema/index.ts';

/** Changes a user's names and photo and answers the updated row. */
export async function updateProfileFields(
  tx: Tx,
  userId: number,
  changes: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'profilePicture'>>,
  now: Date,
): Promise<UserRow> {
  const [row] = await tx
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/** Stores a user's new password hash. */
export async function setPasswordHash(
  tx: Tx,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** Revokes every live refresh family of a user but `keepFamilyId` (this browser's), if any. */
export async function revokeOtherFamilies(
  tx: Tx,
  userId: number,
  keepFamilyId: string | null,
  reason: string,
  now: Date,
): Promise<void> {
  await tx
    .update(refreshFamilies)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(refreshFamilies.userId, userId),
        isNull(refreshFamilies.revokedAt),
        ...(keepFamilyId ? [ne(refreshFamilies.id, keepFamilyId)] : []),
      ),
    );
}

/** Sets the zone times are shown and mailed in (ADR 49) and whether it was chosen; answers the updated row. */
export async function updateTimeZone(
  db: Db,
  userId: number,
  setting: Pick<UserRow, 'timezone' | 'timezoneChosen'>,
  now: Date,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...setting, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/** Changes a user's e-mail toggles and answers the updated row. */
export async function updateNotificationToggles(
  db: Db,
  userId: number,
  toggles: Partial<
    Pick<
      UserRow,
      | 'emailLessonNotifications'
      | 'emailAccountNotifications'
      | 'emailPromotionalNotifications'
      | 'lessonReminder24h'
      | 'lessonReminder1h'
    >
  >,
  now: Date,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...toggles, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}
