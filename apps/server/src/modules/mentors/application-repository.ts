/**
 * SQL of the mentor application (M1) on the catalogue's tables: the applicant's current application, id
 * checks, resubmission. The application is a mentors row (docs/decisions/0018), so its SQL lives here.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  mentorAvailability,
  mentorLanguages,
  mentorSessions,
  mentorSkills,
  mentorStyles,
  mentors,
} from '../../db/schema/index.ts';
import type { NewMentor } from './catalogue.ts';
import { linkUsersToMentors, refreshRankScores, refreshSearchDocuments } from './repository.ts';

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

/** What an application sets on the mentor: the catalogue's NewMentor without the account's own facts. */
export type ApplicationInput = Omit<NewMentor, 'userId' | 'isVerified' | 'country'>;

/**
 * A rejected applicant applies again: their row takes the new application, the rejection is cleared and
 * `created_at` restarts, which puts them at the end of the staff queue (docs/decisions/0018).
 */
export async function resubmitApplication(
  tx: Tx,
  mentorId: number,
  input: ApplicationInput,
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
