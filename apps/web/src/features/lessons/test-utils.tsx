/**
 * Test helpers of the lessons feature: bookings, the lesson-list server keyed by status, the page rendered
 * in a router, and a clock fixed at Tuesday 24 November 2026, 08:00 UTC.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { makeBooking as baseBooking } from '../../../test/bookings.ts';
import { mockApi, type ApiRoutes } from '../../../test/mock-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { sessions } from '../../../test/sessions.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import type { Booking, BookingPage } from './model/types.ts';
import { MyLessonsPage } from './pages/my-lessons-page.tsx';

export const NOW = new Date('2026-11-24T08:00:00Z');

export function fixClock(fakeTimers = false) {
  vi.useRealTimers();
  vi.useFakeTimers({
    toFake: fakeTimers ? ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] : ['Date'],
  });
  vi.setSystemTime(NOW);
}

beforeEach(() => fixClock());

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** A paid lesson on Wednesday 25 November, 12:00-13:00 UTC, booked on the 20th. */
export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return baseBooking({
    date_time: {
      start: '2026-11-25T12:00:00Z',
      end: '2026-11-25T13:00:00Z',
      end_lesson: '2026-11-25T13:10:00Z',
      available_at: '2026-11-25T11:45:00Z',
      checkout_expiration: null,
    },
    created_at: '2026-11-20T08:00:00Z',
    ...overrides,
  });
}

export const pageOf = (results: Booking[], count = results.length): BookingPage => ({
  count,
  next: null,
  previous: null,
  results,
});

export type Lists = Partial<Record<string, Booking[] | BookingPage | (() => BookingPage)>>;

/** Answers GET /api/lessons/bookings/ by its status (empty when not given), plus any other routes. */
export function serveLessons(lists: Lists, extra: ApiRoutes = {}) {
  return mockApi({
    'bookings.list': (url) => {
      const list = lists[url.searchParams.get('status') ?? ''] ?? [];
      const body = typeof list === 'function' ? list() : Array.isArray(list) ? pageOf(list) : list;
      return { status: 200, body };
    },
    ...extra,
  });
}

export function renderLessons(url = '/my-lessons', session = sessions.student) {
  return renderAt(url, <MyLessonsPage />, { session, routePath: '/my-lessons' });
}

export const UPCOMING = 'paid,free_trial,in_progress';
