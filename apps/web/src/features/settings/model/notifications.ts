/**
 * The e-mail switches (SETTINGS-17, SETTINGS-18; the two lesson reminders, issue 22 item 5): a change shows at once and is sent; if the call
 * fails, that switch goes back to what it was and the error says whether the server refused or could not
 * be reached.
 */
import { settingsMessages } from '@app/contract';
import { ApiError } from '../../../shared/api/client.ts';

export const NOTIFICATION_KEYS = [
  'email_lesson_notifications',
  'email_account_notifications',
  'email_promotional_notifications',
  'lesson_reminder_24h',
  'lesson_reminder_1h',
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];
export type NotificationValues = Record<NotificationKey, boolean>;

/** SETTINGS-17 defaults: lesson on, account on, promotional off; both lesson reminders on (issue 22). */
export const DEFAULT_NOTIFICATIONS: NotificationValues = {
  email_lesson_notifications: true,
  email_account_notifications: true,
  email_promotional_notifications: false,
  lesson_reminder_24h: true,
  lesson_reminder_1h: true,
};

export const NOTIFICATION_LABELS: Record<NotificationKey, { label: string; description: string }> = {
  email_lesson_notifications: {
    label: 'Lesson emails',
    description: 'Bookings, reminders, cancellations and changes to your lessons.',
  },
  email_account_notifications: {
    label: 'Account emails',
    description: 'News about your account, payments and security.',
  },
  email_promotional_notifications: {
    label: 'Promotional emails',
    description: 'Offers, masterclasses and news from Music Mentors.',
  },
  lesson_reminder_24h: {
    label: 'Reminder 24 hours before a lesson',
    description: 'An email a day before each lesson (sent while lesson emails are on).',
  },
  lesson_reminder_1h: {
    label: 'Reminder 1 hour before a lesson',
    description: 'An email an hour before each lesson (sent while lesson emails are on).',
  },
};

/** The values shown right after a switch is flipped (before the server answers). */
export function withToggle(
  values: NotificationValues,
  key: NotificationKey,
  on: boolean,
): NotificationValues {
  return { ...values, [key]: on };
}

/**
 * After a failure only the failed switch goes back, so a second switch flipped meanwhile keeps its own
 * pending change.
 */
export function revertToggle(
  values: NotificationValues,
  key: NotificationKey,
  before: boolean,
): NotificationValues {
  return { ...values, [key]: before };
}

export function notificationError(error: unknown): string {
  return error instanceof ApiError && error.status === null
    ? settingsMessages.notificationsOffline
    : settingsMessages.notificationsFailed;
}
