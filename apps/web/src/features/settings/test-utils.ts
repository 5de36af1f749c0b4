/** Settings answers for the page's component tests (DATA-20). */
import type { PaymentHistoryItem, SettingsMentor, SettingsResponse } from '@app/contract';
import type { ApiRoutes } from '../../../test/mock-api.ts';

export function payment(overrides: Partial<PaymentHistoryItem> = {}): PaymentHistoryItem {
  return {
    date: '2026-11-20T10:00:00Z',
    booking_reference: 'BK-000012',
    amount_cents: 4500,
    status: 'completed',
    kind: 'payment',
    ...overrides,
  };
}

export function studentSettings(overrides: Partial<SettingsResponse> = {}): SettingsResponse {
  return {
    user: {
      first_name: 'Sam',
      last_name: 'Student',
      email: 'sam@example.com',
      profile_picture: null,
      referral_mentor: null,
    },
    can_add_referral: false,
    mentor: null,
    availability: null,
    notification_settings: {
      email_lesson_notifications: true,
      email_account_notifications: true,
      email_promotional_notifications: false,
      lesson_reminder_24h: true,
      lesson_reminder_1h: true,
    },
    time_zone: { timezone: 'UTC', follow_device: true },
    session_settings: [],
    payments: { results: [payment()], count: 1, next: null, previous: null },
    ...overrides,
  };
}

export const BIO =
  '<p>I have taught piano for twelve years, to beginners and to conservatory students alike.</p><p>Lessons are relaxed &amp; focused.</p>';

export function mentorProfile(overrides: Partial<SettingsMentor> = {}): SettingsMentor {
  return {
    headline: 'Piano and music theory for curious adults, from first chords',
    bio: BIO,
    offer_trial: true,
    is_verified: true,
    amount_cents: 4500,
    different_call_platform: false,
    different_call_platform_name: null,
    different_call_platform_url: null,
    referral_code: 'MAYA2026',
    intro_video_url: null,
    levels: [],
    ages: [],
    audio_samples: [],
    skills: [{ id: 2, name: 'Piano' }],
    styles: [{ id: 1, name: 'Jazz' }],
    languages: [{ id: 1, name: 'English' }],
    stripe: { stripe_created: false, url: null, payouts_enabled: false, country: null },
    ...overrides,
  };
}

export function mentorSettings(overrides: Partial<SettingsResponse> = {}): SettingsResponse {
  return studentSettings({
    user: {
      first_name: 'Maya',
      last_name: 'Mentor',
      email: 'maya@example.com',
      profile_picture: '/media/portraits/1.svg',
      referral_mentor: null,
    },
    mentor: mentorProfile(),
    availability: {
      timezone: 'Europe/Berlin',
      available_times: [{ weekday: 'Mon', time_slots: [{ start: '09:00', end: '18:00' }] }],
    },
    session_settings: [
      { session_minutes: 30, timeout_minutes: 0 },
      { session_minutes: 60, timeout_minutes: 10 },
    ],
    ...overrides,
  });
}

/** The mentor lookups (skills, styles, languages) as the API answers them. */
export const lookups: ApiRoutes = {
  'mentors.skills': {
    body: [
      { id: 1, name: 'Guitar' },
      { id: 2, name: 'Piano' },
    ],
  },
  'mentors.styles': {
    body: [
      { id: 1, name: 'Jazz' },
      { id: 2, name: 'Rock' },
    ],
  },
  'mentors.languages': {
    body: [
      { id: 1, name: 'English' },
      { id: 2, name: 'German' },
    ],
  },
};
