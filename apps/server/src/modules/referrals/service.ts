/**
 * Referral codes (rule L5): a student names the mentor who brought them, once, within 24 hours of
 * registering. The same window decides can_add_referral in the auth check (auth/presenter.ts).
 */
import { REFERRAL_WINDOW_HOURS } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../platform/errors.ts';
import { setReferral, type SignedInUser } from '../auth/index.ts';
import { approvedMentorByReferralCode } from '../mentors/index.ts';

export const referralTexts = {
  added: 'Referral code added. Thank you!',
  unknown: 'This referral code does not exist.',
  own: 'You cannot use your own referral code.',
  mentor: 'Mentors cannot add a referral code.',
  late: `A referral code can only be added within ${REFERRAL_WINDOW_HOURS} hours of registering.`,
  second: 'You have already added a referral code.',
} as const;

const refuse = (text: string) => badRequest(text, { referral_code: [text] }, { error: text });

export async function addReferral(
  db: Db,
  user: SignedInUser,
  code: string,
  now: Date,
): Promise<{ message: string }> {
  if (user.referralMentorId !== null) throw refuse(referralTexts.second);
  const mentor = await approvedMentorByReferralCode(db, code.trim().toUpperCase());
  if (mentor?.userId === user.id) throw refuse(referralTexts.own);
  if (user.isMentor) throw refuse(referralTexts.mentor);
  if (now.getTime() - user.createdAt.getTime() >= REFERRAL_WINDOW_HOURS * 3600_000)
    throw refuse(referralTexts.late);
  if (!mentor) throw refuse(referralTexts.unknown);
  // The IS NULL guard makes two concurrent submissions set at most one referral.
  if (!(await setReferral(db, user.id, mentor.id, now))) throw refuse(referralTexts.second);
  return { message: referralTexts.added };
}
