/** SQL other modules read about approved (listed) mentors: by referral code (referrals), by id (masterclasses). */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { mentors } from '../../db/schema/index.ts';

/** The approved mentor whose referral code, upper-cased, is `upperCode`; undefined when none is. */
export async function approvedMentorByReferralCode(
  db: Db | Tx,
  upperCode: string,
): Promise<{ id: number; userId: number } | undefined> {
  const [mentor] = await db
    .select({ id: mentors.id, userId: mentors.userId })
    .from(mentors)
    .where(and(eq(sql`upper(${mentors.referralCode})`, upperCode), eq(mentors.isVerified, true)));
  return mentor;
}

/** Whether `mentorId` names an approved mentor. */
export async function isApprovedMentor(db: Db | Tx, mentorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: mentors.id })
    .from(mentors)
    .where(and(eq(mentors.id, mentorId), eq(mentors.isVerified, true)));
  return Boolean(row);
}
