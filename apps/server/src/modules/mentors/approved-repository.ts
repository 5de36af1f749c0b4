/** SQL of approved (listed) mentors: other modules read them (referrals, masterclasses); staff unlist and relist them on suspension. */
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
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

/**
 * Staff suspended the mentor's account (issue 21): off search and unbookable at once (both read is_verified);
 * approved_at stays, so reinstatement can list them again. True when they were listed.
 */
export async function unlistSuspendedMentor(tx: Tx, mentorId: number): Promise<boolean> {
  const rows = await tx
    .update(mentors)
    .set({ isVerified: false })
    .where(and(eq(mentors.id, mentorId), eq(mentors.isVerified, true)))
    .returning({ id: mentors.id });
  return rows.length > 0;
}

/** Reinstated: an approved (never rejected) mentor is listed again. True when they were. */
export async function relistReinstatedMentor(tx: Tx, mentorId: number): Promise<boolean> {
  const rows = await tx
    .update(mentors)
    .set({ isVerified: true })
    // A mentor staff hid (ADR 75) stays hidden until staff show them.
    .where(
      and(
        eq(mentors.id, mentorId),
        isNotNull(mentors.approvedAt),
        isNull(mentors.rejectedAt),
        isNull(mentors.hiddenAt),
      ),
    )
    .returning({ id: mentors.id });
  return rows.length > 0;
}
