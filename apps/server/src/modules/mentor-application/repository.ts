/** SQL of the mentor application (M1): the applicant's current application, id checks, resubmission. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  languages,
  mentorAvailability,
  mentorLanguages,
  mentorSessions,
  mentorSkills,
  mentorStyles,
  mentors,
  skills,
  styles,
  users,
} from '../../db/schema/index.ts';
import {
  type NewMentor,
  linkUsersToMentors,
  refreshRankScores,
  refreshSearchDocuments,
} from '../mentors/index.ts';

export interface ExistingApplication {
  id: number;
  isVerified: boolean;
  rejectedAt: Date | null;
}

/** The user's mentor row (pending, approved or rejected), if any. */
export async function applicationOf(db: Db | Tx, userId: number): Promise<ExistingApplication | undefined> {
  const [row] = await db
    .select({ id: mentors.id, isVerified: mentors.isVerified, rejectedAt: mentors.rejectedAt })
    .from(mentors)
    .where(eq(mentors.userId, userId));
  return row;
}

/**
 * Locks the applicant's user row until the transaction ends: two submissions of one user run one after
 * the other, so the second sees the first's mentor row (PostgreSQL; PGlite has one connection anyway).
 */
export async function lockApplicant(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

type LookupTable = typeof skills | typeof styles | typeof languages;

/** The ids among `ids` that name no row of the lookup table, in the order given. */
export async function unknownLookupIds(db: Db | Tx, table: LookupTable, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

export const lookupTables = { skills, styles, languages } as const;

/**
 * A rejected applicant applies again: their row takes the new application, the rejection is cleared and
 * `created_at` restarts, which puts them at the end of the staff queue (docs/decisions/0018).
 */
export async function resubmitApplication(
  tx: Tx,
  mentorId: number,
  input: Omit<NewMentor, 'userId' | 'isVerified' | 'country'>,
  now: Date,
): Promise<void> {
  await tx
    .update(mentors)
    .set({
      headline: input.headline,
      bio: input.bio,
      amountCents: input.amountCents,
      offerTrial: input.offerTrial,
      timezone: input.timezone,
      isVerified: false,
      approvedAt: null,
      rejectedAt: null,
      rejectionReason: null,
      createdAt: now,
    })
    .where(and(eq(mentors.id, mentorId), sql`${mentors.rejectedAt} IS NOT NULL`));
  for (const table of [mentorSkills, mentorStyles, mentorLanguages, mentorSessions, mentorAvailability]) {
    await tx.delete(table).where(eq(table.mentorId, mentorId));
  }
  const each = <T>(values: T[], insert: (rows: T[]) => Promise<unknown>) =>
    values.length ? insert(values) : Promise.resolve();
  await each(
    input.skillIds.map((skillId) => ({ mentorId, skillId })),
    (rows) => tx.insert(mentorSkills).values(rows),
  );
  await each(
    input.styleIds.map((styleId) => ({ mentorId, styleId })),
    (rows) => tx.insert(mentorStyles).values(rows),
  );
  await each(
    input.languageIds.map((languageId) => ({ mentorId, languageId })),
    (rows) => tx.insert(mentorLanguages).values(rows),
  );
  await each(
    input.sessions.map((s) => ({ mentorId, ...s })),
    (rows) => tx.insert(mentorSessions).values(rows),
  );
  await each(
    (input.availability ?? []).map((a) => ({ mentorId, ...a })),
    (rows) => tx.insert(mentorAvailability).values(rows),
  );
  await linkUsersToMentors(tx, [mentorId], now);
  await refreshSearchDocuments(tx, [mentorId]);
  await refreshRankScores(tx, [mentorId], now);
}

/** The applicant's photo is their account's photo (users.profile_picture), shown on cards and the queue. */
export async function setProfilePicture(tx: Tx, userId: number, url: string, now: Date): Promise<void> {
  await tx.update(users).set({ profilePicture: url, updatedAt: now }).where(eq(users.id, userId));
}
