/**
 * Test helpers of the booking feature: a mentor, slots and bookings, the dialog rendered in a router,
 * and a clock fixed at Tuesday 24 November 2026, 09:00 local time (the week of Monday the 23rd). The
 * network is stubbed with the typed stub (ADR 36), so the mentor, slots and bookings here are checked
 * against the contract's answers whenever a test serves them.
 */
import { cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { sessions } from '../../../test/sessions.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import type { AvailableSlot, MentorProfile } from './model/types.ts';

export { atParams, mockApi, type ApiCall, type ApiReply, type ApiRoutes } from '../../../test/mock-api.ts';
export { makeBooking } from '../../../test/bookings.ts';
export { sessions };

export function fixClock(date = new Date(2026, 10, 24, 9, 0)) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(date);
}

beforeEach(() => fixClock());

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

export function makeMentor(overrides: Partial<MentorProfile> = {}): MentorProfile {
  return {
    id: 11,
    user: { id: 101, profile_photo: null, full_name: 'Lena Park' },
    reviews: { average_rating: 4.75, total_count: 12 },
    amount_cents: 5000,
    languages: [{ id: 1, name: 'English' }],
    bio: '',
    skills: [
      { id: 1, name: 'Piano' },
      { id: 2, name: 'Guitar' },
    ],
    styles: [],
    is_verified: true,
    headline: '',
    saved: false,
    offer_trial: true,
    trial_used: false,
    sessions: [
      { id: 6, session_time: 60, timeout_time: 0 },
      { id: 5, session_time: 30, timeout_time: 0 },
    ],
    country: 'DE',
    timezone: 'Europe/Berlin',
    levels: [],
    ages: [],
    has_video: false,
    first_sample: null,
    can_review: false,
    has_reviewed: false,
    packages: [],
    intro_video_url: null,
    audio_samples: [],
    lessons_taught: 0,
    students_taught: 0,
    reply_time_hours: null,
    member_since: '2025-01-15T00:00:00.000Z',
    ...overrides,
  };
}

/** A slot starting at local "yyyy-MM-ddTHH:mm" (+01:00), `minutes` long. */
export function slot(local: string, minutes = 60, offset = '+01:00'): AvailableSlot {
  const start = new Date(`${local}:00${offset}`);
  const end = new Date(start.getTime() + minutes * 60_000);
  return {
    start_time: `${local}:00${offset}`,
    start_utc: start.toISOString().replace('.000Z', 'Z'),
    end_utc: end.toISOString().replace('.000Z', 'Z'),
  };
}

/** Renders `element` at `url` for a signed-in student; other paths show the location. */
export function renderPage(url: string, element: ReactNode, routePath?: string) {
  return renderAt(url, element, { session: sessions.student, ...(routePath ? { routePath } : {}) });
}
