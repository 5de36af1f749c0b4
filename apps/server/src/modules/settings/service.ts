/**
 * The account half of settings: the settings read (API-34, DATA-20), the payments pages (API-43), the
 * profile (API-35), the password (API-36) and the notification toggles (API-41). The mentor half is in
 * mentor-settings.ts, deletion in account-deletion.ts.
 */
import {
  settingsMessages as m,
  type ChangePasswordRequest,
  type NotificationSettings,
  type NotificationSettingsUpdate,
  type PaymentHistoryPage,
  type ProfileUpdateFields,
  type ProfileUpdateResponse,
  type SettingsResponse,
  type TimeZoneSetting,
  type TimeZoneUpdate,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { badRequest } from '../../platform/errors.ts';
import { storeProfilePhoto } from '../../platform/images.ts';
import type { Outbox } from '../../platform/outbox.ts';
import type { FileStorage } from '../../platform/storage.ts';
import {
  canAddReferral,
  hashPassword,
  passwordProblems,
  verifyPassword,
  findUserById,
  retireAccountTokens,
  type SignedInUser,
  clearLoginFailures,
  reserveLoginAttempt,
  revokeOtherFamilies,
  setPasswordHash,
  updateNotificationToggles,
  updateProfileFields,
  updateTimeZone,
} from '../auth/index.ts';
import { mentorSettings, referralMentor, refreshSearchDocuments } from '../mentors/index.ts';
import { paymentAccountSummary } from '../payouts/index.ts';
import { paymentHistoryPage } from './payments-history.ts';
import {
  presentAvailability,
  presentMentor,
  presentNotifications,
  presentSessions,
  presentTimeZone,
  presentUser,
} from './presenter.ts';

export interface SettingsDeps {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  /** For the refunds of unused package credits an account deletion makes. */
  outbox: Outbox;
}

/** The mentor id of a signed-in mentor, or null (a student, or an account that is not linked). */
export const mentorIdOf = (user: SignedInUser): number | null => (user.isMentor ? user.mentorId : null);

/** GET /api/users/settings/ */
export async function readSettings(deps: SettingsDeps, user: SignedInUser): Promise<SettingsResponse> {
  const now = deps.clock.now();
  const mentorId = mentorIdOf(user);
  const [referrer, mentor, stripe, payments] = await Promise.all([
    referralMentor(deps.db, user.referralMentorId),
    mentorId === null ? undefined : mentorSettings(deps.db, mentorId),
    mentorId === null ? null : paymentAccountSummary(deps.db, mentorId),
    paymentHistoryPage(deps.db, { userId: user.id, mentorId }, 1, now),
  ]);
  return {
    user: presentUser(user, referrer),
    can_add_referral: canAddReferral(user, now),
    mentor: mentor ? presentMentor(mentor, stripe) : null,
    availability: mentor ? presentAvailability(mentor) : null,
    notification_settings: presentNotifications(user),
    time_zone: presentTimeZone(user),
    session_settings: mentor ? presentSessions(mentor) : [],
    payments,
  };
}

/** GET /api/users/settings/payments/?page=N */
export function readPayments(
  deps: SettingsDeps,
  user: SignedInUser,
  page: number,
): Promise<PaymentHistoryPage> {
  return paymentHistoryPage(deps.db, { userId: user.id, mentorId: mentorIdOf(user) }, page, deps.clock.now());
}

/**
 * PUT /api/users/profile/: names and photo. The photo is checked by content, re-encoded and stored before
 * the row changes (a refused photo changes nothing); a mentor's search document follows the new name.
 */
export async function updateProfile(
  deps: SettingsDeps,
  user: SignedInUser,
  fields: ProfileUpdateFields,
  photo: Buffer | undefined,
): Promise<ProfileUpdateResponse> {
  const now = deps.clock.now();
  const profilePicture =
    photo === undefined
      ? undefined
      : await storeProfilePhoto(deps.storage, user.id, photo, 'profile_picture');
  const changes = {
    ...(fields.first_name === undefined ? {} : { firstName: fields.first_name }),
    ...(fields.last_name === undefined ? {} : { lastName: fields.last_name }),
    ...(profilePicture === undefined ? {} : { profilePicture }),
  };
  const updated = await deps.db.transaction(async (tx) => {
    const row = await updateProfileFields(tx, user.id, changes, now);
    const mentorId = mentorIdOf(user);
    if (mentorId !== null && (changes.firstName !== undefined || changes.lastName !== undefined))
      await refreshSearchDocuments(tx, [mentorId]);
    return row;
  });
  const referrer = await referralMentor(deps.db, updated.referralMentorId);
  return { message: m.profileUpdated, user: presentUser(updated, referrer) };
}

/**
 * PUT /api/users/change-password/. A wrong current password counts as a failed login (rule A6), counted
 * before it is checked as at login, so a stolen session cannot be used to guess it, not even in parallel.
 * The new password follows A2. Every other sign-in of the account ends (its refresh families are revoked)
 * and unused reset links are retired; this browser stays signed in.
 */
export async function changePassword(
  deps: SettingsDeps,
  user: SignedInUser,
  familyId: string | null,
  input: ChangePasswordRequest,
  ip: string,
): Promise<{ message: string }> {
  const now = deps.clock.now();
  const account = await findUserById(deps.db, user.id);
  if (!account?.passwordHash) throw badRequest(m.noPasswordYet, { old_password: [m.noPasswordYet] });
  await reserveLoginAttempt(deps.db, account.email, ip, now);
  if (!(await verifyPassword(account.passwordHash, input.old_password)))
    throw badRequest(m.oldPasswordWrong, { old_password: [m.oldPasswordWrong] });
  await clearLoginFailures(deps.db, account.email, ip);
  if (input.new_password === input.old_password)
    throw badRequest(m.passwordUnchanged, { new_password: [m.passwordUnchanged] });
  const problems = passwordProblems(input.new_password, account);
  if (problems[0]) throw badRequest(problems[0], { new_password: problems });

  const passwordHash = await hashPassword(input.new_password);
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash, now);
    await retireAccountTokens(tx, user.id, 'reset_password', now);
    await revokeOtherFamilies(tx, user.id, familyId, 'password changed', now);
  });
  return { message: m.passwordChanged };
}

