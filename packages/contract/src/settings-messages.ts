/**
 * The settings page and calls (SETTINGS-*, PAYOUT-01..02, spec 002 sections 2.2, 5, 8): exact texts and
 * constants shared by the server, the web app and the tests. Zod-free so the web bundle stays small.
 */

/** SETTINGS-01: the settings tabs; profile and availability are for mentors only. */
export const SETTINGS_TABS = ['account', 'profile', 'payments', 'notifications', 'availability'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
export const MENTOR_ONLY_SETTINGS_TABS: readonly SettingsTab[] = ['profile', 'availability'];

/** API weekday codes (DATA-20); index 0 = Monday, as stored in mentor_availability.weekday. */
export const WEEKDAY_CODES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

/** SETTINGS-13: the video providers besides Default (Default = different_call_platform false). */
export const CALL_PLATFORMS = ['Zoom', 'Microsoft Teams', 'Google Meet', 'Other'] as const;
export type CallPlatform = (typeof CALL_PLATFORMS)[number];

/** SETTINGS-15: the settings lesson price, whole euros per hour. */
export const SETTINGS_PRICE_MIN_EUROS = 1;
export const SETTINGS_PRICE_MAX_EUROS = 500;
/** Spec 002 section 9: introduction and headline limits, counted without markup. */
export const BIO_MIN_CHARS = 100;
export const BIO_MAX_CHARS = 2000;
export const HEADLINE_MIN_CHARS = 40;
export const HEADLINE_MAX_CHARS = 100;
/** Session breaks: 0 to 60 minutes in 5-minute steps. */
export const SESSION_BREAK_MAX_MINUTES = 60;
export const SESSION_BREAK_STEP_MINUTES = 5;
/** Weekly slots use a 30-minute grid (00:00 .. 23:30; an end may also be 24:00, the end of the day). */
export const AVAILABILITY_STEP_MINUTES = 30;
/** The payments history page size (spec 002 section 9: list page size 10). */
export const PAYMENTS_PAGE_SIZE = 10;
/** Names are 1-150 characters, as on registration. */
export const NAME_MAX_CHARS = 150;

/** PAYOUT-01/02: statuses of a payments history row; the page colours completed green, pending yellow. */
export const PAYMENT_HISTORY_STATUSES = [
  'pending',
  'completed',
  'refunded',
  'partially_refunded',
  'failed',
] as const;
export type PaymentHistoryStatus = (typeof PAYMENT_HISTORY_STATUSES)[number];
/**
 * What a history row is: a student's lesson payment, a mentor's lesson earning, or a mentor's payout.
 * Added to DATA-20's row so a mentor's page can tell money in from money out.
 */
export const PAYMENT_HISTORY_KINDS = ['payment', 'earning', 'payout'] as const;
export type PaymentHistoryKind = (typeof PAYMENT_HISTORY_KINDS)[number];

export const settingsMessages = {
  loadFailed: 'Failed to load user settings',
  // Account tab: time zone (ADR 49)
  timeZoneHeading: 'Time zone',
  timeZoneLabel: 'Show times in',
  timeZoneHint: 'Lesson times on every page, in e-mails and in calendar invitations use this zone.',
  timeZoneDevice: (detected: string) => `Use this device's zone (detected: ${detected})`,
  timeZoneSave: 'Save time zone',
  timeZoneSaved: 'Time zone saved.',
  timeZoneFailed: 'Failed to save the time zone. Please try again.',
  unknownTimeZone: 'Choose a time zone from the list.',
  // Account tab: referral (REFERRAL-07, REFERRAL-08)
  referralCodeRequired: 'Please enter a referral code',
  referralFailed: 'Failed to add referral code. Please try again.',
  // Account tab: profile
  profileUpdated: 'Profile updated successfully',
  profileUpdateFailed: 'Failed to update profile',
  noChanges: 'No changes to save',
  nameRequired: 'This field is required.',
  nameTooLong: `Ensure this field has no more than ${NAME_MAX_CHARS} characters.`,
  nameControlCharacters: 'This field must not contain control characters.',
  photoTooLarge: 'Image size exceeds 2MB limit. Please choose a smaller image.',
  photoWrongType: 'Please upload a valid image file (PNG or JPG).',
  // Account tab: password
  passwordFieldsRequired: 'All password fields are required',
  passwordsDoNotMatch: 'New password and confirm password do not match',
  passwordTooShort: 'New password must be at least 8 characters long',
  oldPasswordWrong: 'Your current password is incorrect.',
  noPasswordYet:
    'Your account signs in with Google and has no password yet. Use "Forgot password" on the login page to set one.',
  passwordUnchanged: 'The new password must be different from your current password.',
  passwordChanged: 'Password changed successfully',
  passwordChangeFailed: 'Failed to change password',
  // Account tab: deletion
  deleteEmailRequired: 'Please enter your email address to confirm deletion',
  deleteEmailWrong: 'Please enter your correct email address to confirm deletion',
  deleteActiveBookings: (references: string[]) =>
    `Your account cannot be deleted while you have active bookings: ${references.join(', ')}. Cancel them or wait until they are over.`,
  deleteSucceeded: 'Account deletion request processed successfully',
  deleteRefundedCredits: (amount: string, lessons: number) =>
    `Your ${lessons} unused lesson credit${lessons === 1 ? '' : 's'} (${amount}) ${lessons === 1 ? 'is' : 'are'} refunded to your card.`,
  deleteFailed: 'Failed to delete account',
  deletedFirstName: 'Deleted',
  deletedLastName: 'User',
  // Profile tab (mentor)
  onlyMentors: 'Only mentors can change these settings.',
  verificationPending: 'Verification pending',
  profileVerified: "Mentor's profile verified",
  mentorUpdated: 'Mentor profile updated successfully',
  priceOutOfRange: `The lesson price must be a whole number of euros from ${SETTINGS_PRICE_MIN_EUROS} to ${SETTINGS_PRICE_MAX_EUROS}.`,
  headlineLength: `The headline must have ${HEADLINE_MIN_CHARS} to ${HEADLINE_MAX_CHARS} characters.`,
  bioTooShort: `Please enter an introduction with at least ${BIO_MIN_CHARS} characters`,
  bioTooLong: `Please keep your introduction to at most ${BIO_MAX_CHARS} characters`,
  platformNameRequired: 'Choose the video provider.',
  platformTogether:
    'Send different_call_platform together with different_call_platform_name and different_call_platform_url.',
  platformUrlRequired: 'Enter the link of your video call (http or https).',
  unknownIds: (what: string, ids: number[]) => `Unknown ${what} ids: ${ids.join(', ')}.`,
  idList: (field: string) => `${field} must be a list of ids (a JSON array such as [1, 2]).`,
  // The onboarding's own sentences (spec 002 section 5), for the same lists edited in settings.
  skillsRequired: 'Please select at least one instrument or skill',
  stylesRequired: 'Please select at least one music style',
  languagesRequired: 'Please select at least one language',
  atLeastOne: (what: string) => `Please select at least one ${what}.`,
  // Availability tab
  slotOrder: 'Start time must be before end time',
  slotOverlap: 'Time slots cannot overlap',
  slotGrid: 'Times must be on the half hour (HH:00 or HH:30).',
  unknownTimezone: 'Choose a valid time zone.',
  duplicateWeekday: 'Each weekday may appear only once.',
  availabilityUpdated: 'Availability updated successfully',
  availabilityFailed: 'Failed to update availability settings',
  sessionsRequired: 'Offer at least one session length.',
  sessionsDuplicate: 'Each session length may appear only once.',
  sessionTime: 'Session lengths are 30, 60, 90 or 120 minutes.',
  sessionBreak: `Breaks are 0 to ${SESSION_BREAK_MAX_MINUTES} minutes in ${SESSION_BREAK_STEP_MINUTES}-minute steps.`,
  trialNeedsShortSession: 'A free trial is a 30-minute lesson: offer the 30-minute session to offer a trial.',
  sessionsUpdated: 'Session settings updated successfully',
  sessionsFailed: 'Failed to update session settings',
  // Notifications tab
  notificationsUpdated: 'Notification settings updated',
  notificationsFailed: 'Failed to update settings. Please try again.',
  notificationsOffline: 'Error connecting to server. Please try again later.',
  // Payments tab
  paymentsDisclaimer:
    'Payouts can be sent to bank accounts in the countries listed below. Mentors elsewhere can teach but cannot withdraw earnings.',
} as const;
