/** SQL the mentor application writes on the applicant's account: its lock and its photo. */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/**
 * Locks the applicant's user row until the transaction ends: two submissions of one user run one after
 * the other, so the second sees the first's mentor row (PostgreSQL; PGlite has one connection anyway).
 */
export async function lockApplicant(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The applicant's photo is their account's photo (users.profile_picture), shown on cards and the queue. */
export async function setProfilePicture(tx: Tx, userId: number, url: string, now: Date): Promise<void> {
  await tx.update(users).set({ profilePicture: url, updatedAt: now }).where(eq(users.id, userId));
}
