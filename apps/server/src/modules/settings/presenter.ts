/** How settings look to the browser (DATA-20): the one place that maps rows to the contract's objects. */
import {
  CALL_PLATFORMS,
  MENTOR_AGES,
  MENTOR_LEVELS,
  WEEKDAY_CODES,
  type AvailabilitySettings,
  type CallPlatform,
  type NotificationSettings,
  type PaymentAccountSummary,
  type SessionSetting,
  type SettingsMentor,
  type SettingsUser,
  type TimeZoneSetting,
} from '@app/contract';
import type { SignedInUser } from '../auth/index.ts';
import type { MentorSettingsRow, ReferralMentorRow } from '../mentors/index.ts';

export function presentUser(user: SignedInUser, referrer: ReferralMentorRow | undefined): SettingsUser {
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    profile_picture: user.profilePicture,
    referral_mentor: referrer
      ? { id: Number(referrer.id), name: `${referrer.first_name} ${referrer.last_name}`.trim() }
      : null,
  };
}

const isCallPlatform = (name: string | null): name is CallPlatform =>
  (CALL_PLATFORMS as readonly (string | null)[]).includes(name);

export function presentMentor(row: MentorSettingsRow, stripe: PaymentAccountSummary | null): SettingsMentor {
  return {
    headline: row.headline,
    bio: row.bio,
    offer_trial: row.offer_trial,
    is_verified: row.is_verified,
    amount_cents: Number(row.amount_cents),
    different_call_platform: row.different_call_platform,
    different_call_platform_name: isCallPlatform(row.different_call_platform_name)
      ? row.different_call_platform_name
      : null,
    different_call_platform_url: row.different_call_platform_url,
    referral_code: row.referral_code,
    skills: row.skills,
    styles: row.styles,
    languages: row.languages,
    intro_video_url: row.intro_video_url,
    levels: MENTOR_LEVELS.filter((level) => row.levels.includes(level)),
    ages: MENTOR_AGES.filter((age) => row.ages.includes(age)),
    audio_samples: row.audio_samples,
    stripe,
  };
}

/** All seven days, Mon..Sun; a day without hours has an empty list. */
export function presentAvailability(row: MentorSettingsRow): AvailabilitySettings {
  return {
    timezone: row.timezone,
    available_times: WEEKDAY_CODES.map((weekday, index) => ({
      weekday,
      time_slots: row.availability
        .filter((a) => a.weekday === index)
        .map((a) => ({ start: a.start_time, end: a.end_time })),
    })),
  };
}

export function presentSessions(row: MentorSettingsRow): SessionSetting[] {
  return row.sessions.map((s) => ({ session_minutes: s.session_time, timeout_minutes: s.timeout_time }));
}

export function presentTimeZone(user: Pick<SignedInUser, 'timezone' | 'timezoneChosen'>): TimeZoneSetting {
  return { timezone: user.timezone, follow_device: !user.timezoneChosen };
}

export function presentNotifications(
  user: Pick<
    SignedInUser,
    | 'emailLessonNotifications'
    | 'emailAccountNotifications'
    | 'emailPromotionalNotifications'
    | 'lessonReminder24h'
    | 'lessonReminder1h'
  >,
): NotificationSettings {
  return {
    email_lesson_notifications: user.emailLessonNotifications,
    email_account_notifications: user.emailAccountNotifications,
    email_promotional_notifications: user.emailPromotionalNotifications,
    lesson_reminder_24h: user.lessonReminder24h,
    lesson_reminder_1h: user.lessonReminder1h,
  };
}