/** PUT /api/notifications/settings/: the toggles sent change, the others stay. */
export async function updateNotifications(
  deps: SettingsDeps,
  user: SignedInUser,
  input: NotificationSettingsUpdate,
): Promise<NotificationSettings> {
  const row = await updateNotificationToggles(
    deps.db,
    user.id,
    {
      ...(input.email_lesson_notifications === undefined
        ? {}
        : { emailLessonNotifications: input.email_lesson_notifications }),
      ...(input.email_account_notifications === undefined
        ? {}
        : { emailAccountNotifications: input.email_account_notifications }),
      ...(input.email_promotional_notifications === undefined
        ? {}
        : { emailPromotionalNotifications: input.email_promotional_notifications }),
      ...(input.lesson_reminder_24h === undefined ? {} : { lessonReminder24h: input.lesson_reminder_24h }),
      ...(input.lesson_reminder_1h === undefined ? {} : { lessonReminder1h: input.lesson_reminder_1h }),
    },
    deps.clock.now(),
  );
  return presentNotifications(row);
}

/**
 * PUT /api/users/time-zone/ (ADR 49): a chosen zone, kept whatever device signs in, or the device's detected
 * zone with follow_device (sign-in then keeps it current). Stored in the runtime's canonical spelling.
 */
export async function updateTimeZoneSetting(
  deps: SettingsDeps,
  user: SignedInUser,
  input: TimeZoneUpdate,
): Promise<TimeZoneSetting> {
  const timezone = new Intl.DateTimeFormat('en-US', { timeZone: input.timezone }).resolvedOptions().timeZone;
  const row = await updateTimeZone(
    deps.db,
    user.id,
    { timezone, timezoneChosen: !input.follow_device },
    deps.clock.now(),
  );
  return presentTimeZone(row);
}
