/**
 * Test helpers of the booking feature: a mentor, slots and bookings, the dialog rendered in a router,
 * and a clock fixed at Tuesday 24 November 2026, 09:00 local time (the week of Monday the 23rd).
 */
import { cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { sessions } from '../../../test/sessions.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import type { AvailableSlot, Booking, MentorProfile } from './model/types.ts';

export { mockFetch, type FetchCall } from '../../../test/mock-fetch.ts';
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
    sessions: [
      { id: 6, session_time: 60, timeout_time: 0 },
      { id: 5, session_time: 30, timeout_time: 0 },
    ],
    country: 'DE',
    timezone: 'Europe/Berlin',
    can_review: false,
    has_reviewed: false,
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

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 42,
    reference: 'LES-42',
    status: 'paid',
    viewer_is_mentor: false,
    other_user: { name: 'Lena Park', profile_picture: null, user_id: 101, mentor_id: 11 },
    date_time: {
      start: '2026-11-25T09:00:00Z',
      end: '2026-11-25T10:00:00Z',
      end_lesson: '2026-11-25T10:10:00Z',
      available_at: '2026-11-25T08:45:00Z',
      checkout_expiration: null,
    },
    session_minutes: 60,
    free_trial: false,
    amount_cents: 5000,
    tax_amount_cents: 750,
    applied_tax_rate: 0.15,
    currency: 'eur',
    skill: { id: 1, name: 'Piano' },
    checkout_url: null,
    can_reschedule: true,
    has_reviewed: false,
    payment_details: {
      total_amount_cents: 5000,
      tax_amount_cents: 750,
      tax_rate: 0.15,
      mentor_earnings_cents: 4250,
      discount_cents: 0,
      refunded_amount_cents: 0,
      currency: 'eur',
    },
    created_at: '2026-11-24T08:00:00Z',
    ...overrides,
  };
}

/** Renders `element` at `url` for a signed-in student; other paths show the location. */
export function renderPage(url: string, element: ReactNode, routePath?: string) {
  return renderAt(url, element, { session: sessions.student, ...(routePath ? { routePath } : {}) });
}
