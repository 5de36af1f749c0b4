/** The one place that decides how a user looks to the browser (DATA-01, rule A9). */
import type { SessionUser } from '@app/contract';
import type { UserRow } from '../../db/schema/index.ts';

const REFERRAL_WINDOW_MS = 24 * 3600 * 1000;

/**
 * Rule L5: a student may add a mentor's referral code within 24 hours of registering, once. The referral
 * endpoint (modules/referrals) applies the same rule through this function.
 */
export function canAddReferral(
  user: Pick<UserRow, 'isMentor' | 'createdAt' | 'referralMentorId'>,
  now: Date,
): boolean {
  if (user.isMentor || user.referralMentorId !== null) return false;
  return now.getTime() - user.createdAt.getTime() < REFERRAL_WINDOW_MS;
}

type PresentedUser = Omit<UserRow, 'passwordHash' | 'googleSub'>;

export function presentSessionUser(user: PresentedUser, now: Date): SessionUser {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    is_mentor: user.isMentor,
    is_staff: user.isStaff,
    mentor_id: user.mentorId,
    can_add_referral: canAddReferral(user, now),
    profile_picture: user.profilePicture,
    time_zone: user.timezoneChosen ? user.timezone : null,
  };
}
